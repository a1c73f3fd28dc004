import type { TSharedConsignment } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

/** A shared shipment as its owner sees it: the owner's name comes with it. */
export type TOwnerConsignment = TSharedConsignment & { owner: string };

export const trackingKeys = {
  all: ['shared-tracking'] as const,
  shared: (uuid: string) => [...trackingKeys.all, 'shared', uuid] as const,
  owner: (token: string, uuid: string) => [...trackingKeys.all, 'owner', token, uuid] as const,
};

/** A link that was never valid, was withdrawn or has a malformed id: the visitor learns only that. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

// A visitor without an account sees failures on the page itself, never as the app's toasts.
export function useSharedConsignment(uuid: string) {
  return useQuery({
    queryKey: trackingKeys.shared(uuid),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: TSharedConsignment }>(`/shared/consignments/${encodeURIComponent(uuid)}`, { signal, quiet: true })).data,
    retry: false,
  });
}

export function useOwnerConsignment(token: string, uuid: string) {
  return useQuery({
    queryKey: trackingKeys.owner(token, uuid),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TOwnerConsignment }>(`/owner/${encodeURIComponent(token)}/${encodeURIComponent(uuid)}`, {
          signal,
          quiet: true,
        })
      ).data,
    retry: false,
  });
}
