import { z } from 'zod';
import { ZId } from '../common/numbers';
import { dataResponse } from '../common/list';
import { FLOOR_SPACE_CHARGED_FOR } from '../carriers/carrier-admin';
import { TRANSPORT_MODES } from '../constants';

/**
 * Price and lead-time calculation (SPEC §7 "price calculation (simple, multiple, smart) and
 * calculation/response"). Every amount is an integer in minor units (öre, cents) of the currency
 * named beside it: 123450 with currency SEK is 1 234,50 kr. Weights are kg, lengths cm, volumes m³.
 */

/** Kinds of package a goods item can be; standard pallets fill in a missing length and width. */
export const QUOTE_PACKAGE_TYPES = ['eur_pallet', 'fin_pallet', 'half_pallet', 'quarter_pallet', 'parcel', 'container', 'other'] as const;
export type QuotePackageType = (typeof QUOTE_PACKAGE_TYPES)[number];

/**
 * Sizes of a container line (SPEC §3 Goods item container_size) as ISO 6346 size-type codes:
 * 20' and 40' standard, 40' and 45' high cube, 20' and 40' high-cube reefers.
 */
export const CONTAINER_SIZES = ['22G1', '42G1', '45G1', 'L5G1', '22R1', '45R1'] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];
export const isContainerSize = (value: unknown): value is ContainerSize => (CONTAINER_SIZES as readonly unknown[]).includes(value);

/** A container line names its size; any other line has none. */
export function checkContainerSizes(
  goods: readonly { package_type?: string | null; container_size?: string | null }[],
  context: z.RefinementCtx,
): void {
  goods.forEach((item, index) => {
    if (item.package_type === 'container' && !item.container_size)
      context.addIssue({ code: 'custom', path: [index, 'container_size'], message: 'validation.container_size_required' });
    if (item.package_type !== 'container' && item.container_size)
      context.addIssue({ code: 'custom', path: [index, 'container_size'], message: 'validation.container_size_not_container' });
  });
}

