import {
  LIST_PAGE_SIZE_MAX,
  type TListManagedUsersResponse,
  type TSite,
  type TSiteBody,
  type TSiteExceptionSettings,
  type TSiteResponse,
  type TUpdateSiteExceptionSettingsBody,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { queryClient as appQueryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session/keys';
import { activeOrganizationKeys } from '../organizations';
import { sitePickerKeys } from '../site-picker';

export const SITES_TABLE_ID = 'admin-sites';

export const adminSiteKeys = {
  all: ['admin-sites'] as const,
  one: (id: number) => [...adminSiteKeys.all, 'site', id] as const,
  users: (id: number) => [...adminSiteKeys.all, 'users', id] as const,
  ofOrganization: (organizationId: number) => [...adminSiteKeys.all, 'organization', organizationId] as const,
};

/**
 * After a site changes, the lists showing it reload and so does the signed-in user: the site
 * picker, the menus and the route guards all read the user's sites (SPEC §7).
 */
export async function refreshAfterSiteChange(): Promise<void> {
  await Promise.all([
    appQueryClient.invalidateQueries({ queryKey: tableQueryKey(SITES_TABLE_ID) }),
    appQueryClient.invalidateQueries({ queryKey: adminSiteKeys.all }),
    appQueryClient.invalidateQueries({ queryKey: sitePickerKeys.all }),
    appQueryClient.invalidateQueries({ queryKey: activeOrganizationKeys.all }),
    appQueryClient.invalidateQueries({ queryKey: auditKeys.all }),
    appQueryClient.refetchQueries({ queryKey: sessionKeys.user }),
  ]);
}

export function useSite(id: number | null) {
  return useQuery({
    queryKey: adminSiteKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<TSiteResponse>(`/sites/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export function useSaveSite() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TSiteBody }) =>
      id === null ? api.post<TSiteResponse>('/sites', body) : api.put<TSiteResponse>(`/sites/${id}`, body),
    onSuccess: refreshAfterSiteChange,
  });
}

export interface SiteDeletion {
  id: number;
  command: string | null;
  moveToSiteId: number | null;
}

export function useDeleteSite() {
  return useMutation({
    mutationFn: ({ id, command, moveToSiteId }: SiteDeletion) => {
      const query = new URLSearchParams();
      if (command) query.set('command', command);
      if (moveToSiteId !== null) query.set('move_users_to_site_id', String(moveToSiteId));
      return api.delete<void>(`/sites/${id}?${query.toString()}`);
    },
    onSuccess: refreshAfterSiteChange,
  });
}

/**
 * Every site of one organization by name (SPEC §7: page size 1000), for the screens that choose
 * among them or set them all; a change to any site refreshes it.
 */
export function useOrganizationSites<T = TSite[]>(organizationId: number | null, select?: (sites: TSite[]) => T) {
  return useQuery({
    queryKey: adminSiteKeys.ofOrganization(organizationId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TSite[] }>(
          `/sites?filter[organization_id]=${organizationId}&pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`,
          { signal },
        )
      ).data,
    enabled: organizationId !== null,
    select,
  });
}

/** The other sites of the same organization, where a removed site's users may move. */
export function useSiblingSites(site: Pick<TSite, 'id' | 'organization_id'> | null) {
  return useOrganizationSites(site?.organization_id ?? null, (sites) =>
    sites.filter((other) => other.id !== site?.id).map((other) => ({ id: other.id, name: other.name })),
  );
}

export function useSiteUsers(siteId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: adminSiteKeys.users(siteId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<TListManagedUsersResponse>(`/users?filter[site_id]=${siteId}&pageSize=${LIST_PAGE_SIZE_MAX}`, { signal })).data,
    enabled: enabled && siteId !== null,
  });
}

export function useRemoveSiteUser(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`/sites/${siteId}/users/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSiteKeys.users(siteId) }),
  });
}

const exceptionSettingsKey = (siteId: number) => ['admin-sites', siteId, 'exception-settings'] as const;

export function useSiteExceptionSettings(siteId: number) {
  return useQuery({
    queryKey: exceptionSettingsKey(siteId),
    queryFn: ({ signal }) => api.get<TSiteExceptionSettings>(`/sites/${siteId}/exception-settings`, { signal }),
  });
}

export function useSaveSiteExceptionSettings(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TUpdateSiteExceptionSettingsBody['settings']) =>
      api.put<TSiteExceptionSettings>(`/sites/${siteId}/exception-settings`, { settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData(exceptionSettingsKey(siteId), answer);
      void queryClient.invalidateQueries({ queryKey: auditKeys.record('site_exception_settings', siteId) });
    },
  });
}
