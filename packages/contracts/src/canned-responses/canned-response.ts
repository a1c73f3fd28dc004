import { z } from 'zod';
import { ZId } from '../common/numbers';
import { requiredText } from '../common/text';
import { LOCALES, type Locale } from '../locales';
import { CONSIGNMENT_MESSAGE_STATUSES } from './consignment-message';

export const CANNED_RESPONSE_SCOPES = ['platform', 'organization', 'personal'] as const;
export type CannedResponseScope = (typeof CANNED_RESPONSE_SCOPES)[number];

export const CANNED_RESPONSE_PURPOSES = [
  'shipment_update',
  'delay',
  'exception',
  'pickup_confirmation',
  'booking',
  'customs',
  'custom',
] as const;
export type CannedResponsePurpose = (typeof CANNED_RESPONSE_PURPOSES)[number];

/**
 * What a canned response may say about a shipment, its sender and its recipient. Bodies and
 * subjects name them as `{{ shipment_number }}`; the server refuses any other name on save.
 * `multiline` values span lines (addresses, the signature); `date` values are written in the
 * recipient's language.
 */
export const CANNED_RESPONSE_PLACEHOLDERS = [
  { key: 'shipment_number', kind: 'text' },
  { key: 'status', kind: 'text' },
  { key: 'eta', kind: 'date' },
  { key: 'pickup_date', kind: 'date' },
  { key: 'delivered_date', kind: 'date' },
  { key: 'carrier', kind: 'text' },
  { key: 'transport_mode', kind: 'text' },
  { key: 'waybill_number', kind: 'text' },
  { key: 'booking_number', kind: 'text' },
  { key: 'reference', kind: 'text' },
  { key: 'packages', kind: 'number' },
  { key: 'weight', kind: 'number' },
  { key: 'consignor', kind: 'text' },
  { key: 'consignor_address', kind: 'multiline' },
  { key: 'consignee', kind: 'text' },
  { key: 'consignee_address', kind: 'multiline' },
  { key: 'tracking_link', kind: 'link' },
  { key: 'sender_name', kind: 'text' },
  { key: 'sender_email', kind: 'text' },
  { key: 'sender_organization', kind: 'text' },
  { key: 'sender_signature', kind: 'multiline' },
] as const;
export type CannedResponsePlaceholder = (typeof CANNED_RESPONSE_PLACEHOLDERS)[number]['key'];
export const CANNED_RESPONSE_PLACEHOLDER_KEYS: readonly string[] = CANNED_RESPONSE_PLACEHOLDERS.map((placeholder) => placeholder.key);

export const ZCannedResponsePlaceholder = z.object({
  key: z.string(),
  kind: z.enum(['text', 'date', 'number', 'multiline', 'link']),
  /** The placeholder's meaning in the reader's language. */
  label: z.string(),
  /** How it reads in a message, ready to paste: `{{ key }}`. */
  token: z.string(),
});
export type TCannedResponsePlaceholder = z.infer<typeof ZCannedResponsePlaceholder>;

/** One language's wording; a language left out falls back to English, then to any written one. */
export const ZCannedResponseText = z.object({
  subject: requiredText(300),
  body: requiredText(20_000),
});
export type TCannedResponseText = z.infer<typeof ZCannedResponseText>;

const ZTexts = z
  .object({ en: ZCannedResponseText.optional(), es: ZCannedResponseText.optional(), 'zh-CN': ZCannedResponseText.optional() })
  .refine((texts) => LOCALES.some((locale) => texts[locale] !== undefined), { message: 'validation.canned_response_language' });
export type TCannedResponseTexts = Partial<Record<Locale, TCannedResponseText>>;

/** A response to create or change (`POST`/`PUT /api/canned-responses`). */
export const ZCannedResponseBody = z.object({
  name: requiredText(200),
  purpose: z.enum(CANNED_RESPONSE_PURPOSES),
  scope: z.enum(CANNED_RESPONSE_SCOPES),
  texts: ZTexts,
});
export type TCannedResponseBody = z.input<typeof ZCannedResponseBody>;

export const ZCannedResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: z.enum(CANNED_RESPONSE_PURPOSES),
  scope: z.enum(CANNED_RESPONSE_SCOPES),
  texts: z.object({ en: ZCannedResponseText.optional(), es: ZCannedResponseText.optional(), 'zh-CN': ZCannedResponseText.optional() }),
  /** Whether the reader may change or delete it: god users the platform's, admins their organization's, each user their own. */
  editable: z.boolean(),
  organization_name: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type TCannedResponse = z.infer<typeof ZCannedResponse>;

export const ZListCannedResponsesQuery = z.object({
  purpose: z.enum(CANNED_RESPONSE_PURPOSES).optional(),
  scope: z.enum(CANNED_RESPONSE_SCOPES).optional(),
});
export type TListCannedResponsesQuery = z.infer<typeof ZListCannedResponsesQuery>;

/** Where a response was used: how often, by whom, on which shipments (the info view). */
export const ZCannedResponseUsage = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  last_sent_at: z.string().nullable(),
  recent: z.array(
    z.object({
      message_id: z.number().int(),
      consignment_uuid: z.string(),
      shipment_number: z.string(),
      to: z.string(),
      locale: z.enum(LOCALES),
      sent_by: z.string().nullable(),
      status: z.enum(CONSIGNMENT_MESSAGE_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type TCannedResponseUsage = z.infer<typeof ZCannedResponseUsage>;

/**
 * `POST /api/canned-responses/action`: a response worded for one shipment in one language.
 * `compose` is for sending and makes the shipment a tracking link when it has none; `preview`
 * changes nothing.
 */
export const ZCannedResponseActionBody = z.object({
  canned_response_id: ZId,
  consignment_uuid: z.uuid(),
  locale: z.enum(LOCALES),
  mode: z.enum(['preview', 'compose']).default('preview'),
});
export type TCannedResponseActionBody = z.input<typeof ZCannedResponseActionBody>;

export const ZRenderedCannedResponse = z.object({
  subject: z.string(),
  body: z.string(),
  /** The language it is written in: the one asked for, or the fallback when it has no wording in that one. */
  locale: z.enum(LOCALES),
  /** Placeholders that had no value for this shipment and show their fallback. */
  empty_placeholders: z.array(z.string()),
});
export type TRenderedCannedResponse = z.infer<typeof ZRenderedCannedResponse>;

/** The language a recipient probably reads, from the country of their address. */
export function suggestedLocale(countryCode: string | null | undefined): Locale {
  const code = (countryCode ?? '').toUpperCase();
  if (['CN', 'TW', 'HK', 'MO', 'SG'].includes(code)) return 'zh-CN';
  if (SPANISH_SPEAKING.has(code)) return 'es';
  return 'en';
}
const SPANISH_SPEAKING = new Set([
  'ES',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'VE',
  'EC',
  'GT',
  'CU',
  'BO',
  'DO',
  'HN',
  'PY',
  'SV',
  'NI',
  'CR',
  'PA',
  'UY',
  'GQ',
]);
