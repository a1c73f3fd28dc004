import {
  type TAddEventBody,
  type TConsignmentDetail,
  type TOwnerCandidate,
  type TShareLink,
  type TShipmentEmissions,
  type TUpdateConsignmentBody,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { hasStoredSession } from '../../lib/session';

/** Whose shipment it is: the acting sites', or any organization's for a god user. */
export type ShipmentScope = 'sites' | 'admin';

export const shipmentKeys = {
  all: ['shipment-detail'] as const,
  shipment: (uuid: string) => [...shipmentKeys.all, 'detail', uuid] as const,
  detail: (scope: ShipmentScope, uuid: string) => [...shipmentKeys.shipment(uuid), scope] as const,
  ownerCandidates: (uuid: string) => [...shipmentKeys.shipment(uuid), 'owner-candidates'] as const,
  // Under the shipment, so a change to the shipment refreshes its emissions too.
  emissions: (uuid: string) => [...shipmentKeys.shipment(uuid), 'emissions'] as const,
};

const path = (uuid: string) => `/consignments/${encodeURIComponent(uuid)}`;

/** An answer fetched as the app started (see `prefetchShipment`) is shown without asking again. */
const FRESH_MS = 10_000;

/** Opening a shipment also marks it seen for this user. */
export function useShipment(scope: ShipmentScope, uuid: string) {
  return useQuery({
    queryKey: shipmentKeys.detail(scope, uuid),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: TConsignmentDetail }>(`${scope === 'admin' ? '/admin' : ''}${path(uuid)}`, { signal })).data,
    retry: false,
    staleTime: FRESH_MS,
  });
}

/**
 * Asks for a shipment while the app starts, beside the session and the page's code, rather than
 * after them: the page then opens with its answer. Without a session's cookie there is nothing to
 * ask. A failure stays quiet here; the page asks again and says what went wrong.
 */
export function prefetchShipment(uuid: string): void {
  if (!hasStoredSession()) return;
  void queryClient.prefetchQuery({
    queryKey: shipmentKeys.detail('sites', uuid),
    queryFn: async ({ signal }) => (await api.get<{ data: TConsignmentDetail }>(path(uuid), { signal, quiet: true })).data,
    staleTime: FRESH_MS,
  });
}

/** The shipment's emission record: its CO2e, the legs, distances and factors behind it. */
export function useShipmentEmissions(uuid: string) {
  return useQuery({
    queryKey: shipmentKeys.emissions(uuid),
    queryFn: async ({ signal }): Promise<TShipmentEmissions> =>
      (await api.get<{ data: TShipmentEmissions }>(`/emissions/shipment/${encodeURIComponent(uuid)}`, { signal })).data,
    retry: false,
  });
}

/** The users who see the shipment, any of whom may own it. */
export function useOwnerCandidates(uuid: string) {
  return useQuery({
    queryKey: shipmentKeys.ownerCandidates(uuid),
    queryFn: async ({ signal }): Promise<TOwnerCandidate[]> =>
      (await api.get<{ data: TOwnerCandidate[] }>(`${path(uuid)}/owner-candidates`, { signal })).data,
  });
}

export type TGoodsItemBody = Omit<TConsignmentDetail['items'][number], 'id'>;

/** Every change a shipment's page makes, each one call of the API. */
export function shipmentCalls(uuid: string) {
  const base = path(uuid);
  return {
    update: (body: TUpdateConsignmentBody) => api.patch<void>(base, body),
    replaceItems: (items: TGoodsItemBody[]) => api.put<void>(`${base}/items`, { items }),
    addComment: (body: { body: string; is_internal: boolean }) => api.post<void>(`${base}/comments`, body),
    addEvent: (body: TAddEventBody) => api.post<void>(`${base}/events`, body),
    raiseException: (body: { type: string; description: string }) => api.post<void>(`${base}/exceptions`, body),
    investigateException: (id: number) => api.post<void>(`/exceptions/${id}/investigate`, {}),
    claimException: (id: number, claimReference: string) => api.post<void>(`/exceptions/${id}/claim`, { claim_reference: claimReference }),
    forwardException: (id: number, email: string, message: string) => api.post<void>(`/exceptions/${id}/forward`, { email, message }),
    resolveException: (id: number, resolution: string) => api.post<void>(`/exceptions/${id}/resolve`, { resolution }),
    addReminder: (body: { remind_at: string; text: string }) => api.post<void>(`${base}/reminders`, body),
    completeReminder: (id: number) => api.patch<void>(`/consignments/reminders/${id}/done`),
    deleteReminder: (id: number) => api.delete<void>(`/consignments/reminders/${id}`),
    snooze: (until: string) => api.put<void>(`${base}/snooze`, { until }),
    wake: () => api.delete<void>(`${base}/snooze`),
    bookmark: (on: boolean) => (on ? api.put<void>(`${base}/bookmarks`) : api.delete<void>(`${base}/bookmarks`)),
    markNotSeen: () => api.post<void>(`${base}/not-seen`),
    uploadDocument: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<void>(`${base}/documents`, form);
    },
    deleteDocument: (id: number) => api.delete<void>(`/documents/${id}`),
    share: async () => (await api.post<{ data: TShareLink }>(`${base}/share`)).data,
    revokeShare: (id: number) => api.delete<void>(`/consignments/share/${id}`),
    ownerLink: async () => (await api.post<{ data: { url: string } }>(`${base}/owner-link`)).data.url,
  };
}

export type ShipmentCalls = ReturnType<typeof shipmentCalls>;

/**
 * One change to the shipment on screen; the page reloads it afterwards so every panel shows
 * what the server saved.
 */
export function useShipmentChange<TVariables, TResult = unknown>(
  uuid: string,
  change: (calls: ShipmentCalls, variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => change(shipmentCalls(uuid), variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.shipment(uuid) }),
  });
}
