import { LIST_PAGE_SIZE_MAX, type TSite, type TSitesApplicationsBody, type TSitesResponse } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshAfterSiteChange } from '../admin-sites';

export const siteApplicationKeys = {
  all: ['site-applications'] as const,
  organization: (organizationId: number) => [...siteApplicationKeys.all, organizationId] as const,
};

/** Every site of one organization with its applications (SPEC §7: page size 1000). */
export function useOrganizationSites(organizationId: number | null) {
  return useQuery({
    queryKey: siteApplicationKeys.organization(organizationId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TSite[] }>(
          `/sites?filter[organization_id]=${organizationId}&pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`,
          { signal },
        )
      ).data,
    enabled: organizationId !== null,
  });
}

/**
 * Saves the applications of the listed sites together. The signed-in user is fetched again, so
 * menus and route guards follow the change at once (SPEC §6).
 */
export function useSaveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSitesApplicationsBody) => api.put<TSitesResponse>('/sites/applications', body),
    onSuccess: () => Promise.all([refreshAfterSiteChange(), queryClient.invalidateQueries({ queryKey: siteApplicationKeys.all })]),
  });
}
