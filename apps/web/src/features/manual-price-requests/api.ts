import type { TManualPriceRequestAnswerBodyInput, TManualPriceRequestBodyInput, TManualPriceRequestResponse } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const REQUESTS_ENDPOINT = '/priceleadtime/inquiry';
export const REQUESTS_TABLE_ID = 'manual_price_requests';

export const manualPriceRequestKeys = {
  all: ['manual-price-requests'] as const,
  one: (id: number) => [...manualPriceRequestKeys.all, id] as const,
};

export function useManualPriceRequest(id: number | null) {
  return useQuery({
    queryKey: manualPriceRequestKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<TManualPriceRequestResponse>(`${REQUESTS_ENDPOINT}/${id ?? 0}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

/** After any change: the request's own cache and the list's pages. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (answer: TManualPriceRequestResponse) => {
    queryClient.setQueryData(manualPriceRequestKeys.one(answer.data.id), answer);
    await queryClient.invalidateQueries({ queryKey: tableQueryKey(REQUESTS_TABLE_ID) });
  };
}

export function useCreateManualPriceRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TManualPriceRequestBodyInput) => api.post<TManualPriceRequestResponse>(REQUESTS_ENDPOINT, body),
    onSuccess: refresh,
  });
}

export function useAnswerManualPriceRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TManualPriceRequestAnswerBodyInput) =>
      api.post<TManualPriceRequestResponse>(`${REQUESTS_ENDPOINT}/${id}/answer`, body),
    onSuccess: refresh,
  });
}

export function useCancelManualPriceRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<TManualPriceRequestResponse>(`${REQUESTS_ENDPOINT}/${id}/cancel`),
    onSuccess: refresh,
  });
}
