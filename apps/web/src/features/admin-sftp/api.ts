import { type TListSftpUploadsResponse, type TSftpAccount, type TSftpAccountBodyInput, type TSftpConnection } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const SFTP_ACCOUNTS_TABLE = 'sftp_accounts';
const BASE = '/sftp-accounts';

/** Cache keys of the SFTP accounts screen. */
export const sftpKeys = {
  all: ['admin-sftp'] as const,
  connection: () => [...sftpKeys.all, 'connection'] as const,
  account: (id: number) => [...sftpKeys.all, 'account', id] as const,
  uploads: (id: number) => [...sftpKeys.all, 'uploads', id] as const,
};

/** How carriers reach the SFTP server: host, port and the host key's fingerprint. */
export function useSftpConnection() {
  return useQuery({
    queryKey: sftpKeys.connection(),
    queryFn: ({ signal }) => api.get<{ data: TSftpConnection }>(`${BASE}/connection`, { signal }),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });
}

export function useSftpAccount(id: number | null) {
  return useQuery({
    queryKey: sftpKeys.account(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: TSftpAccount }>(`${BASE}/${id}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

/** The account's newest uploads; refreshed while one is still being imported. */
export function useSftpUploads(id: number) {
  return useQuery({
    queryKey: sftpKeys.uploads(id),
    queryFn: ({ signal }) => api.get<TListSftpUploadsResponse>(`${BASE}/${id}/uploads?pageSize=50`, { signal }),
    refetchInterval: (query) => (query.state.data?.data.some((upload) => upload.status === 'processing') ? 2_000 : false),
  });
}

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(SFTP_ACCOUNTS_TABLE) }),
      queryClient.invalidateQueries({ queryKey: sftpKeys.all }),
      ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: auditKeys.record('sftp_account', id) })]),
    ]);
}

export function useSaveSftpAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TSftpAccountBodyInput }) =>
      id === null ? api.post<{ data: TSftpAccount }>(BASE, body) : api.put<{ data: TSftpAccount }>(`${BASE}/${id}`, body),
    onSuccess: (answer) => refresh(answer.data.id),
  });
}

export function useDeleteSftpAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/${id}`),
    onSuccess: () => refresh(),
  });
}

/** The body that saves an account as it is, with only `changes` different. */
export function accountBody(account: TSftpAccount, changes: Partial<TSftpAccountBodyInput> = {}): TSftpAccountBodyInput {
  return {
    organization_id: account.organization_id,
    site_id: account.site_id,
    username: account.username,
    description: account.description,
    public_keys: account.public_keys.map((key) => key.key),
    is_active: account.is_active,
    ...changes,
  };
}
