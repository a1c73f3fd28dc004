import {
  LIST_PAGE_SIZE_MAX,
  type TAdminCarrierService,
  type TCarrierBody,
  type TCarrierDetail,
  type TCarrierDetectorBody,
  type TCarrierDetectorSaved,
  type TCarrierServiceBody,
  type TListAdminCarriersResponse,
  type TUnmatchedCarrierDetectorBodyInput,
  type TUnmatchedCarrierDetectorSaved,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const CARRIERS_TABLE = 'admin_carriers';
export const UNMATCHED_TABLE = 'admin_unmatched_carriers';

/** Cache keys of the carriers administration. */
export const carrierAdminKeys = {
  all: ['admin-carriers'] as const,
  detail: (id: number) => [...carrierAdminKeys.all, 'detail', id] as const,
  choices: () => [...carrierAdminKeys.all, 'choices'] as const,
};

export function useCarrier(id: number) {
  return useQuery({
    queryKey: carrierAdminKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ data: TCarrierDetail }>(`/carrier/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

/** Every carrier by name, for choosing the one an unmatched name belongs to. */
export function useCarrierChoices() {
  return useQuery({
    queryKey: carrierAdminKeys.choices(),
    queryFn: ({ signal }) => api.get<TListAdminCarriersResponse>(`/carrier?pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name`, { signal }),
    select: (answer) => answer.data,
  });
}

/** After any change: the carrier, the lists and the carrier's history show it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (carrierId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: carrierAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(CARRIERS_TABLE) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(UNMATCHED_TABLE) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      carrierId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: carrierAdminKeys.detail(carrierId) }),
    ]);
}

export function useSaveCarrier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCarrierBody }) =>
      id === null ? api.post<{ data: TCarrierDetail }>('/carrier', body) : api.put<{ data: TCarrierDetail }>(`/carrier/${id}`, body),
    onSuccess: (answer) => refresh(answer.data.id),
  });
}

export function useDeleteCarrier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/carrier/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useUploadLogo(carrierId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (file === null) return api.delete<{ data: TCarrierDetail }>(`/carrier/${carrierId}/logo`);
      const body = new FormData();
      body.append('logo', file);
      return api.post<{ data: TCarrierDetail }>(`/carrier/${carrierId}/logo`, body);
    },
    onSuccess: () => refresh(carrierId),
  });
}

export function useSaveService(carrierId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCarrierServiceBody }) =>
      id === null
        ? api.post<{ data: TAdminCarrierService }>(`/carrier/${carrierId}/services`, body)
        : api.put<{ data: TAdminCarrierService }>(`/carrier/services/${id}`, body),
    onSuccess: () => refresh(carrierId),
  });
}

export function useDeleteService(carrierId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/carrier/services/${id}`),
    onSuccess: () => refresh(carrierId),
  });
}

export function useSaveDetector(carrierId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCarrierDetectorBody }) =>
      id === null
        ? api.post<{ data: TCarrierDetectorSaved }>(`/carrier/${carrierId}/detectors`, body)
        : api.put<{ data: TCarrierDetectorSaved }>(`/carrier/detectors/${id}`, body),
    onSuccess: () => refresh(carrierId),
  });
}

export function useDeleteDetector(carrierId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/carrier/detectors/${id}`),
    onSuccess: () => refresh(carrierId),
  });
}

export function useDetectUnmatched() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUnmatchedCarrierDetectorBodyInput }) =>
      api.post<{ data: TUnmatchedCarrierDetectorSaved }>(`/carrier/detectors/unmatched/${id}`, body),
    onSuccess: (answer) => refresh(answer.data.carrier.id),
  });
}
