import type {
  TCreatedPriceCalculationShareResponse,
  TCreatePriceCalculationShareBodyInput,
  TListPriceCalculationSharesResponse,
  TSharedPriceCalculationResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

export const priceShareKeys = {
  all: ['price-shares'] as const,
  ofCalculation: (calculationId: string) => [...priceShareKeys.all, 'calculation', calculationId] as const,
  shared: (token: string) => [...priceShareKeys.all, 'shared', token] as const,
};

/** The address a share link opens, on this portal; the token is known only when the link is made. */
export function shareUrl(token: string): string {
  return `${window.location.origin}/shared/price-leadtime/${encodeURIComponent(token)}`;
}

export function useCalculationShares(calculationId: string, enabled: boolean) {
  return useQuery({
    queryKey: priceShareKeys.ofCalculation(calculationId),
    queryFn: ({ signal }) =>
      api.get<TListPriceCalculationSharesResponse>(`/price-calculation/${encodeURIComponent(calculationId)}/shares`, { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useCreateShare(calculationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePriceCalculationShareBodyInput) =>
      api.post<TCreatedPriceCalculationShareResponse>(`/price-calculation/${encodeURIComponent(calculationId)}/shares`, body),
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
export function useSharedCalculation(token: string) {
  return useQuery({
    queryKey: priceShareKeys.shared(token),
    queryFn: async ({ signal }) =>
      (await api.get<TSharedPriceCalculationResponse>(`/shared/price-leadtime/${encodeURIComponent(token)}`, { signal, quiet: true })).data,
    retry: false,
  });
}
