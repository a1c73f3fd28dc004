import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { ZId } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';
import type { Locale } from '../locales';

/** A draft waits to be sent; a scheduled one goes out at its time; a withdrawn one never goes out. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'sent', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Send at once, at a chosen moment, or keep as a draft. */
export const ANNOUNCEMENT_DELIVERIES = ['now', 'schedule', 'draft'] as const;
export type AnnouncementDelivery = (typeof ANNOUNCEMENT_DELIVERIES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

/** A text in English, and in Spanish and Chinese where written; a reader of another language reads English. */
const localized = (max: number) => z.object({ en: requiredText(max), es: optionalText(max), 'zh-CN': optionalText(max) });
export const ZAnnouncementTitle = localized(ANNOUNCEMENT_TITLE_MAX);
export const ZAnnouncementMessage = localized(ANNOUNCEMENT_MESSAGE_MAX);
/** A text as kept and answered: English, and the other languages where written. */
export const ZAnnouncementText = z.object({ en: z.string(), es: z.string().nullable(), 'zh-CN': z.string().nullable() });
export type TAnnouncementText = z.infer<typeof ZAnnouncementText>;

/** The text of a language, or English when that language was left out. */
export function announcementText(text: TAnnouncementText, locale: Locale): string {
  return text[locale] ?? text.en;
}

const ids = z.array(ZId).max(1000);

/**
 * Who an announcement is for: everyone, or the people of the organizations and sites chosen,
 * narrowed to the roles chosen, and the users named one by one. Only active users are reached.
 */
export const ZAnnouncementAudience = z.object({
  everyone: z.boolean(),
  organization_ids: ids,
  site_ids: ids,
  role_ids: ids,
  user_ids: ids,
});
export type TAnnouncementAudience = z.infer<typeof ZAnnouncementAudience>;

/** What a god user writes: the texts, the audience, when it goes out and whether by e-mail too. */
export const ZAnnouncementBody = z.object({
  title: ZAnnouncementTitle,
  message: ZAnnouncementMessage,
  audience: ZAnnouncementAudience,
  delivery: z.enum(ANNOUNCEMENT_DELIVERIES),
  /** When a scheduled announcement goes out: a moment to come. Ignored unless scheduling. */
  scheduled_at: z.iso.datetime({ offset: true, message: 'validation.date' }).nullable(),
  /** Whether each recipient also gets it by e-mail, in their language. */
  email: z.boolean(),
});
export type TAnnouncementBody = z.infer<typeof ZAnnouncementBody>;
export type TAnnouncementBodyInput = z.input<typeof ZAnnouncementBody>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: ZAnnouncementText,
  message: ZAnnouncementText,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** The audience with the names of what was chosen, for its summary. */
  audience: z.object({
    everyone: z.boolean(),
    organizations: z.array(ZNamed),
    sites: z.array(ZNamed),
    roles: z.array(ZNamed),
    users: z.array(ZNamed),
  }),
  email: z.boolean(),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** How many people it reached, and how many of them have read it; none before it is sent. */
  recipients: z.number().int(),
  read: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZListAnnouncementsResponse = listResponse(ZAnnouncement);
export type TListAnnouncementsResponse = z.infer<typeof ZListAnnouncementsResponse>;
export const ZAnnouncementResponse = dataResponse(ZAnnouncement);
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;
