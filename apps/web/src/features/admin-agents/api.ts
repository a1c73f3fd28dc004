import { type TAgentCompany, type TAgentCompanyBodyInput } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const AGENTS_TABLE = 'agent_companies';
const BASE = '/agents';

function useRefresh() {
  const queryClient = useQueryClient();
  return (company: TAgentCompany) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(AGENTS_TABLE) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.record('agent', company.id) }),
    ]);
}

/** Adds a company, or renames one and flags or unflags it as an agent. */
export function useSaveCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TAgentCompanyBodyInput }) =>
      id === null ? api.post<{ data: TAgentCompany }>(BASE, body) : api.put<{ data: TAgentCompany }>(`${BASE}/${id}`, body),
    onSuccess: (answer) => refresh(answer.data),
  });
}

/** Sets every organization whose shipments the agent may act on. */
export function useSaveGrants() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, organizationIds }: { id: number; organizationIds: number[] }) =>
      api.put<{ data: TAgentCompany }>(`${BASE}/${id}/organizations`, { organization_ids: organizationIds }),
    onSuccess: (answer) => refresh(answer.data),
  });
}
