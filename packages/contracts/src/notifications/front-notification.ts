import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { listResponse } from '../common/list';
import { NOTIFICATION_TYPES } from './notification-events';

export const ZFrontNotification = z.object({
  id: z.number().int(),
  data: z.object({ subject: z.string(), content: z.string() }),
  /** What the notice is about; none for notices from before types. */
  event_type: z.enum(NOTIFICATION_TYPES).nullable(),
  /** The portal page the notice is about, such as `/transport/shipments/{uuid}`. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFrontNotification = z.infer<typeof ZFrontNotification>;

export const ZListFrontNotificationsResponse = listResponse(ZFrontNotification);
export type TListFrontNotificationsResponse = z.infer<typeof ZListFrontNotificationsResponse>;

export const ZMarkNotificationsReadBody = z.object({
  ids: z.array(ZFormId).min(1).max(1000),
});
export type TMarkNotificationsReadBody = z.infer<typeof ZMarkNotificationsReadBody>;
