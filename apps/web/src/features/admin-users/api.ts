import {
  LIST_PAGE_SIZE_MAX,
  type TListIdentityProvidersResponse,
  type TManagedUserBody,
  type TManagedUserResponse,
} from '@freight/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { adminSiteKeys } from '../admin-sites';
import { organizationKeys } from '../admin-organizations';

export const USERS_TABLE_ID = 'admin-users';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  one: (id: number) => [...adminUserKeys.all, id] as const,
};

export function useManagedUser(id: number | null) {
  return useQuery({
    queryKey: adminUserKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<TManagedUserResponse>(`/users/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

async function refreshAfterUserChange() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tableQueryKey(USERS_TABLE_ID) }),
    queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminSiteKeys.all }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
}

export function useSaveUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TManagedUserBody }) =>
      id === null ? api.post<TManagedUserResponse>('/users', body) : api.put<TManagedUserResponse>(`/users/${id}`, body),
    onSuccess: refreshAfterUserChange,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/users/${id}?command=delete`),
    onSuccess: refreshAfterUserChange,
  });
}

/** Deactivates a leaver, who is signed out everywhere at once, or lets them sign in again. */
export function useSetUserActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<TManagedUserResponse>(`/users/${id}/${active ? 'activate' : 'deactivate'}`),
    onSuccess: refreshAfterUserChange,
  });
}

/** The sign-in providers of a user's organization, named on the invitation button; empty when the admin may not read them. */
export function useOrganizationProviders(organizationId: number) {
  return useQuery({
    queryKey: [...adminUserKeys.all, 'providers', organizationId],
    queryFn: ({ signal }) =>
      api.get<TListIdentityProvidersResponse>(
        `/identity-providers?pageSize=${LIST_PAGE_SIZE_MAX}&filter[organization_id]=${organizationId}`,
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
    retry: false,
  });
}

export function useInviteUser() {
  return useMutation({ mutationFn: (id: number) => api.post<void>(`/users/${id}/ms/invite`) });
}
