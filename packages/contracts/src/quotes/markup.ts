import { z } from 'zod';
import { ZId } from '../common/numbers';
import { listResponse } from '../common/list';
import { GEOGRAPHY_KEYS } from './price-calculation';

/**
 * Markups (SPEC §3 Markup, §5): an organization's surcharge on carrier services, a rate in percent
 * and a fixed amount per geography key. `fixed` amounts are integer öre (SEK minor units, SPEC §9:
 * the fixed amount is in SEK); 4950 is 49,50 kr.
 */

const ZRate = z.number().min(0, { message: 'validation.not_negative' }).max(1000, { message: 'validation.too_large' });
const ZFixed = z
  .number()
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.not_negative' })
  .max(100_000_000, { message: 'validation.too_large' });

/** One of the nine boxes; both figures null (or the box null) means empty. */
export const ZMarkupRateBox = z.object({
  rate: ZRate.nullable().default(null),
  fixed: ZFixed.nullable().default(null),
});
export type TMarkupRateBox = z.infer<typeof ZMarkupRateBox>;

export const ZGeographySpecificRates = z.partialRecord(z.enum(GEOGRAPHY_KEYS), ZMarkupRateBox.nullable());
export type TGeographySpecificRates = z.infer<typeof ZGeographySpecificRates>;

export const ZMarkupCarrierService = z.object({
  id: z.number().int(),
  name: z.string(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
});

export const ZMarkup = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  /** The organization's country: DOM in the geography keys. */
  country_name: z.string().nullable(),
  carrier_service: z.array(z.number().int()),
  carrier_services: z.array(ZMarkupCarrierService),
  /** General rate in percent; fills DOM_DOM when that box is empty. */
  rate: z.number().nullable(),
  /** General fixed amount in öre. */
  fixed: z.number().int().nullable(),
  booking_enabled: z.boolean(),
  geography_specific_rates: z.record(z.enum(GEOGRAPHY_KEYS), ZMarkupRateBox.nullable()),
  updated_at: z.string(),
});
export type TMarkup = z.infer<typeof ZMarkup>;

/**
 * Create or replace a markup. At least one carrier service and at least one filled box are
 * required (SPEC §5); the server answers 422 with errors on `carrier_service` or
 * `geography_specific_rates`. `organization_id` is for god users; others always write their own.
 */
export const ZMarkupBody = z.object({
  organization_id: ZId.optional(),
  carrier_service: z.array(ZId).max(500).default([]),
  rate: ZRate.nullable().default(null),
  fixed: ZFixed.nullable().default(null),
  booking_enabled: z.boolean().default(true),
  geography_specific_rates: ZGeographySpecificRates.default({}),
});
export type TMarkupBody = z.infer<typeof ZMarkupBody>;
export type TMarkupBodyInput = z.input<typeof ZMarkupBody>;

export const ZListMarkupsResponse = listResponse(ZMarkup);
export type TListMarkupsResponse = z.infer<typeof ZListMarkupsResponse>;
