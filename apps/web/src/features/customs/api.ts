import type {
  CustomsDocumentType,
  CustomsStatus,
  TCreateCustomsDeclarationBodyInput,
  TCustomsDeclaration,
  TCustomsHeaderBodyInput,
  TCustomsCodeSuggestion,
  TCustomsItemBodyInput,
  TCustomsProduct,
  TCustomsProductBodyInput,
  TCustomsStatistics,
  TCustomsStatusBodyInput,
  TListCustomsDeclarationsResponse,
} from '@freight/contracts';
import { filterParams, type FilterState } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/documents';

export const DECLARATIONS_ENDPOINT = '/customs/declarations';
export const DECLARATIONS_TABLE_ID = 'customs_declarations';
export const QUEUE_TABLE_ID = 'customs_queue';

export const customsKeys = {
  all: ['customs'] as const,
  one: (id: number) => [...customsKeys.all, 'declaration', id] as const,
  statistics: (filters: FilterState) => [...customsKeys.all, 'statistics', filters] as const,
  ofShipment: (uuid: string) => [...customsKeys.all, 'shipment', uuid] as const,
  agents: () => [...customsKeys.all, 'agents'] as const,
  products: (declarationId: number, typed: string) => [...customsKeys.all, 'products', declarationId, typed] as const,
  codes: (declarationId: number | null, typed: string) => [...customsKeys.all, 'codes', declarationId, typed] as const,
};

export const PRODUCTS_ENDPOINT = '/customs/products';
export const PRODUCTS_TABLE_ID = 'customs_products';

type One = { data: TCustomsDeclaration };

const query = (filters: FilterState) => new URLSearchParams(filterParams(filters).map(([key, value]) => [key, value])).toString();

export function useCustomsDeclaration(id: number) {
  return useQuery({
    queryKey: customsKeys.one(id),
    queryFn: ({ signal }) => api.get<One>(`${DECLARATIONS_ENDPOINT}/${id}`, { signal }),
    select: (answer) => answer.data,
  });
}

