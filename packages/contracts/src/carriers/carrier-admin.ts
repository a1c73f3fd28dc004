import { z } from 'zod';
import { ZId } from '../common/numbers';
import { TRANSPORT_MODES } from '../constants';
import { listResponse } from '../common/list';

/**
 * The carriers administration (god users): carriers with their logo, their services with the
 * factors that turn goods into chargeable weight and the limits they take, the booking e-mail
 * address, and the detectors that recognise the carrier in the raw names of imports.
 */

const name = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);
/** A factor or limit: a positive number, or null when the service sets none. */
const measure = z.number().positive().max(1_000_000).nullable().default(null);

export const DETECTOR_MATCHES = ['exact', 'contains'] as const;
export type DetectorMatch = (typeof DETECTOR_MATCHES)[number];

/** One row of the carriers list. */
export const ZAdminCarrier = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Versioned by the last change, so a new logo is never served from a cache. */
  logo_url: z.string().nullable(),
  /** False for carriers named with '{product}' or 'egen transportör': never offered to choose (SPEC §3). */
  is_offered: z.boolean(),
  services_count: z.number().int(),
  detectors_count: z.number().int(),
  updated_at: z.string(),
});
export type TAdminCarrier = z.infer<typeof ZAdminCarrier>;
export const ZListAdminCarriersResponse = listResponse(ZAdminCarrier);
export type TListAdminCarriersResponse = z.infer<typeof ZListAdminCarriersResponse>;

export const ZCarrierBody = z.object({ name: name(120) });
export type TCarrierBody = z.infer<typeof ZCarrierBody>;

/**
 * Which goods a service charges floor space (loading metres, pallet places) for: all goods, or only
 * goods that cannot be stacked, stackable goods then paying on volume (Swedish and Norwegian groupage).
 */
export const FLOOR_SPACE_CHARGED_FOR = ['all_goods', 'non_stackable'] as const;
export type FloorSpaceChargedFor = (typeof FLOOR_SPACE_CHARGED_FOR)[number];

/** Weights up to `up_to_kg` round up to `step_kg`; the last band is open-ended (`up_to_kg` null). */
export const ZRoundingBand = z.object({
  up_to_kg: z.number().positive().max(1_000_000).nullable(),
  step_kg: z.number().positive().max(100_000),
});
export type TRoundingBand = z.infer<typeof ZRoundingBand>;

/** Bands in ascending order of their bounds, only the last without one; none is the same as null. */
export const ZRoundingBands = z
  .array(ZRoundingBand)
  .max(10)
  .superRefine((bands, context) => {
    bands.forEach((band, index) => {
      const last = index === bands.length - 1;
      if (band.up_to_kg === null && !last) {
        context.addIssue({ code: 'custom', path: [index, 'up_to_kg'], message: 'validation.rounding_band_bound' });
      } else if (band.up_to_kg !== null && last) {
        context.addIssue({ code: 'custom', path: [index, 'up_to_kg'], message: 'validation.rounding_band_open_end' });
      }
      const previous = bands[index - 1]?.up_to_kg;
      if (previous != null && band.up_to_kg !== null && band.up_to_kg <= previous) {
        context.addIssue({ code: 'custom', path: [index, 'up_to_kg'], message: 'validation.rounding_bands_ascending' });
      }
    });
  });

export const ZCarrierServiceRating = z.object({
  kg_per_m3: measure,
  kg_per_ldm: measure,
  kg_per_pallet_place: measure,
  floor_space_charged_for: z.enum(FLOOR_SPACE_CHARGED_FOR).default('all_goods'),
  /** With floor space for non-stackable goods only: a package taller than this (cm) pays it even when stackable. */
  stackable_floor_space_above_cm: measure,
  /** Null: the price list's single rounding step applies. */
  rounding_bands: ZRoundingBands.nullable().default(null),
  max_consignment_weight_kg: measure,
  max_package_weight_kg: measure,
  max_length_cm: measure,
  max_width_cm: measure,
  max_height_cm: measure,
  max_loading_metres: measure,
  accepts_dangerous_goods: z.boolean().default(false),
});
export type TCarrierServiceRating = z.infer<typeof ZCarrierServiceRating>;
export type TCarrierServiceRatingInput = z.input<typeof ZCarrierServiceRating>;

