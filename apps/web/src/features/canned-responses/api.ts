import type {
  CannedResponsePurpose,
  CannedResponseScope,
  TCannedResponse,
  TCannedResponseActionBody,
  TCannedResponseBody,
  TCannedResponsePlaceholder,
  TCannedResponseUsage,
  TConsignmentMessage,
  TRenderedCannedResponse,
  TSendConsignmentMessageBody,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const cannedResponseKeys = {
  all: ['canned-responses'] as const,
  list: (filter: { purpose?: CannedResponsePurpose; scope?: CannedResponseScope }) => [...cannedResponseKeys.all, 'list', filter] as const,
  placeholders: (language: string) => [...cannedResponseKeys.all, 'placeholders', language] as const,
  usage: (id: number) => [...cannedResponseKeys.all, 'usage', id] as const,
  messages: (uuid: string) => ['consignment-messages', uuid] as const,
};

export function useCannedResponses(filter: { purpose?: CannedResponsePurpose; scope?: CannedResponseScope } = {}) {
  const query = new URLSearchParams();
  if (filter.purpose) query.set('purpose', filter.purpose);
  if (filter.scope) query.set('scope', filter.scope);
  return useQuery({
    queryKey: cannedResponseKeys.list(filter),
    queryFn: ({ signal }) => api.get<{ data: TCannedResponse[] }>(`/canned-responses${query.size > 0 ? `?${query}` : ''}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function usePlaceholders(language: string) {
  return useQuery({
    queryKey: cannedResponseKeys.placeholders(language),
    queryFn: ({ signal }) => api.get<{ data: TCannedResponsePlaceholder[] }>('/canned-responses/placeholders', { signal }),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });
}

export function useCannedResponseUsage(id: number) {
  return useQuery({
    queryKey: cannedResponseKeys.usage(id),
    queryFn: ({ signal }) => api.get<{ data: TCannedResponseUsage }>(`/canned-responses/${id}/usage`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCannedResponseBody }) =>
      id === null
        ? api.post<{ data: TCannedResponse }>('/canned-responses', body)
        : api.put<{ data: TCannedResponse }>(`/canned-responses/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedResponseKeys.all }),
  });
}

export function useDeleteCannedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/canned-responses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedResponseKeys.all }),
  });
}

/** A response worded for a shipment: `preview` changes nothing, `compose` may give the shipment a tracking link. */
export function useRenderCannedResponse() {
  return useMutation({
    mutationFn: (body: TCannedResponseActionBody) => api.post<{ data: TRenderedCannedResponse }>('/canned-responses/action', body),
  });
}

export function useConsignmentMessages(uuid: string) {
  return useQuery({
    queryKey: cannedResponseKeys.messages(uuid),
    queryFn: ({ signal }) => api.get<{ data: TConsignmentMessage[] }>(`/consignments/${uuid}/canned-response`, { signal }),
    select: (answer) => answer.data,
    // An e-mail on its way changes to sent or failed within seconds; look again until none is.
    refetchInterval: (query) => (query.state.data?.data.some((message) => message.status === 'sending') ? 3_000 : false),
  });
}

export function useSendConsignmentMessage(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendConsignmentMessageBody) =>
      api.post<{ data: TConsignmentMessage }>(`/consignments/${uuid}/canned-response`, body),
    // A failed send is on the timeline too, so the list is read again whatever the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedResponseKeys.messages(uuid) }),
  });
}

export function useRetryConsignmentMessage(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: TConsignmentMessage }>(`/consignments/canned-response/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cannedResponseKeys.messages(uuid) }),
  });
}
