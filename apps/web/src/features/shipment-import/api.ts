import type { TApiKey, TCreatedApiKey, TImportResult, TImportRule, TImportRuleBody, TRecalculateResult, TUser } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { SHIPMENTS_TABLE_ID, shipmentKeys } from '../shipments';
import { useVisibleSiteGroups } from '../site-picker';
import { ruleOrganizationSites } from './rule-sites';

/** Cache keys of the import feature; everything under `all` belongs to the rules screen. */
export const importKeys = {
  all: ['shipment-import'] as const,
  rules: () => [...importKeys.all, 'rules'] as const,
  apiKeys: () => [...importKeys.all, 'api-keys'] as const,
};

const BASE = '/consignment-imports';

/** Imported or re-placed shipments show in every shipments list and its statistics. */
function useRefreshShipmentLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(SHIPMENTS_TABLE_ID.client) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(SHIPMENTS_TABLE_ID.admin) }),
      queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
    ]);
}

/** Uploads an .xlsx or .csv file; the import lands whole, or a 422 names every wrong row. */
export function useImportUpload() {
  const refreshLists = useRefreshShipmentLists();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ data: TImportResult }>(`${BASE}/upload`, form);
    },
    // The result shows at once; the lists reload behind the dialog.
    onSuccess: () => void refreshLists(),
  });
}

export function useImportRules() {
  return useQuery({
    queryKey: importKeys.rules(),
    queryFn: ({ signal }) => api.get<{ data: TImportRule[] }>(`${BASE}/rules`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TImportRuleBody }) =>
      id === null ? api.post<{ data: TImportRule }>(`${BASE}/rules`, body) : api.put<{ data: TImportRule }>(`${BASE}/rules/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

export function useDeleteImportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/rules/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rules() }),
  });
}

/** Runs the current rules over the organization's imported shipments. */
export function useRecalculateRules() {
  const refreshLists = useRefreshShipmentLists();
  return useMutation({
    mutationFn: () => api.post<{ data: TRecalculateResult }>(`${BASE}/rules/recalculate`, {}),
    onSuccess: () => void refreshLists(),
  });
}

/**
 * The sites a rule may name: those of the organization the rules belong to, read from the same
 * list the site picker uses.
 */
export function useRuleSites(user: TUser | null) {
  return useVisibleSiteGroups((groups) => (user ? ruleOrganizationSites(user, groups) : []), user !== null);
}

export function useApiKeys() {
  return useQuery({
    queryKey: importKeys.apiKeys(),
    queryFn: ({ signal }) => api.get<{ data: TApiKey[] }>(`${BASE}/api-keys`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<{ data: TCreatedApiKey }>(`${BASE}/api-keys`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.apiKeys() }),
  });
}
