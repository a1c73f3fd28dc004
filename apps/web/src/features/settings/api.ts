import type {
  TBookingDefaults,
  TChangePasswordBody,
  TMessageResponse,
  TNotificationPreferencesResponse,
  TProfileResponse,
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
