import { LIST_PAGE_SIZE_MAX, type TListActiveOrganizationsResponse, type TOrganizationWithSites } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const activeOrganizationKeys = {
  all: ['active-organizations'] as const,
  list: (withSites: boolean) => [...activeOrganizationKeys.all, withSites ? 'with-sites' : 'without-sites'] as const,
};

/** Every active organization (SPEC §9: page size 1000), with its sites when asked for. */
export async function fetchActiveOrganizations(withSites: boolean, signal?: AbortSignal): Promise<TOrganizationWithSites[]> {
  const include = withSites ? '&include=sites' : '';
  return (await api.get<TListActiveOrganizationsResponse>(`/organizations/active?pageSize=${LIST_PAGE_SIZE_MAX}${include}`, { signal }))
    .data;
}

interface ActiveOrganizationsOptions<T> {
  withSites?: boolean;
  enabled?: boolean;
  select?: (organizations: TOrganizationWithSites[]) => T;
}

/**
 * The active organizations, for any screen where a god user chooses or filters by one. Every
 * screen shares one copy, which a change to an organization or a site refreshes.
 */
export function useActiveOrganizations<T = TOrganizationWithSites[]>({
  withSites = false,
  enabled = true,
  select,
}: ActiveOrganizationsOptions<T> = {}) {
  return useQuery({
    queryKey: activeOrganizationKeys.list(withSites),
    queryFn: ({ signal }) => fetchActiveOrganizations(withSites, signal),
    select,
    enabled,
    staleTime: 5 * 60_000,
  });
}
