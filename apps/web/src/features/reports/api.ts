import {
  LIST_PAGE_SIZE_MAX,
  type TEmbeddedReport,
  type TEmbeddedReportInput,
  type TCustomEmbeddedReportsResponse,
  type TListEmbeddedReportsResponse,
  type TReportEmbed,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { renewalDelay } from './embed-renewal';

const BASE = '/embedded-report';

export const reportKeys = {
  all: ['reports'] as const,
  embedded: () => [...reportKeys.all, 'embedded'] as const,
  custom: () => [...reportKeys.all, 'custom'] as const,
  organization: (organizationId: number) => [...reportKeys.all, 'organization', organizationId] as const,
  embed: (id: number) => [...reportKeys.all, 'embed', id] as const,
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
        const answer = await api.get<TListEmbeddedReportsResponse>(`${BASE}?pageSize=${LIST_PAGE_SIZE_MAX}`, {
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

/** The reports of the Custom reports submenu, as the server picks them (neither default nor analytics). */
export function useCustomReports(enabled = true) {
  return useQuery({
    queryKey: reportKeys.custom(),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<TCustomEmbeddedReportsResponse>(`${BASE}/not-default`, { signal, quiet: true });
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

/** The reports an admin keeps for one organization (SPEC §7: page size 1000). */
export function useOrganizationReports(organizationId: number) {
  return useQuery({
    queryKey: reportKeys.organization(organizationId),
    queryFn: ({ signal }) =>
      api.get<TListEmbeddedReportsResponse>(
        `${BASE}?pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&filter[organization_id]=${organizationId}`,
        { signal },
      ),
    select: (answer) => answer.data,
  });
}

function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
}

export function useSaveReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TEmbeddedReportInput }) =>
      id === null
        ? api.post<{ data: TEmbeddedReport }>(BASE, body, { quiet: true })
        : api.put<{ data: TEmbeddedReport }>(`${BASE}/${id}`, body, { quiet: true }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/${id}`),
    onSuccess: () => refresh(),
  });
}

/**
 * How to show one report, signed by the server. A Power BI token is fetched again two minutes
 * before it ends, so a report left open keeps working.
 */
export function useReportEmbed(id: number) {
  return useQuery({
    queryKey: reportKeys.embed(id),
    queryFn: ({ signal }) => api.get<{ data: TReportEmbed }>(`${BASE}/${id}/embed`, { signal, quiet: true }),
    select: (answer) => answer.data,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const embed = query.state.data?.data;
      return embed?.kind === 'power_bi' ? renewalDelay(embed.expires_at, Date.now()) : false;
    },
    refetchIntervalInBackground: true,
  });
}
