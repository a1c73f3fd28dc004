import { z } from 'zod';
import { dataResponse } from '../common/list';
import { requiredText } from '../common/text';

/** One message of a shipment's conversation between the shipper's staff and its agents. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Written by the reader: never unread for them. */
  mine: z.boolean(),
  /** Written by someone else after the reader last read the conversation. */
  unread: z.boolean(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** The newest messages of a conversation, oldest first. */
export const ZShipmentChat = z.object({ messages: z.array(ZChatMessage), unread: z.number().int() });
export type TShipmentChat = z.infer<typeof ZShipmentChat>;
export const ZShipmentChatResponse = dataResponse(ZShipmentChat);
export type TShipmentChatResponse = z.infer<typeof ZShipmentChatResponse>;

export const CHAT_MESSAGE_MAX = 2000;
export const ZPostChatMessageBody = z.object({ body: requiredText(CHAT_MESSAGE_MAX) });
export type TPostChatMessageBody = z.input<typeof ZPostChatMessageBody>;
export const ZChatMessageResponse = dataResponse(ZChatMessage);
