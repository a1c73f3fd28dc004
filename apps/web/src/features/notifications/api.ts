import {
  NOTIFICATION_LIST_SIZE,
  NOTIFICATION_REFRESH_MS,
  type TFrontNotification,
  type TListFrontNotificationsResponse,
} from '@freight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useTick } from '../../lib/tick';

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (page: number, pageSize: number) => [...notificationKeys.all, 'page', page, pageSize] as const,
};

/** Notifications are a side panel: a failed fetch is logged and never interrupts (SPEC §7). */
async function fetchQuietly(path: string, signal: AbortSignal): Promise<TListFrontNotificationsResponse> {
  try {
    return await api.get<TListFrontNotificationsResponse>(path, { signal, quiet: true });
  } catch (error) {
    if (!signal.aborted) console.error('Notifications could not be loaded', error);
    throw error;
  }
}

export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => (await fetchQuietly('/front-notifications?filters[read]=0&pageSize=1', signal)).meta.total,
    retry: false,
  });
}

/** The latest notifications for the panel (SPEC §9: 100). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: async ({ signal }) => (await fetchQuietly(`/front-notifications?pageSize=${NOTIFICATION_LIST_SIZE}`, signal)).data,
    enabled,
    retry: false,
  });
}

export function useNotificationsPage(page: number, pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => fetchQuietly(`/front-notifications?page=${page}&pageSize=${pageSize}`, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Refreshes every notification list on screen each minute while the page is visible. */
export function useNotificationRefresh(): void {
  const queryClient = useQueryClient();
  useTick(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), NOTIFICATION_REFRESH_MS);
}

/** Marks notifications read; the lists show it at once and are then refreshed. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.patch<unknown>('/front-notifications/read', { ids }, { quiet: true }),
    onMutate: (ids) => {
      const readAt = new Date().toISOString();
      const markRead = (item: TFrontNotification) => (ids.includes(item.id) && !item.read_at ? { ...item, read_at: readAt } : item);
      queryClient.setQueriesData<TFrontNotification[]>({ queryKey: notificationKeys.latest() }, (items) => items?.map(markRead));
      queryClient.setQueriesData<TListFrontNotificationsResponse>({ queryKey: [...notificationKeys.all, 'page'] }, (answer) =>
        answer ? { ...answer, data: answer.data.map(markRead) } : answer,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
        count === undefined ? count : Math.max(0, count - ids.length),
      );
    },
    onError: (error) => console.error('Notifications could not be marked read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
