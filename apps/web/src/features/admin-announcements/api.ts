import {
  LIST_PAGE_SIZE_MAX,
  type TAnnouncementBodyInput,
  type TAnnouncementResponse,
  type TListManagedUsersResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const ANNOUNCEMENTS_TABLE = 'announcements';
export const ANNOUNCEMENTS_ENDPOINT = '/admin/announcements';

/** Cache keys of the announcements screen. */
export const announcementKeys = {
  all: ['admin-announcements'] as const,
  one: (id: number) => [...announcementKeys.all, 'one', id] as const,
  users: () => [...announcementKeys.all, 'users'] as const,
};

const everything = `pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`;

export function useAudienceUsers() {
  return useQuery({
    queryKey: announcementKeys.users(),
    queryFn: async ({ signal }) => (await api.get<TListManagedUsersResponse>(`/users?${everything}`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: announcementKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<TAnnouncementResponse>(`${ANNOUNCEMENTS_ENDPOINT}/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(ANNOUNCEMENTS_TABLE) }),
      queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    ]);
}

/** Writes a new announcement, or changes a draft or scheduled one; sending now sends it at once. */
export function useSaveAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TAnnouncementBodyInput }) =>
      id === null
        ? api.post<TAnnouncementResponse>(ANNOUNCEMENTS_ENDPOINT, body)
        : api.put<TAnnouncementResponse>(`${ANNOUNCEMENTS_ENDPOINT}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useWithdrawAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<TAnnouncementResponse>(`${ANNOUNCEMENTS_ENDPOINT}/${id}/withdraw`, {}),
    onSuccess: refresh,
  });
}
