import type {
  TIdentityLinkBody,
  TInvitationBody,
  TInvitationResponse,
  TMicrosoftSignInBody,
  TProviderCallbackBody,
  TProviderRedirectResponse,
  TProviderSignInBody,
  TSignInProvidersResponse,
  TEmailVerifyBody,
  TLoginBody,
  TLoginResponse,
  TMessageResponse,
  TPasswordEmailBody,
  TPasswordResetBody,
  TRegistrationBody,
  TRegistrationConfirmBody,
} from '@freight/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useLogin() {
  return useMutation({
    mutationFn: (body: TLoginBody) => api.post<TLoginResponse>('/login', body),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: TPasswordEmailBody) => api.post<TMessageResponse>('/password/email', body),
  });
}

/** `reset` sets a forgotten password, `welcome` a new user's first one; both take an e-mailed token. */
export type PasswordLinkKind = 'reset' | 'welcome';

export function useSetPassword(kind: PasswordLinkKind) {
  return useMutation({
    mutationFn: (body: TPasswordResetBody) => api.post<TMessageResponse>(`/password/${kind}`, body),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: TEmailVerifyBody) => api.post<TMessageResponse>('/email/verify', body),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: TPasswordEmailBody) => api.post<TMessageResponse>('/email/resend', body),
  });
}

/** The sign-in providers of an e-mail's domain, asked for once the login page knows the address. */
export function useSignInProviders() {
  return useMutation({
    mutationFn: (email: string) => api.post<TSignInProvidersResponse>('/auth/providers', { email }),
  });
}

/** Where to send the browser to sign in at a provider: by its id, or Microsoft's by the work e-mail. */
export function useProviderRedirect() {
  return useMutation({
    mutationFn: (start: { providerId: number; body: TProviderSignInBody } | { microsoft: TMicrosoftSignInBody }) =>
      'microsoft' in start
        ? api.post<TProviderRedirectResponse>('/auth/ms/signin', start.microsoft)
        : api.post<TProviderRedirectResponse>(`/oauth/${start.providerId}`, start.body),
  });
}

/** Hands what the provider sent back to the server, which answers a session or asks for an e-mailed confirmation. */
export function useProviderCallback() {
  return useMutation({
    mutationFn: (body: TProviderCallbackBody) => api.post<TLoginResponse | TMessageResponse>('/oauth/callback', body),
  });
}

export function useConfirmIdentityLink() {
  return useMutation({
    mutationFn: (body: TIdentityLinkBody) => api.post<TMessageResponse>('/oauth/link', body),
  });
}

/** Opens an e-mailed invitation: whom it invites and the organization's sign-in buttons. */
export function useOpenInvitation(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => api.post<TInvitationResponse>('/oauth/invitation', { token } satisfies TInvitationBody),
    select: (answer) => answer.data,
    retry: false,
    staleTime: Infinity,
  });
}

/** A company registers; the answer says to look for the confirmation e-mail, whatever the address. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegistrationBody) => api.post<TMessageResponse>('/register', body),
  });
}

export function useConfirmRegistration() {
  return useMutation({
    mutationFn: (body: TRegistrationConfirmBody) => api.post<TMessageResponse>('/register/confirm', body),
  });
}