/** A quote only shows prices; a booking flow also needs the services to be bookable. */
export const PRICE_CALCULATION_FLOWS = ['quote', 'booking'] as const;
export type PriceCalculationFlow = (typeof PRICE_CALCULATION_FLOWS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** A calendar date, YYYY-MM-DD. */
export const ZIsoDate = z.string().regex(ISO_DATE, { message: 'validation.date' }).refine(isRealDate, { message: 'validation.date' });

/** Pickup or delivery place: what a price list's zones need (SPEC §3 Address country, zip, city). */
export const ZQuotePlace = z.object({
  /** ISO 3166-1 alpha-2, any case; answered upper case. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
    .transform((value) => value.toUpperCase()),
  zip: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(12, { message: 'validation.zip' })
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/, { message: 'validation.zip' }),
  city: z.string().trim().max(100).optional(),
});
export type TQuotePlace = z.infer<typeof ZQuotePlace>;

const measure = (max: number) => z.number().positive({ message: 'validation.positive' }).max(max, { message: 'validation.too_large' });
const optionalMeasure = (max: number) => measure(max).nullable().optional();

/**
 * One line of goods (SPEC §3 Goods item): `units` identical packages; weight and dimensions are
 * per unit, volume, load_meters and pallet_spaces for the whole line.
 */
export const ZQuoteGoodsItem = z.object({
  package_type: z.enum(QUOTE_PACKAGE_TYPES),
  units: z
    .number()
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.positive' })
    .max(999, { message: 'validation.too_large' })
    .default(1),
  /** kg per unit. */
  weight: measure(50_000),
  /** Length in cm; the source's 'deptch' spelling is not accepted. */
  depth: optionalMeasure(2_000),
  width: optionalMeasure(400),
  height: optionalMeasure(400),
  load_meters: optionalMeasure(100),
  pallet_spaces: optionalMeasure(100),
  /** m³ for the whole line. */
  volume: optionalMeasure(1_000),
  /** Required for a `container` line, refused on any other (see `checkContainerSizes`). */
  container_size: z.enum(CONTAINER_SIZES, { message: 'validation.container_size' }).nullable().optional(),
  /** Stackable unless `stackable` is false or `non_stackable` is true. */
  stackable: z.boolean().optional(),
  non_stackable: z.boolean().optional(),
  dangerous_goods: z.boolean().default(false),
  un_number: z
    .string()
    .trim()
    .regex(/^(UN)?\d{4}$/i, { message: 'validation.un_number' })
    .nullable()
    .optional(),
  description: z.string().trim().max(200).optional(),
});
export type TQuoteGoodsItem = z.infer<typeof ZQuoteGoodsItem>;

export const ZPriceCalculationRequest = z.object({
  pickup: ZQuotePlace,
  delivery: ZQuotePlace,
  goods: z.array(ZQuoteGoodsItem).min(1, { message: 'validation.required' }).max(100).superRefine(checkContainerSizes),
  /** The earliest day the goods can be collected; today (or the next working day) when absent. */
  pickup_date: ZIsoDate.nullable().optional(),
  /** Codes of additional services (SPEC §3 Additional service), e.g. 'tail_lift'. */
  additional_services: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  flow: z.enum(PRICE_CALCULATION_FLOWS).default('quote'),
  /**
   * The site the calculation is made for, one of those acted as: its excluded carriers and
   * agreements price it, and only those acting as it read it. Without it, the site acted as (the
   * first when several).
   */
  site_id: ZId.nullable().optional(),
});
export type TPriceCalculationRequest = z.infer<typeof ZPriceCalculationRequest>;
export type TPriceCalculationRequestInput = z.input<typeof ZPriceCalculationRequest>;

/** `simple`: one carrier service. */
export const ZSimplePriceCalculationRequest = ZPriceCalculationRequest.extend({
  carrier_service_id: ZId,
});
export type TSimplePriceCalculationRequest = z.infer<typeof ZSimplePriceCalculationRequest>;
export type TSimplePriceCalculationRequestInput = z.input<typeof ZSimplePriceCalculationRequest>;

/**
 * Why a service is not offered or cannot be booked; the web translates `quotes.reason.<code>`
 * with `params` (weights in kg, lengths in cm, zones by price-list code).
 */
export const QUOTE_REASON_CODES = [
  'no_price_list',
  'carrier_not_offered',
  'carrier_excluded_by_site',
  'lane_not_served',
  'over_max_weight',
  'over_max_package_weight',
  'over_max_length',
  'over_max_width',
  'over_max_height',
  'over_max_loading_metres',
  'dangerous_goods_not_accepted',
  'no_booking_agreement',
  'booking_not_enabled',
] as const;
export type QuoteReasonCode = (typeof QUOTE_REASON_CODES)[number];

export const ZQuoteReason = z.object({
  code: z.enum(QUOTE_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type TQuoteReason = z.infer<typeof ZQuoteReason>;

export const ZQuoteCarrier = z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() });
export const ZQuoteService = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  transport_mode: z.enum(TRANSPORT_MODES),
});

export const CHARGEABLE_WEIGHT_BASES = ['actual', 'volume', 'loading_metres', 'pallet_places'] as const;

/** The highest of the actual weight and each space measure × the service's factor, rounded up. */
export const ZChargeableWeight = z.object({
  kg: z.number(),
  basis: z.enum(CHARGEABLE_WEIGHT_BASES),
  unrounded_kg: z.number(),
  actual_kg: z.number(),
  /** Null when the service does not charge on that measure. */
  volume_kg: z.number().nullable(),
  loading_meter_kg: z.number().nullable(),
  pallet_place_kg: z.number().nullable(),
  /** The step the weight was rounded up to (the band it fell in); null when not rounded. Absent on older calculations. */
  rounding_step_kg: z.number().nullable().optional(),
  /** 'non_stackable': stackable goods were charged on volume, not floor space. Absent on older calculations. */
  floor_space_charged_for: z.enum(FLOOR_SPACE_CHARGED_FOR).optional(),
});
export type TChargeableWeight = z.infer<typeof ZChargeableWeight>;

export const PRICE_LINE_KINDS = ['freight', 'surcharge', 'fuel', 'markup'] as const;

/**
 * One line of the price, in minor units of the price's currency; the lines add up to `total`.
 * A customer's freight line includes the markup; an administrator sees the carrier's freight and
 * a separate 'markup' line. `type` is the invoice charge type of SPEC §9.
 */
export const ZPriceLine = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  type: z.string(),
  label: z.string(),
  amount: z.number().int(),
});
export type TPriceLine = z.infer<typeof ZPriceLine>;

