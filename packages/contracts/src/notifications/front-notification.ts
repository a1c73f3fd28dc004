import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { listResponse } from '../common/list';

export const ZFrontNotification = z.object({
  id: z.number().int(),
  data: z.object({ subject: z.string(), content: z.string() }),
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
