import { type TOrganizationSitesFilterResponse, type TUser, type TWhoamiResponse } from '@freight/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshScreenData } from '../../lib/screen-data';
import { setSessionUser } from '../../lib/session';
import { fetchActiveOrganizations } from '../organizations';

export interface PickableSiteGroup {
  id: number;
  name: string;
  sites: { id: number; name: string }[];
}

export const sitePickerKeys = {
  all: ['site-picker'] as const,
  groups: (level: 'super' | 'member') => [...sitePickerKeys.all, level] as const,
};

type VisibleSiteGroups = TOrganizationSitesFilterResponse['data'];

const fetchVisibleSiteGroups = async (signal: AbortSignal) =>
  (await api.get<TOrganizationSitesFilterResponse>('/filters/organization/sites', { signal })).data;

/**
 * The sites the user sees, grouped by organization: the 'Act as' list of everyone but a super
 * user, and the organization and sites the rates and import rules screens work on. A change to a
 * site refreshes it.
 */
export function useVisibleSiteGroups<T>(select: (groups: VisibleSiteGroups) => T, enabled = true) {
  return useQuery({
    queryKey: sitePickerKeys.groups('member'),
    queryFn: ({ signal }) => fetchVisibleSiteGroups(signal),
    select,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The sites a user may act as, grouped by organization: every active organization for a super
 * user (SPEC §7), the user's own visible sites for everyone else.
 */
export function usePickableSites(user: TUser, enabled: boolean) {
  const isSuper = user.level === 'super';
  return useQuery({
    queryKey: sitePickerKeys.groups(isSuper ? 'super' : 'member'),
    queryFn: async ({ signal }): Promise<PickableSiteGroup[]> => {
      if (!isSuper) return fetchVisibleSiteGroups(signal);
      const data = await fetchActiveOrganizations(true, signal);
      return data.map((organization) => ({
        id: organization.id,
        name: organization.name,
        sites: organization.sites.map((site) => ({ id: site.id, name: site.name })),
      }));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Saves the 'Act as' choice. Changes run one after another, so the last choice is the one that
 * stays; once confirmed the user carries the new sites and the data on screen reloads.
 */
export function useUpdateSitesFilter() {
  return useMutation({
    scope: { id: 'sites-filter' },
    mutationFn: (siteIds: number[]) => api.post<TWhoamiResponse>('/users/sites-filter', { site_ids: siteIds }),
    onSuccess: async ({ data }) => {
      setSessionUser(data);
      await refreshScreenData();
    },
  });
}
