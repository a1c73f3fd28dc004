import { z } from 'zod';
import { optionalText } from '../common/text';
import { MANUAL_PRICE_REQUEST_STATUSES } from '../bookings/flow';
import { dataResponse, listResponse } from '../common/list';
import { ZId } from '../common/numbers';
import { TRANSPORT_MODES } from '../constants';
import { ZIsoDate, ZQuoteGoodsItem, ZQuotePlace } from '../quotes/price-calculation';

/**
 * Manual price requests (`/transport/manual-price-request`, API `/api/priceleadtime/inquiry`):
 * a price the rate engine cannot give, asked of the logistics team, who answer it with a price,
 * a carrier and a transit time, or decline it with a reason. Amounts are integer minor units.
 */

export const MANUAL_PRICE_REQUEST_NOTES_MAX = 2000;

/** Which statuses the requester may still cancel, and the logistics team still answer. */
export const MANUAL_PRICE_REQUEST_OPEN_STATUSES = ['open', 'in_progress'] as const;

export const ZManualPriceRequestBody = z.object({
  pickup: ZQuotePlace,
  delivery: ZQuotePlace,
  goods: z.array(ZQuoteGoodsItem).min(1, { message: 'validation.required' }).max(100),
  /** The first day the goods can be collected; not in the past. */
  ready_date: ZIsoDate,
  /** The transport mode wanted; null when any will do. */
  transport_mode: z.enum(TRANSPORT_MODES).nullable().default(null),
  notes: optionalText(MANUAL_PRICE_REQUEST_NOTES_MAX),
  /** The calculation that quoted nothing suitable, when the request came from one. */
  calculation_id: z.uuid().nullable().default(null),
  /**
   * The site the request is made for, one of those acted as; the calculation's site when it names
   * one, else the site acted as (the first when several).
   */
  site_id: ZId.nullable().default(null),
});
export type TManualPriceRequestBody = z.infer<typeof ZManualPriceRequestBody>;
export type TManualPriceRequestBodyInput = z.input<typeof ZManualPriceRequestBody>;

const ZCurrency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'validation.currency' })
  .transform((value) => value.toUpperCase());

/** The logistics team's answer: `answered` with a price, `in_progress` while working on it, or `declined`. */
export const ZManualPriceRequestAnswerBody = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('answered'),
    /** Minor units of `currency`. */
    price_amount: z
      .number()
      .int({ message: 'validation.integer' })
      .min(0, { message: 'validation.not_negative' })
      .max(100_000_000_00, { message: 'validation.too_big' }),
    currency: ZCurrency,
    carrier_name: z.string().trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' }),
    transit_days: z
      .number()
      .int({ message: 'validation.integer' })
      .min(0, { message: 'validation.not_negative' })
      .max(365, { message: 'validation.too_big' }),
    valid_until: ZIsoDate,
    note: optionalText(MANUAL_PRICE_REQUEST_NOTES_MAX),
  }),
  z.object({ status: z.literal('in_progress'), note: optionalText(MANUAL_PRICE_REQUEST_NOTES_MAX) }),
  z.object({
    status: z.literal('declined'),
    reason: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(MANUAL_PRICE_REQUEST_NOTES_MAX, { message: 'validation.too_long' }),
  }),
]);
export type TManualPriceRequestAnswerBody = z.infer<typeof ZManualPriceRequestAnswerBody>;
export type TManualPriceRequestAnswerBodyInput = z.input<typeof ZManualPriceRequestAnswerBody>;

export const ZManualPriceRequestDetails = z.object({
  pickup: ZQuotePlace.extend({ country: z.string() }),
  delivery: ZQuotePlace.extend({ country: z.string() }),
  goods: z.array(ZQuoteGoodsItem),
  ready_date: z.string(),
  transport_mode: z.enum(TRANSPORT_MODES).nullable(),
  notes: z.string().nullable(),
  calculation_id: z.string().nullable(),
});
export type TManualPriceRequestDetails = z.infer<typeof ZManualPriceRequestDetails>;

export const ZManualPriceRequestAnswer = z.object({
  price_amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  carrier_name: z.string().nullable(),
  transit_days: z.number().int().nullable(),
  valid_until: z.string().nullable(),
  note: z.string().nullable(),
  decline_reason: z.string().nullable(),
});
export type TManualPriceRequestAnswer = z.infer<typeof ZManualPriceRequestAnswer>;

const ZPerson = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const ZManualPriceRequest = z.object({
  id: z.number().int(),
  status: z.enum(MANUAL_PRICE_REQUEST_STATUSES),
  organization_id: z.number().int(),
  organization_name: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  requested_by: ZPerson.nullable(),
  request: ZManualPriceRequestDetails,
  answer: ZManualPriceRequestAnswer.nullable(),
  answered_by: ZPerson.nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TManualPriceRequest = z.infer<typeof ZManualPriceRequest>;

export const ZManualPriceRequestResponse = dataResponse(ZManualPriceRequest);
export type TManualPriceRequestResponse = z.infer<typeof ZManualPriceRequestResponse>;
export const ZListManualPriceRequestsResponse = listResponse(ZManualPriceRequest);
export type TListManualPriceRequestsResponse = z.infer<typeof ZListManualPriceRequestsResponse>;
