import type {
  PurchaseOrderSetStatus,
  TArticlesImportResult,
  TListSuppliersResponse,
  TPurchaseOrderDetail,
  TPurchaseOrdersImportResult,
  TPurchaseSplitBody,
  TPurchaseStats,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const ORDERS_ENDPOINT = '/purchase/orders';
export const ORDERS_TABLE_ID = 'purchase_orders';

export const purchaseKeys = {
  all: ['purchase'] as const,
  order: (id: number) => [...purchaseKeys.all, 'order', id] as const,
  stats: () => [...purchaseKeys.all, 'stats'] as const,
  suppliers: () => [...purchaseKeys.all, 'suppliers'] as const,
};

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: purchaseKeys.order(id),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseOrderDetail }>(`${ORDERS_ENDPOINT}/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function usePurchaseStats() {
  return useQuery({
    queryKey: purchaseKeys.stats(),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseStats }>('/purchase/stats', { signal }),
    select: (answer) => answer.data,
  });
}

/** Suppliers to filter the order list by. */
export function useSupplierOptions() {
  return useQuery({
    queryKey: purchaseKeys.suppliers(),
    queryFn: ({ signal }) => api.get<TListSuppliersResponse>('/purchase/suppliers?pageSize=1000&sortKey=name', { signal }),
    select: (answer) => answer.data.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
  });
}

/** After a change: the order as answered, and the list and statistics that show it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (answer: { data: TPurchaseOrderDetail }) => {
    queryClient.setQueryData(purchaseKeys.order(answer.data.id), answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(ORDERS_TABLE_ID) }),
      queryClient.invalidateQueries({ queryKey: purchaseKeys.stats() }),
    ]);
  };
}

export const ORDERS_TEMPLATE_PATH = '/purchase/orders/import/template';
export const ARTICLES_TEMPLATE_PATH = '/purchase/articles/import/template';

function workbookForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** Sends an orders workbook: its orders land as drafts, all or none; the list and statistics then show them. */
export function useOrdersImport() {
  const queryClient = useQueryClient();
  return async (file: File) => {
    const answer = await api.post<{ data: TPurchaseOrdersImportResult }>(`${ORDERS_ENDPOINT}/import`, workbookForm(file));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(ORDERS_TABLE_ID) }),
      queryClient.invalidateQueries({ queryKey: purchaseKeys.stats() }),
    ]);
    return answer.data;
  };
}

/** Sends an articles workbook: new numbers are added, known ones brought up to date, all or none. */
export async function importArticles(file: File): Promise<TArticlesImportResult> {
  return (await api.post<{ data: TArticlesImportResult }>('/purchase/articles/import', workbookForm(file))).data;
}

export function useSetOrderStatus(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: PurchaseOrderSetStatus) => api.post<{ data: TPurchaseOrderDetail }>(`${ORDERS_ENDPOINT}/${id}/status`, { status }),
    onSuccess: refresh,
  });
}

export function useSplitOrder() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPurchaseSplitBody) => api.post<{ data: TPurchaseOrderDetail }>('/purchase-service/split', body),
    onSuccess: async (answer, body) => {
      await refresh(answer);
      // A split into a new order answers the new one; the original changed too.
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.order(body.order_id) });
    },
  });
}
