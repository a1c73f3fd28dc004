import { LIST_PAGE_SIZE_MAX, type TIdentityProvider, type TIdentityProviderBodyInput, type TListRolesResponse } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const PROVIDERS_TABLE = 'identity_providers';
const BASE = '/identity-providers';

/** Cache keys of the sign-in providers screen. */
export const providerKeys = {
  all: ['sign-in-providers'] as const,
  roles: () => [...providerKeys.all, 'roles'] as const,
};

export function useRoles() {
  return useQuery({
    queryKey: providerKeys.roles(),
    queryFn: ({ signal }) => api.get<TListRolesResponse>(`/roles?pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

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
