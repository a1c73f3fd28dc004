import { z } from 'zod';
import { dataResponse } from '../common/list';

/** What happens that people are told about; each user chooses per type how they hear of it. */
export const NOTIFICATION_EVENT_TYPES = [
  'shipment_status',
  'eta_change',
  'exception_opened',
  'exception_resolved',
  'reminder_due',
  'hand_over_failed',
  'shared_link_viewed',
  'customs_status',
  'price_request_answered',
  'purchase_orders',
  'shipment_message',
  'freight_invoice',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** What a notice is about: an event people follow, or a platform announcement, which nobody opts out of. */
export const NOTIFICATION_TYPES = [...NOTIFICATION_EVENT_TYPES, 'announcement'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['portal', 'email', 'both', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How a user hears of each type until they choose: messages a person must act on also come by e-mail. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationEventType, NotificationChannel> = {
  shipment_status: 'portal',
  eta_change: 'portal',
  exception_opened: 'portal',
  exception_resolved: 'portal',
  reminder_due: 'portal',
  hand_over_failed: 'both',
  shared_link_viewed: 'portal',
  customs_status: 'both',
  price_request_answered: 'both',
  purchase_orders: 'both',
  shipment_message: 'portal',
  freight_invoice: 'portal',
};

/** E-mails one by one as things happen, or gathered into one message a day. */
export const EMAIL_DELIVERIES = ['immediate', 'digest'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** The hour (UTC) the daily digest is sent. */
export const DIGEST_HOUR_UTC = 6;

export const ZNotificationPreferences = z.object({
  email_delivery: z.enum(EMAIL_DELIVERIES),
  types: z.array(z.object({ event_type: z.enum(NOTIFICATION_EVENT_TYPES), channel: z.enum(NOTIFICATION_CHANNELS) })),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const ZNotificationPreferencesResponse = dataResponse(ZNotificationPreferences);
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponse>;

export const ZSaveNotificationPreferencesBody = z.object({
  email_delivery: z.enum(EMAIL_DELIVERIES),
  types: z
    .array(z.object({ event_type: z.enum(NOTIFICATION_EVENT_TYPES), channel: z.enum(NOTIFICATION_CHANNELS) }))
    .max(NOTIFICATION_EVENT_TYPES.length),
});
export type TSaveNotificationPreferencesBody = z.infer<typeof ZSaveNotificationPreferencesBody>;

/** The types of a user's notifications with how many there are, and how many are unread. */
export const ZNotificationFilterOptionsResponse = dataResponse(
  z.object({
    types: z.array(z.object({ event_type: z.enum(NOTIFICATION_TYPES), count: z.number().int(), unread: z.number().int() })),
  }),
);
export type TNotificationFilterOptionsResponse = z.infer<typeof ZNotificationFilterOptionsResponse>;
