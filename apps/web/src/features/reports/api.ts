import { LIST_PAGE_SIZE_MAX, type TListEmbeddedReportsResponse } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const reportKeys = {
  all: ['reports'] as const,
  embedded: () => [...reportKeys.all, 'embedded'] as const,
};

/**
 * The organization's embedded reports, which decide the Analytics entry and the Custom reports
 * submenu. The menu works without them, so a failure is only logged.
 */
export function useEmbeddedReports(enabled = true) {
  return useQuery({
    queryKey: reportKeys.embedded(),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<TListEmbeddedReportsResponse>(`/embedded-report?pageSize=${LIST_PAGE_SIZE_MAX}`, {
          signal,
          quiet: true,
        });
        return answer.data;
      } catch (error) {
        if (!signal.aborted) console.error('Reports could not be loaded', error);
        throw error;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
