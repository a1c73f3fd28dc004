import type {
  TCreatePriceCalculationShareBodyInput,
  TListPriceCalculationSharesResponse,
  TPriceCalculationShareResponse,
  TSharedPriceCalculationResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

export const priceShareKeys = {
  all: ['price-shares'] as const,
  ofCalculation: (calculationId: string) => [...priceShareKeys.all, 'calculation', calculationId] as const,
  shared: (shareId: string) => [...priceShareKeys.all, 'shared', shareId] as const,
};

/** The address a share link opens, on this portal. */
export function shareUrl(shareId: string): string {
  return `${window.location.origin}/shared/price-leadtime/${encodeURIComponent(shareId)}`;
}

export function useCalculationShares(calculationId: string, enabled: boolean) {
  return useQuery({
    queryKey: priceShareKeys.ofCalculation(calculationId),
    queryFn: ({ signal }) => api.get<TListPriceCalculationSharesResponse>(`/price-calculation/${encodeURIComponent(calculationId)}/shares`, { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useCreateShare(calculationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePriceCalculationShareBodyInput) =>
      api.post<TPriceCalculationShareResponse>(`/price-calculation/${encodeURIComponent(calculationId)}/shares`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceShareKeys.ofCalculation(calculationId) }),
  });
}

export function useRevokeShare(calculationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => api.delete<null>(`/price-calculation/shares/${encodeURIComponent(shareId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceShareKeys.ofCalculation(calculationId) }),
  });
}

/** A link that was never valid, was revoked or has expired: the visitor learns only that. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

// A visitor without an account sees failures on the page itself, never as the app's toasts.
export function useSharedCalculation(shareId: string) {
  return useQuery({
    queryKey: priceShareKeys.shared(shareId),
    queryFn: async ({ signal }) => (await api.get<TSharedPriceCalculationResponse>(`/shared/price-leadtime/${encodeURIComponent(shareId)}`, { signal, quiet: true })).data,
    retry: false,
  });
}
