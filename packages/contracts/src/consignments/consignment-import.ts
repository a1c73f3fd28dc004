import { z } from 'zod';
import { TRANSPORT_MODES } from '../constants';
import { CONSIGNMENT_DIRECTIONS, CONSIGNMENT_STATUSES } from './consignment';
import { isStorableText } from '../common/text';

const optionalText = (max = 200) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max).refine(isStorableText, { message: 'validation.invalid_characters' }))
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** Numbers from spreadsheets arrive as numbers or as text with a decimal comma. */
const optionalNumber = z
  .union([z.number(), z.string()])
  .transform((value, context) => {
    if (typeof value === 'number') return value;
    const text = value.trim().replace(/\s/g, '').replace(',', '.');
    if (text === '') return null;
    const parsed = Number(text);
    if (!Number.isFinite(parsed)) {
      context.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.number().min(0).nullable())
  .nullish();

/** A moment as ISO 8601 or 'YYYY-MM-DD[ HH:mm[:ss]]' (taken as UTC), or a spreadsheet date. */
const optionalMoment = z
  .union([z.date(), z.string()])
  .transform((value, context) => {
    if (value instanceof Date) return value;
    const text = value.trim();
    if (text === '') return null;
    const normalized = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text)
      ? `${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}Z`
      : text;
    const moment = new Date(normalized);
    if (Number.isNaN(moment.getTime())) {
      context.addIssue({ code: 'custom', message: 'validation.date' });
      return z.NEVER;
    }
    return moment;
  })
  .nullish();

const upper = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(values))
    .nullish()
    .or(z.literal('').transform(() => null));

/**
 * One row of a shipment import: the shipment as the source knows it and, optionally, one
 * tracking event. The documented spreadsheet layout uses these names as column headers.
 */
export const ZImportRow = z.object({
  shipment_number: z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid'),
    })
    .transform((value) => String(value).trim())
    .pipe(
      z.string().min(1, { message: 'validation.required' }).max(100).refine(isStorableText, { message: 'validation.invalid_characters' }),
    ),
  site_key: optionalText(100),
  direction: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(CONSIGNMENT_DIRECTIONS))
    .nullish()
    .or(z.literal('').transform(() => null)),
  carrier: optionalText(),
  carrier_service: optionalText(),
  transport_mode: upper(TRANSPORT_MODES),
  status: upper(CONSIGNMENT_STATUSES),
  status_code: optionalText(50),
  consignor_name: optionalText(),
  consignor_address: optionalText(),
  consignor_zip: optionalText(20),
  consignor_city: optionalText(100),
  consignor_countrycode: optionalText(2),
  consignee_name: optionalText(),
  consignee_address: optionalText(),
  consignee_zip: optionalText(20),
  consignee_city: optionalText(100),
  consignee_countrycode: optionalText(2),
  total_weight: optionalNumber,
  total_volume: optionalNumber,
  packages: optionalNumber,
  waybill_number: optionalText(100),
  container_number: optionalText(20),
  consignor_reference: optionalText(100),
  consignee_reference: optionalText(100),
  purchase_order_number: optionalText(100),
  sales_order_number: optionalText(100),
  project_number: optionalText(100),
  booked_at: optionalMoment,
  pickup_at: optionalMoment,
  eta_at: optionalMoment,
  delivered_at: optionalMoment,
  event_time: optionalMoment,
  event_description: optionalText(500),
  event_city: optionalText(100),
  event_countrycode: optionalText(2),
});
export type TImportRowInput = z.input<typeof ZImportRow>;
export type TImportRow = z.output<typeof ZImportRow>;

export const IMPORT_COLUMNS = Object.keys(ZImportRow.shape) as (keyof TImportRow)[];
export const IMPORT_ROWS_MAX = 20_000;

export const ZImportBody = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1, { message: 'validation.required' }).max(IMPORT_ROWS_MAX),
});

export const ZImportResult = z.object({
  id: z.number().int(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  events_added: z.number().int(),
  events_duplicate: z.number().int(),
  unmatched_carriers: z.array(z.string()),
});
export type TImportResult = z.infer<typeof ZImportResult>;
export const ZImportResponse = z.object({ data: ZImportResult });
