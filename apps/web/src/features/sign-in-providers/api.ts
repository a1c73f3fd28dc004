import { type TIdentityProvider, type TIdentityProviderBodyInput } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const PROVIDERS_TABLE = 'identity_providers';
const BASE = '/identity-providers';

/** Cache keys of the sign-in providers screen. */

function useRefreshProviders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tableQueryKey(PROVIDERS_TABLE) });
}

export function useSaveProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TIdentityProviderBodyInput }) =>
      id === null ? api.post<{ data: TIdentityProvider }>(BASE, body) : api.put<{ data: TIdentityProvider }>(`${BASE}/${id}`, body),
    onSuccess: () => refresh(),
  });
}

export function useDeleteProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/${id}`),
    onSuccess: () => refresh(),
  });
}
