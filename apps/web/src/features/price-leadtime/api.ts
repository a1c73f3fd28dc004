import type { TPriceCalculationRequest, TPriceCalculationResponse } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Cache keys of the price and lead-time feature. */
export const priceLeadtimeKeys = {
  all: ['price-leadtime'] as const,
  calculation: (id: string) => [...priceLeadtimeKeys.all, 'calculation', id] as const,
};

/**
 * Prices every service the organization may use, ranked by the balanced 'smart' order. The
 * answer is stored by the server under its id, so it goes straight into the cache the result
 * step reads.
 */
export function useCalculatePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TPriceCalculationRequest) => api.post<TPriceCalculationResponse>('/price-calculation/smart', request),
    onSuccess: (answer) => queryClient.setQueryData(priceLeadtimeKeys.calculation(answer.data.id), answer),
  });
}

/** A stored calculation, so a result survives a refresh and can be opened from its link. */
export function usePriceCalculation(id: string | null) {
  return useQuery({
    queryKey: priceLeadtimeKeys.calculation(id ?? ''),
    queryFn: ({ signal }) => api.get<TPriceCalculationResponse>(`/price-calculation/response/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
    // A calculation never changes once made.
    staleTime: Infinity,
  });
}
