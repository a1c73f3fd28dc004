import { type TDashboardQueryInput, type TDashboardResponse } from '@freight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  figures: (query: TDashboardQueryInput) => [...dashboardKeys.all, 'figures', query] as const,
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
