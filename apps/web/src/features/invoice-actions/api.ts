import type {
  TFreightInvoiceDecisionBody,
  TFreightInvoiceImportResult,
  TInvoiceRule,
  TInvoiceRuleBodyInput,
  TListInvoiceRulesResponse,
  TShipmentFreightInvoicesResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const INVOICE_RULES_ENDPOINT = '/invoice-rules';
export const INVOICE_TEMPLATE_PATH = '/freight-invoices/template';

export const invoiceKeys = {
  rules: ['invoice-rules'] as const,
  shipment: (uuid: string) => ['freight-invoices', uuid] as const,
};

/** The organization's rules in the order they are tried; an organization keeps a short list. */
export function useInvoiceRules() {
  return useQuery({
    queryKey: invoiceKeys.rules,
    queryFn: async ({ signal }) => (await api.get<TListInvoiceRulesResponse>(INVOICE_RULES_ENDPOINT, { signal })).data,
  });
}

function useRefreshRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.rules });
}

export function useSaveInvoiceRule() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TInvoiceRuleBodyInput }) =>
      id === null
        ? api.post<{ data: TInvoiceRule }>(INVOICE_RULES_ENDPOINT, body)
        : api.put<{ data: TInvoiceRule }>(`${INVOICE_RULES_ENDPOINT}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteInvoiceRule() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${INVOICE_RULES_ENDPOINT}/${id}`),
    onSuccess: refresh,
  });
}

export function useReorderInvoiceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<TListInvoiceRulesResponse>(`${INVOICE_RULES_ENDPOINT}/order`, { ids }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.rules, answer.data),
  });
}

/** Sends a workbook of carriers' invoice lines; it lands whole or not at all. */
export function useInvoiceUpload() {
  const queryClient = useQueryClient();
  return async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const answer = await api.post<{ data: TFreightInvoiceImportResult }>('/freight-invoices/upload', form);
    await queryClient.invalidateQueries({ queryKey: ['freight-invoices'] });
    return answer.data;
  };
}

export function useShipmentFreightInvoices(uuid: string) {
  return useQuery({
    queryKey: invoiceKeys.shipment(uuid),
    queryFn: ({ signal }) => api.get<TShipmentFreightInvoicesResponse>(`/consignments/${uuid}/freight-invoices`, { signal }),
  });
}

export function useDecideFreightInvoice(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TFreightInvoiceDecisionBody }) =>
      api.post<TShipmentFreightInvoicesResponse>(`/consignments/${uuid}/freight-invoices/${id}/decision`, body),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.shipment(uuid), answer),
  });
}
