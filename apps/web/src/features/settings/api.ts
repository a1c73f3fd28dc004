import type {
  TBookingDefaults,
  TChangePasswordBody,
  TLinkedAccountsResponse,
  TMessageResponse,
  TProfileResponse,
  TProviderRedirectResponse,
  TNotificationPreferencesResponse,
  TSaveNotificationPreferencesBody,
  TUpdateProfileBody,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { setSessionUser, updateSessionUser } from '../../lib/session';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => api.put<TProfileResponse>('/settings/profile', body),
    onSuccess: ({ data }) => setSessionUser(data),
  });
}

export function useUploadAvatar(userId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return api.post<TProfileResponse>(`/users/${userId}/avatar`, form);
    },
    onSuccess: ({ data }) => setSessionUser(data),
  });
}

export function useRemoveAvatar(userId: number) {
  return useMutation({
    mutationFn: () => api.delete<TProfileResponse>(`/users/${userId}/avatar`),
    onSuccess: ({ data }) => setSessionUser(data),
  });
}

/** Changing the password signs out the user's other sessions; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordBody) => api.put<TMessageResponse>('/settings/password', body),
  });
}

/** The user's booking defaults travel with the session, so a new booking starts from them at once. */
export function useUpdateBookingDefaults() {
  return useMutation({
    mutationFn: (body: TBookingDefaults) => api.put<{ data: TBookingDefaults }>('/settings/profile/booking', body),
    onSuccess: ({ data }) => updateSessionUser((user) => ({ ...user, booking_defaults: data })),
  });
}

const LINKED_ACCOUNTS_KEY = ['settings', 'linked-accounts'] as const;

/** The provider accounts linked to the signed-in user, and the organization's providers to link one at. */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: LINKED_ACCOUNTS_KEY,
    queryFn: ({ signal }) => api.get<TLinkedAccountsResponse>('/settings/profile/accounts', { signal }),
    select: (answer) => answer.data,
  });
}

/** Where to send the browser to link an account at one of the organization's providers. */
export function useLinkAccount() {
  return useMutation({
    mutationFn: (providerId: number) => api.post<TProviderRedirectResponse>(`/oauth/${providerId}`, { link: true }),
  });
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/settings/profile/accounts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY }),
  });
}

const notificationPreferencesKey = ['settings', 'notifications'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => api.get<TNotificationPreferencesResponse>('/settings/notifications', { signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveNotificationPreferencesBody) => api.put<TNotificationPreferencesResponse>('/settings/notifications', body),
    onSuccess: (answer) => queryClient.setQueryData(notificationPreferencesKey, answer),
  });
}
