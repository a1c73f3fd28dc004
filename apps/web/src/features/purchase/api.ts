import type {
  PurchaseOrderSetStatus,
  TArticlesImportResult,
  TListArticlesResponse,
  TListResellersResponse,
  TPurchaseOrderBody,
  TPurchaseShipmentLinesResponse,
  TArticle,
  TArticleBody,
  TListSuppliersResponse,
  TPurchaseBuyersResponse,
  TPurchaseOrderDetail,
  TPurchaseOrdersImportResult,
  TPurchaseSplitBody,
  TPurchaseStats,
  TSupplier,
  TSupplierBody,
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
  articles: () => [...purchaseKeys.all, 'articles'] as const,
  resellers: () => [...purchaseKeys.all, 'resellers'] as const,
  shipmentLines: (uuid: string) => [...purchaseKeys.all, 'shipment-lines', uuid] as const,
  article: (id: number) => [...purchaseKeys.all, 'article', id] as const,
  buyers: (siteId: string) => [...purchaseKeys.all, 'buyers', siteId] as const,
};

/** Shipments move while the order page is open: their statuses and ETAs are read again every minute. */
const ORDER_REFRESH_MS = 60_000;

export function usePurchaseOrder(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: purchaseKeys.order(id),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseOrderDetail }>(`${ORDERS_ENDPOINT}/${id}`, { signal }),
    select: (answer) => answer.data,
    refetchInterval: ORDER_REFRESH_MS,
  });
}

/** The order lines a shipment carries, of the orders of the sites acted as. */
export function useShipmentOrderLines(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: purchaseKeys.shipmentLines(uuid),
    queryFn: ({ signal }) => api.get<TPurchaseShipmentLinesResponse>(`/purchase/shipments/${uuid}/lines`, { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

/** Articles to order, with what a line shows of them. */
export function useArticleOptions() {
  return useQuery({
    queryKey: purchaseKeys.articles(),
    queryFn: ({ signal }) => api.get<TListArticlesResponse>('/purchase/articles?pageSize=1000&sortKey=article_number', { signal }),
    select: (answer) => answer.data,
  });
}

export function useResellerOptions() {
  return useQuery({
    queryKey: purchaseKeys.resellers(),
    queryFn: ({ signal }) => api.get<TListResellersResponse>('/purchase/resellers?pageSize=1000&sortKey=name', { signal }),
    select: (answer) => answer.data.map((reseller) => ({ value: String(reseller.id), label: reseller.name })),
  });
}

export function usePurchaseStats() {
  return useQuery({
    queryKey: purchaseKeys.stats(),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseStats }>('/purchase/stats', { signal }),
    select: (answer) => answer.data,
  });
}

/** Who may be named as the buyer of an order of the site; nothing until a site is chosen. */
export function useBuyerOptions(siteId: string) {
  return useQuery({
    queryKey: purchaseKeys.buyers(siteId),
    queryFn: ({ signal }) => api.get<TPurchaseBuyersResponse>(`/purchase/buyers?site_id=${siteId}`, { signal }),
    select: (answer) => answer.data.map((buyer) => ({ value: String(buyer.id), label: buyer.name })),
    enabled: siteId !== '',
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

/** Creates an order, or changes the one with `id`. */
export function useSaveOrder(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TPurchaseOrderBody) =>
      id === null
        ? api.post<{ data: TPurchaseOrderDetail }>(ORDERS_ENDPOINT, body)
        : api.put<{ data: TPurchaseOrderDetail }>(`${ORDERS_ENDPOINT}/${id}`, body),
    onSuccess: refresh,
  });
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

export const SUPPLIERS_ENDPOINT = '/purchase/suppliers';
export const SUPPLIERS_TABLE_ID = 'purchase_suppliers';
export const ARTICLES_ENDPOINT = '/purchase/articles';
export const ARTICLES_TABLE_ID = 'purchase_articles';

/** After a supplier changes: its list and the order list's supplier filter. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TSupplierBody }) =>
      id === null
        ? api.post<{ data: TSupplier }>(SUPPLIERS_ENDPOINT, body)
        : api.put<{ data: TSupplier }>(`${SUPPLIERS_ENDPOINT}/${id}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableQueryKey(SUPPLIERS_TABLE_ID) }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.suppliers() }),
      ]),
  });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${SUPPLIERS_ENDPOINT}/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableQueryKey(SUPPLIERS_TABLE_ID) }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.suppliers() }),
      ]),
  });
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: purchaseKeys.article(id),
    queryFn: ({ signal }) => api.get<{ data: TArticle }>(`${ARTICLES_ENDPOINT}/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

/** After an article or its photos change: the article, its list, and the orders that show it. */
function useArticleRefresh() {
  const queryClient = useQueryClient();
  return async (answer: { data: TArticle }) => {
    queryClient.setQueryData(purchaseKeys.article(answer.data.id), answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(ARTICLES_TABLE_ID) }),
      queryClient.invalidateQueries({ queryKey: [...purchaseKeys.all, 'order'] }),
    ]);
  };
}

export function useSaveArticle() {
  const refresh = useArticleRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TArticleBody }) =>
      id === null ? api.post<{ data: TArticle }>(ARTICLES_ENDPOINT, body) : api.put<{ data: TArticle }>(`${ARTICLES_ENDPOINT}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${ARTICLES_ENDPOINT}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(ARTICLES_TABLE_ID) }),
  });
}

/** Adding, deleting and choosing the primary of an article's photos; each answers the article. */
export function useArticlePhotos(articleId: number) {
  const refresh = useArticleRefresh();
  const photos = `${ARTICLES_ENDPOINT}/${articleId}/photos`;
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return api.post<{ data: TArticle }>(photos, form);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (photoId: number) => api.delete<{ data: TArticle }>(`${photos}/${photoId}`),
      onSuccess: refresh,
    }),
    choosePrimary: useMutation({
      mutationFn: (photoId: number) => api.post<{ data: TArticle }>(`${photos}/${photoId}/primary`),
      onSuccess: refresh,
    }),
  };
}
