import type {
  TEmailVerifyBody,
  TLoginBody,
  TLoginResponse,
  TMessageResponse,
  TPasswordEmailBody,
  TPasswordResetBody,
} from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
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
