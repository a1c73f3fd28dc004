import { LIST_PAGE_SIZE_MAX, type TListRolesResponse, type TPermissionTreeResponse, type TRoleBody } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/session/keys';

export const roleKeys = {
  all: ['admin-roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  tree: (language: string) => [...roleKeys.all, 'tree', language] as const,
};

/**
 * Every role by name, for the roles screen and every form that hands roles out; the server leaves
 * out GOD USERS for anyone but a god user. A change to a role refreshes it.
 */
export function useRoleList() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get<TListRolesResponse>(`/roles?pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`, { signal })).data,
    staleTime: 60_000,
  });
}

/** The permission tree with labels in the interface language. */
export function usePermissionTree(language: string) {
  return useQuery({
    queryKey: roleKeys.tree(language),
    queryFn: async ({ signal }) => (await api.get<TPermissionTreeResponse>('/permissions/tree', { signal })).data,
    staleTime: Infinity,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  // The signed-in user's own permissions may have changed with the role.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.list() }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      queryClient.refetchQueries({ queryKey: sessionKeys.user }),
    ]);
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TRoleBody }) =>
      id === null ? api.post('/roles', body) : api.put(`/roles/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/roles/${id}`), onSuccess: refresh });
}
