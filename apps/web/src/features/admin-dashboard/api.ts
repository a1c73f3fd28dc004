import {
  LIST_PAGE_SIZE_MAX,
  type TDashboardQueryInput,
  type TDashboardResponse,
  type TListActiveOrganizationsResponse,
} from '@freight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  figures: (query: TDashboardQueryInput) => [...dashboardKeys.all, 'figures', query] as const,
  organizations: () => [...dashboardKeys.all, 'organizations'] as const,
};

export function dashboardPath(query: TDashboardQueryInput): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `/dashboard?${text}` : '/dashboard';
}

/** Activity per organization and period; the last answer stays on screen while the next loads. */
export function useDashboard(query: TDashboardQueryInput) {
  return useQuery({
    queryKey: dashboardKeys.figures(query),
    queryFn: ({ signal }) => api.get<TDashboardResponse>(dashboardPath(query), { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations() {
  return useQuery({
    queryKey: dashboardKeys.organizations(),
    queryFn: ({ signal }) => api.get<TListActiveOrganizationsResponse>(`/organizations/active?pageSize=${LIST_PAGE_SIZE_MAX}`, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}
