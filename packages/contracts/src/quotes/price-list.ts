import { z } from 'zod';
import { ZFormId, ZFormInt, ZId } from '../common/numbers';
import { listResponse } from '../common/list';
import { ZIsoDate } from './price-calculation';

/**
 * A carrier service's price list and lead-time table. Prices are minor units of the list's
 * currency (a price per kg may hold fractions of a minor unit: 123.5 öre/kg).
 *
 * Spreadsheet layout of export and import (one workbook per price list, header row first):
 * - Settings: key | value rows: carrier_service_id, currency, valid_from, valid_to,
 *   fuel_surcharge_percent, minimum_charge, rounding_step_kg, cut_off (HH:mm), time_zone.
 * - Zones: zone | country | postcode from | postcode to; a zone with several ranges has one row
 *   per range, a zone without postcodes covers its whole country.
 * - Lanes: origin zone | destination zone | up to kg | price per kg | price per consignment |
 *   minimum charge; one row per weight break.
 * - Surcharges: type | label | amount | per (consignment, kg, package) | when (dangerous_goods,
 *   non_stackable, service:<code>, zone:<code,code>) | side (origin, destination) | subject to fuel (0/1).
 * - Lead times: origin zone | destination zone | working days.
 * An import replaces the service's current price list whole, or answers 422 with errors keyed
 * `rows.<sheet>.<line>.<column>` and changes nothing.
 */

export const SURCHARGE_TYPES = [
  'Road tax',
  'Outer area',
  'Congestion charge',
  'Local Charges Destination',
  'Local Charges Origin',
  'Other',
] as const;
export const SURCHARGE_BASES = ['consignment', 'kg', 'package'] as const;

const ZCountry = z.string().regex(/^[A-Z]{2}$/, { message: 'validation.country' });
const ZZoneCode = z.string().trim().min(1, { message: 'validation.required' }).max(30);
const ZMinor = z.number().min(0, { message: 'validation.not_negative' });

export const ZPriceListZone = z.object({
  code: ZZoneCode,
  country: ZCountry,
  postcode_ranges: z.array(z.tuple([z.string().min(1), z.string().min(1)])).default([]),
});

export const ZWeightBreak = z
  .object({
    up_to_kg: z.number().positive({ message: 'validation.positive' }),
    price_per_kg: ZMinor.nullable().default(null),
    price_per_consignment: ZMinor.nullable().default(null),
  })
  .refine((step) => step.price_per_kg !== null || step.price_per_consignment !== null, {
    message: 'validation.required',
    path: ['price_per_kg'],
  });

export const ZPriceListLane = z.object({
  origin_zone: ZZoneCode,
  destination_zone: ZZoneCode,
  minimum_charge: ZMinor.nullable().default(null),
  weight_breaks: z.array(ZWeightBreak).min(1, { message: 'validation.required' }),
});

export const ZSurchargeCondition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dangerous_goods') }),
  z.object({ kind: z.literal('non_stackable') }),
  z.object({ kind: z.literal('service'), service: z.string().min(1) }),
  z.object({ kind: z.literal('zone'), zones: z.array(ZZoneCode).min(1), side: z.enum(['origin', 'destination']).optional() }),
]);

export const ZPriceListSurcharge = z.object({
  type: z.enum(SURCHARGE_TYPES),
  label: z.string().trim().max(100).nullable().default(null),
  amount: ZMinor,
  per: z.enum(SURCHARGE_BASES),
  when: ZSurchargeCondition.nullable().default(null),
  subject_to_fuel: z.boolean().default(true),
});

export const ZLeadTimeEntry = z.object({
  origin_zone: ZZoneCode,
  destination_zone: ZZoneCode,
  working_days: z.number().int({ message: 'validation.integer' }).min(0).max(90),
});

/** The whole price list as it is stored, imported and exported. */
export const ZPriceListDocument = z.object({
  carrier_service_id: ZId,
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'validation.currency' }),
  valid_from: ZIsoDate.nullable().default(null),
  valid_to: ZIsoDate.nullable().default(null),
  fuel_surcharge_percent: z.number().min(0).max(100),
  minimum_charge: ZMinor.nullable().default(null),
  /** The chargeable weight is rounded up to a multiple of this many kg; none when null. */
  rounding_step_kg: z.number().positive({ message: 'validation.positive' }).nullable().default(null),
  cut_off: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' }),
  time_zone: z.string().min(1).default('Europe/Stockholm'),
  zones: z.array(ZPriceListZone).min(1, { message: 'validation.required' }),
  lanes: z.array(ZPriceListLane).min(1, { message: 'validation.required' }),
  surcharges: z.array(ZPriceListSurcharge).default([]),
  lead_times: z.array(ZLeadTimeEntry).default([]),
});
export type TPriceListDocument = z.infer<typeof ZPriceListDocument>;
export type TPriceListDocumentInput = z.input<typeof ZPriceListDocument>;

export const ZPriceListSummary = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  carrier_service_id: z.number().int(),
  carrier_service_name: z.string(),
  currency: z.string(),
  valid_from: ZIsoDate.nullable(),
  valid_to: ZIsoDate.nullable(),
  fuel_surcharge_percent: z.number(),
  zones: z.number().int(),
  lanes: z.number().int(),
  updated_at: z.string(),
});
export type TPriceListSummary = z.infer<typeof ZPriceListSummary>;

export const ZListPriceListsQuery = z.object({
  carrier_service_id: ZFormId.optional(),
  page: ZFormInt.min(1).default(1),
  pageSize: ZFormInt.min(1).max(1000).default(50),
});
export const ZListPriceListsResponse = listResponse(ZPriceListSummary);
export type TListPriceListsResponse = z.infer<typeof ZListPriceListsResponse>;

export const ZPriceListImportResponse = z.object({ data: ZPriceListSummary });
