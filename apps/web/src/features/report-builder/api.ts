import {
  LIST_PAGE_SIZE_MAX,
  type TAnalyticsResult,
  type TListSavedReportsResponse,
  type TSavedReport,
  type TSavedReportBodyInput,
  type TSavedReportDefinition,
} from '@freight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryStringOf } from './definition';

const BASE = '/saved-reports';

export const savedReportKeys = {
  all: ['saved-reports'] as const,
  list: () => [...savedReportKeys.all, 'list'] as const,
  one: (id: number) => [...savedReportKeys.all, 'one', id] as const,
  figures: (query: string) => ['analytics', 'query', query] as const,
};

/** The reports composed in the builder that the user may open; the menu lists them, so a failure is only logged. */
export function useSavedReports(enabled = true) {
  return useQuery({
    queryKey: savedReportKeys.list(),
    queryFn: ({ signal }) => api.get<TListSavedReportsResponse>(`${BASE}?pageSize=${LIST_PAGE_SIZE_MAX}`, { signal, quiet: true }),
    select: (answer) => answer.data,
    enabled,
    retry: false,
  });
}

export function useSavedReport(id: number | null) {
  return useQuery({
    queryKey: savedReportKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: TSavedReport }>(`${BASE}/${id}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

/** The figures of a definition, kept on screen while the next ones load. */
export function useReportFigures(definition: TSavedReportDefinition) {
  const query = queryStringOf(definition);
  return useQuery({
    queryKey: savedReportKeys.figures(query),
    queryFn: ({ signal }) => api.get<{ data: TAnalyticsResult }>(`/reports/query?${query}`, { signal, quiet: true }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveReport(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavedReportBodyInput) =>
      id === null ? api.post<{ data: TSavedReport }>(BASE, body) : api.put<{ data: TSavedReport }>(`${BASE}/${id}`, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(savedReportKeys.one(answer.data.id), answer);
      await queryClient.invalidateQueries({ queryKey: savedReportKeys.list() });
    },
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${BASE}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportKeys.list() }),
  });
}

export const savedReportExportPath = (id: number) => `${BASE}/${id}/export`;