/** Counts per status and view for the filters besides status and view. */
export function useCustomsStatistics(filters: FilterState) {
  return useQuery({
    queryKey: customsKeys.statistics(filters),
    queryFn: ({ signal }) => api.get<{ data: TCustomsStatistics }>(`${DECLARATIONS_ENDPOINT}/statistics?${query(filters)}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useShipmentDeclarations(uuid: string) {
  return useQuery({
    queryKey: customsKeys.ofShipment(uuid),
    queryFn: ({ signal }) =>
      api.get<TListCustomsDeclarationsResponse>(`${DECLARATIONS_ENDPOINT}?${query({ shipment_uuid: uuid })}&pageSize=50`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useCustomsAgents() {
  return useQuery({
    queryKey: customsKeys.agents(),
    queryFn: ({ signal }) => api.get<{ data: { id: number; name: string }[] }>('/customs/agents', { signal }),
    select: (answer) => answer.data,
  });
}

/** After any change: the declaration's cache, the counts, the lists and the shipment panels. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (answer: One) => {
    queryClient.setQueryData(customsKeys.one(answer.data.id), answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...customsKeys.all, 'statistics'] }),
      queryClient.invalidateQueries({ queryKey: [...customsKeys.all, 'shipment'] }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(DECLARATIONS_TABLE_ID) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(QUEUE_TABLE_ID) }),
    ]);
  };
}

export function useCreateDeclaration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateCustomsDeclarationBodyInput) => api.post<One>(DECLARATIONS_ENDPOINT, body),
    onSuccess: refresh,
  });
}

export function useDeclarationFromShipment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (shipmentUuid: string) => api.post<One>(`${DECLARATIONS_ENDPOINT}/from-shipment`, { shipment_uuid: shipmentUuid }),
    onSuccess: refresh,
  });
}

/** Every change of one declaration; each answers the declaration as it now is. */
export function useDeclarationChange<Input>(id: number, call: (input: Input) => Promise<One>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

/** Sends a goods lines workbook (appended, all or none); the caches follow the declaration it answers. */
export function useGoodsImport(id: number) {
  const refresh = useRefresh();
  return async (file: File) => {
    const answer = await declarationCalls(id).importGoods(file);
    await refresh(answer);
    return answer.data;
  };
}

/** The empty goods lines workbook, headed in the user's language. */
export const GOODS_TEMPLATE_PATH = '/customs/items/template';

export const declarationCalls = (id: number) => ({
  saveHeader: (body: TCustomsHeaderBodyInput) => api.put<One>(`${DECLARATIONS_ENDPOINT}/${id}`, body),
  addItem: (body: TCustomsItemBodyInput) => api.post<One>(`${DECLARATIONS_ENDPOINT}/${id}/items`, body),
  saveItem: ({ itemId, body }: { itemId: number; body: TCustomsItemBodyInput }) => api.put<One>(`/customs/items/${itemId}`, body),
  deleteItem: (itemId: number) => api.delete<One>(`/customs/items/${itemId}`),
  move: (body: TCustomsStatusBodyInput) => api.post<One>(`${DECLARATIONS_ENDPOINT}/${id}/status`, body),
  comment: (body: string) => api.post<One>(`${DECLARATIONS_ENDPOINT}/${id}/comments`, { body }),
  upload: ({ file, type }: { file: File; type: CustomsDocumentType }) => {
    const form = new FormData();
    form.append('document_type', type);
    form.append('file', file);
    return api.post<One>(`${DECLARATIONS_ENDPOINT}/${id}/files`, form);
  },
  importGoods: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<One>(`${DECLARATIONS_ENDPOINT}/${id}/items/import`, form);
  },
  deleteDocument: async (documentId: number) => {
    await api.delete<void>(`/customs/files/${documentId}`);
    return api.get<One>(`${DECLARATIONS_ENDPOINT}/${id}`);
  },
});

/** Hands a declaration's document to the browser as a download. */
export function downloadCustomsDocument(id: number, filename: string): Promise<void> {
  return downloadFile(`/customs/files/${id}/download`, filename);
}

/** Hands the declaration summary, drawn in the reader's language, to the browser as a PDF download. */
export function downloadDeclarationSummary(declaration: { id: number; lrn: string }): Promise<void> {
  return downloadFile(`${DECLARATIONS_ENDPOINT}/${declaration.id}/summary`, `${declaration.lrn.replace(/[^\w.-]/g, '_')}.pdf`);
}

export const STATUS_COLORS: Record<CustomsStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'indigo',
  lodged: 'violet',
  accepted: 'cyan',
  under_control: 'orange',
  released: 'green',
  rejected: 'red',
  invalidated: 'dark',
};

/** Adds (`id` null) or changes an article of the product library. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCustomsProductBodyInput }) =>
      id === null
        ? api.post<{ data: TCustomsProduct }>(PRODUCTS_ENDPOINT, body)
        : api.put<{ data: TCustomsProduct }>(`${PRODUCTS_ENDPOINT}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(PRODUCTS_TABLE_ID) }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${PRODUCTS_ENDPOINT}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(PRODUCTS_TABLE_ID) }),
  });
}

/** The articles of the declaration's organization matching what is typed, to pick on a goods line. */
export function useProductChoices(declarationId: number, typed: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: customsKeys.products(declarationId, typed),
    queryFn: ({ signal }) =>
      api.get<{ data: TCustomsProduct[] }>(`${DECLARATIONS_ENDPOINT}/${declarationId}/products?q=${encodeURIComponent(typed)}`, { signal }),
    select: (answer) => answer.data,
  });
}

/** Commodity codes for what is typed: on a declaration's line, from its organization; otherwise from the user's. */
export function useCodeSuggestions(declarationId: number | null, typed: string, enabled: boolean) {
  const path = declarationId === null ? '/customs/code-suggestions' : `${DECLARATIONS_ENDPOINT}/${declarationId}/code-suggestions`;
  return useQuery({
    enabled,
    queryKey: customsKeys.codes(declarationId, typed),
    queryFn: ({ signal }) => api.get<{ data: TCustomsCodeSuggestion[] }>(`${path}?q=${encodeURIComponent(typed)}`, { signal }),
    select: (answer) => answer.data,
  });
}
