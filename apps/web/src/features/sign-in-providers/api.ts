import {
  LIST_PAGE_SIZE_MAX,
  type TIdentityProvider,
  type TIdentityProviderBodyInput,
  type TListActiveOrganizationsResponse,
  type TListRolesResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const PROVIDERS_TABLE = 'identity_providers';
const BASE = '/identity-providers';

/** Cache keys of the sign-in providers screen. */
export const providerKeys = {
  all: ['sign-in-providers'] as const,
  organizations: () => [...providerKeys.all, 'organizations'] as const,
  roles: () => [...providerKeys.all, 'roles'] as const,
};

/** The organizations the admin keeps, with their sites for the new users' site. */
export function useOrganizations() {
  return useQuery({
    queryKey: providerKeys.organizations(),
    queryFn: ({ signal }) =>
      api.get<TListActiveOrganizationsResponse>(`/organizations/active?pageSize=${LIST_PAGE_SIZE_MAX}&include=sites`, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

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
