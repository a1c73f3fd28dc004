import type { TGoodType, TGoodTypeBodyInput, TStatusDictionaryBodyInput, TStatusDictionaryEntry } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const STATUSES_TABLE = 'admin_status_dictionary';
export const GOOD_TYPES_TABLE = 'admin_good_types';

function useRefresh(table: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(table) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useSaveStatusEntry() {
  const refresh = useRefresh(STATUSES_TABLE);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TStatusDictionaryBodyInput }) =>
      id === null
        ? api.post<{ data: TStatusDictionaryEntry }>('/dictionary', body)
        : api.put<{ data: TStatusDictionaryEntry }>(`/dictionary/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteStatusEntry() {
  const refresh = useRefresh(STATUSES_TABLE);
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/dictionary/${id}`), onSuccess: refresh });
}

export function useSaveGoodType() {
  const refresh = useRefresh(GOOD_TYPES_TABLE);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TGoodTypeBodyInput }) =>
      id === null
        ? api.post<{ data: TGoodType }>('/good-type-dictionary', body)
        : api.put<{ data: TGoodType }>(`/good-type-dictionary/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteGoodType() {
  const refresh = useRefresh(GOOD_TYPES_TABLE);
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/good-type-dictionary/${id}`), onSuccess: refresh });
}
