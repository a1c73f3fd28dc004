import type { TListTemplateTypesResponse, TTemplateType, TTemplateTypeBodyInput } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { templatesTableId } from './api';

export const TEMPLATE_TYPES_ENDPOINT = '/template-types';
export const TEMPLATE_TYPES_TABLE = 'template_types';

const typeKeys = { all: ['template-types'] as const };

/** The organization's template types, for choosing and filtering templates; an organization keeps a handful. */
export function useTemplateTypes() {
  return useQuery({
    queryKey: typeKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get<TListTemplateTypesResponse>(`${TEMPLATE_TYPES_ENDPOINT}?pageSize=1000&sortKey=name&sortOrder=asc`, { signal })).data,
  });
}

function useRefreshTypes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: typeKeys.all }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(TEMPLATE_TYPES_TABLE) }),
      // A removed or renamed type shows differently in the templates lists.
      queryClient.invalidateQueries({ queryKey: tableQueryKey(templatesTableId('quote')) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(templatesTableId('booking')) }),
    ]);
}

export function useSaveTemplateType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTemplateTypeBodyInput }) =>
      id === null
        ? api.post<{ data: TTemplateType }>(TEMPLATE_TYPES_ENDPOINT, body)
        : api.put<{ data: TTemplateType }>(`${TEMPLATE_TYPES_ENDPOINT}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteTemplateType() {
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${TEMPLATE_TYPES_ENDPOINT}/${id}`),
    onSuccess: refresh,
  });
}