export const ZAdminCarrierService = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  transport_mode: z.enum(TRANSPORT_MODES),
  rating: ZCarrierServiceRating,
  /** Where bookings of the service are sent; null when the service takes no bookings by e-mail. */
  booking_email: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminCarrierService = z.infer<typeof ZAdminCarrierService>;

export const ZCarrierServiceBody = z.object({
  name: name(120),
  code: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'validation.service_code' }),
  transport_mode: z.enum(TRANSPORT_MODES),
  rating: ZCarrierServiceRating,
  booking_email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.email().max(254).nullable().default(null),
  ),
});
export type TCarrierServiceBody = z.infer<typeof ZCarrierServiceBody>;
export type TCarrierServiceBodyInput = z.input<typeof ZCarrierServiceBody>;

export const ZCarrierDetector = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  pattern: z.string(),
  match: z.enum(DETECTOR_MATCHES),
  updated_at: z.string(),
});
export type TCarrierDetector = z.infer<typeof ZCarrierDetector>;

export const ZCarrierDetectorBody = z.object({
  pattern: name(200),
  match: z.enum(DETECTOR_MATCHES).default('exact'),
});
export type TCarrierDetectorBody = z.infer<typeof ZCarrierDetectorBody>;

export const ZCarrierDetail = ZAdminCarrier.extend({
  services: z.array(ZAdminCarrierService),
  detectors: z.array(ZCarrierDetector),
});
export type TCarrierDetail = z.infer<typeof ZCarrierDetail>;

/** What a new or changed detector did to imported shipments that had no carrier yet. */
export const ZRematchResult = z.object({ shipments_matched: z.number().int() });
export type TRematchResult = z.infer<typeof ZRematchResult>;

export const ZCarrierDetectorSaved = z.object({ detector: ZCarrierDetector, rematch: ZRematchResult });
export type TCarrierDetectorSaved = z.infer<typeof ZCarrierDetectorSaved>;

/** A raw carrier name seen in imports that no detector recognised. */
export const ZUnmatchedCarrier = z.object({
  id: z.number().int(),
  raw_name: z.string(),
  /** How often imports carried the name: once per import and spelling. */
  occurrences: z.number().int(),
  /** Imported shipments that still carry the name without a carrier. */
  shipments: z.number().int(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type TUnmatchedCarrier = z.infer<typeof ZUnmatchedCarrier>;
export const ZListUnmatchedCarriersResponse = listResponse(ZUnmatchedCarrier);
export type TListUnmatchedCarriersResponse = z.infer<typeof ZListUnmatchedCarriersResponse>;

/** Maps an unmatched name to an existing carrier, or to a carrier created under a new name. */
export const ZUnmatchedCarrierDetectorBody = z
  .object({
    carrier_id: ZId.nullable().default(null),
    new_carrier_name: z.string().trim().max(120).nullable().default(null),
    match: z.enum(DETECTOR_MATCHES).default('exact'),
  })
  .superRefine((body, context) => {
    if (body.carrier_id === null && !body.new_carrier_name) {
      context.addIssue({ code: 'custom', path: ['carrier_id'], message: 'validation.required' });
    }
    if (body.carrier_id !== null && body.new_carrier_name) {
      context.addIssue({ code: 'custom', path: ['new_carrier_name'], message: 'validation.carrier_choice' });
    }
  });
export type TUnmatchedCarrierDetectorBody = z.infer<typeof ZUnmatchedCarrierDetectorBody>;
export type TUnmatchedCarrierDetectorBodyInput = z.input<typeof ZUnmatchedCarrierDetectorBody>;

export const ZUnmatchedCarrierDetectorSaved = ZCarrierDetectorSaved.extend({ carrier: ZAdminCarrier });
export type TUnmatchedCarrierDetectorSaved = z.infer<typeof ZUnmatchedCarrierDetectorSaved>;

/** Logo files a carrier may have, and their largest size. */
export const CARRIER_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif'] as const;
export const CARRIER_LOGO_MAX_BYTES = 1024 * 1024;
