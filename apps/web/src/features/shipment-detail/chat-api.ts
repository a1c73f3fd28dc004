import type { TChatMessage, TPostChatMessageBody, TShipmentChat } from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shipmentKeys } from './api';

/** A conversation is asked again this often while its page is open, so others' messages arrive. */
const REFRESH_MS = 30_000;

const chatKey = (uuid: string) => [...shipmentKeys.shipment(uuid), 'chat'] as const;
const chatPath = (uuid: string) => `/consignments/${encodeURIComponent(uuid)}/chat`;

export function useShipmentChat(uuid: string) {
  return useQuery({
    queryKey: chatKey(uuid),
    queryFn: async ({ signal }) => (await api.get<{ data: TShipmentChat }>(chatPath(uuid), { signal })).data,
    refetchInterval: REFRESH_MS,
  });
}

/** Posts a message; it joins the conversation on screen at once. */
export function usePostChatMessage(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPostChatMessageBody) => (await api.post<{ data: TChatMessage }>(chatPath(uuid), body)).data,
    onSuccess: (message) => {
      queryClient.setQueryData<TShipmentChat>(chatKey(uuid), (chat) =>
        chat && !chat.messages.some((shown) => shown.id === message.id) ? { ...chat, messages: [...chat.messages, message] } : chat,
      );
    },
  });
}

/**
 * Marks the conversation read on the server. What was new stays marked on screen until the page
 * is left, so the reader still sees which messages arrived since their last visit.
 */
export function useMarkChatRead(uuid: string) {
  return useMutation({ mutationFn: () => api.post<void>(`${chatPath(uuid)}/read`) });
}
