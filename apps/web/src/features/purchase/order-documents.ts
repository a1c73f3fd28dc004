import type { PurchaseDocumentType, TPurchaseOrderComment, TPurchaseOrderDocument } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/documents';
import { ORDERS_ENDPOINT, purchaseKeys } from './api';

const documentKeys = {
  documents: (orderId: number) => [...purchaseKeys.order(orderId), 'documents'] as const,
  comments: (orderId: number) => [...purchaseKeys.order(orderId), 'comments'] as const,
};

export function useOrderDocuments(orderId: number) {
  return useQuery({
    queryKey: documentKeys.documents(orderId),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseOrderDocument[] }>(`${ORDERS_ENDPOINT}/${orderId}/documents`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useUploadOrderDocument(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type }: { file: File; type: PurchaseDocumentType }) => {
      const form = new FormData();
      form.append('document_type', type);
      form.append('file', file);
      return api.post<{ data: TPurchaseOrderDocument }>(`${ORDERS_ENDPOINT}/${orderId}/documents`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.documents(orderId) }),
  });
}

export function useDeleteOrderDocument(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => api.delete<void>(`/purchase/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.documents(orderId) }),
  });
}

export function downloadOrderDocument(document: { id: number; filename: string }): Promise<void> {
  return downloadFile(`/purchase/documents/${document.id}/download`, document.filename);
}

export function useOrderComments(orderId: number) {
  return useQuery({
    queryKey: documentKeys.comments(orderId),
    queryFn: ({ signal }) => api.get<{ data: TPurchaseOrderComment[] }>(`${ORDERS_ENDPOINT}/${orderId}/comments`, { signal }),
    select: (answer) => answer.data,
  });
}

/** Adds a comment; the answer is every comment of the order, as the panel shows them. */
export function useAddOrderComment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<{ data: TPurchaseOrderComment[] }>(`${ORDERS_ENDPOINT}/${orderId}/comments`, { body }),
    onSuccess: (answer) => queryClient.setQueryData(documentKeys.comments(orderId), answer),
  });
}
