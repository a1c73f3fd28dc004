import {
  type NotificationType,
  type TNotificationFilterOptionsResponse,
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
  page: (page: number, pageSize: number, filters: NotificationFilters) =>
    [...notificationKeys.all, 'page', page, pageSize, filters] as const,
  filterOptions: () => [...notificationKeys.all, 'filter-options'] as const,
};

/** What the notifications page shows: a type, read or unread, and a span of days (YYYY-MM-DD). */
export interface NotificationFilters {
  type: NotificationType | null;
  read: 'read' | 'unread' | null;
  from: string | null;
  to: string | null;
}

/** The list query of the filters, shared by the page and by marking all shown as read. */
export function filterQuery(filters: NotificationFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('filters[type]', filters.type);
  if (filters.read) params.set('filters[read]', filters.read === 'read' ? '1' : '0');
  if (filters.from) params.set('filters[from]', filters.from);
  if (filters.to) params.set('filters[to]', filters.to);
  return params.toString();
}

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

export function useNotificationsPage(page: number, pageSize: number, filters: NotificationFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: notificationKeys.page(page, pageSize, filters),
    queryFn: ({ signal }) => fetchQuietly(`/front-notifications?page=${page}&pageSize=${pageSize}${query ? `&${query}` : ''}`, signal),
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

/** The types the user has notifications of, with their counts, for the type filter. */
export function useNotificationFilterOptions() {
  return useQuery({
    queryKey: notificationKeys.filterOptions(),
    queryFn: ({ signal }) => api.get<TNotificationFilterOptionsResponse>('/notifications/filter-options', { signal, quiet: true }),
    retry: false,
  });
}

/** Marks read every notification the filters show, on every page. */
export function useMarkShownRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: NotificationFilters) => {
      const query = filterQuery(filters);
      return api.patch<unknown>(`/front-notifications/read-all${query ? `?${query}` : ''}`, {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