export const GEOGRAPHY_KEYS = ['DOM_DOM', 'DOM_REG', 'DOM_WW', 'REG_DOM', 'REG_REG', 'REG_WW', 'WW_DOM', 'WW_REG', 'WW_WW'] as const;
export type TGeographyKey = (typeof GEOGRAPHY_KEYS)[number];

/** What only organization administrators and above see: the carrier's price and the markup. */
export const ZQuoteAdminPrice = z.object({
  carrier_price: z.number().int(),
  markup: z.number().int(),
  geography_key: z.enum(GEOGRAPHY_KEYS),
  markup_rate_percent: z.number(),
  /** The markup's fixed SEK amount converted to the price's currency. */
  markup_fixed: z.number().int(),
  fuel_surcharge_percent: z.number(),
  minimum_applied: z.boolean(),
});
export type TQuoteAdminPrice = z.infer<typeof ZQuoteAdminPrice>;

export const ZQuotePrice = z.object({
  /** ISO 4217 of every amount of the price. */
  currency: z.string(),
  /** What the customer pays, markup included, in minor units. */
  total: z.number().int(),
  lines: z.array(ZPriceLine),
  /** Present for organization administrators and above only. */
  admin: ZQuoteAdminPrice.optional(),
});
export type TQuotePrice = z.infer<typeof ZQuotePrice>;

export const ZQuote = z.object({
  /** 1 is the best offer by the endpoint's order (price for `multiple`, balanced for `smart`). */
  rank: z.number().int(),
  carrier: ZQuoteCarrier,
  service: ZQuoteService,
  chargeable_weight: ZChargeableWeight,
  price: ZQuotePrice,
  pickup_date: ZIsoDate,
  /** Null when the carrier gives no lead time for the lane. */
  delivery_date: ZIsoDate.nullable(),
  working_days: z.number().int().nullable(),
  /** Whether the organization can book it now; `booking_reasons` says why not. */
  bookable: z.boolean(),
  booking_reasons: z.array(ZQuoteReason),
  /** Well-to-wheel CO2e in kg once emissions are calculated; null until then. */
  co2e_kg: z.number().nullable(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZUnavailableService = z.object({
  carrier: ZQuoteCarrier,
  service: ZQuoteService,
  reasons: z.array(ZQuoteReason).min(1),
});
export type TUnavailableService = z.infer<typeof ZUnavailableService>;

export const PRICE_CALCULATION_KINDS = ['simple', 'multiple', 'smart'] as const;

/** A stored calculation: what `simple`, `multiple`, `smart` and `calculation/response/:id` answer. */
export const ZPriceCalculation = z.object({
  id: z.uuid(),
  kind: z.enum(PRICE_CALCULATION_KINDS),
  /** The site the calculation was made for. */
  site_id: z.number().int(),
  created_at: z.string(),
  /** The request as calculated: places upper-cased and defaults filled in. */
  request: ZPriceCalculationRequest.extend({
    pickup: ZQuotePlace.extend({ country: z.string() }),
    delivery: ZQuotePlace.extend({ country: z.string() }),
    carrier_service_id: z.number().int().optional(),
  }).omit({ site_id: true }),
  quotes: z.array(ZQuote),
  unavailable: z.array(ZUnavailableService),
});
export type TPriceCalculation = z.infer<typeof ZPriceCalculation>;

export const ZPriceCalculationParams = z.object({ id: z.uuid() });

/** What the four endpoints answer: `{ data: calculation }`. */
export const ZPriceCalculationResponse = dataResponse(ZPriceCalculation);
export type TPriceCalculationResponse = z.infer<typeof ZPriceCalculationResponse>;
