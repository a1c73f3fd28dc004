import { z } from 'zod';
import { dataResponse } from '../common/list';

/**
 * Transport emissions to ISO 14083 and the GLEC Framework. A transport chain is legs (moved
 * goods, tonne-km) and hubs (handled goods, tonnes); each is reported well to wheel (WTW) and tank
 * to wheel (TTW), WTT being their difference. Masses are kg, distances km, CO2e kg.
 */

/** Modes an emission factor is published for; courier and express services run on road or air. */
export const EMISSION_MODES = ['road', 'rail', 'sea', 'inland_waterway', 'air'] as const;
export type EmissionMode = (typeof EMISSION_MODES)[number];

/**
 * What a distance or an intensity's tonne-km are measured on: the shortest feasible distance of a
 * surface mode, the great-circle distance of a flight, or the distance actually travelled.
 */
export const DISTANCE_BASES = ['sfd', 'gcd', 'actual'] as const;
export type DistanceBasis = (typeof DISTANCE_BASES)[number];

/** How a leg's distance came about. */
export const DISTANCE_METHODS = ['given', 'great_circle', 'great_circle_detour'] as const;
export type DistanceMethod = (typeof DISTANCE_METHODS)[number];

/** ISO 14083's order of preference: a carrier's primary data beats modelled, modelled beats default. */
export const DATA_QUALITIES = ['primary', 'modelled', 'default'] as const;
export type DataQuality = (typeof DATA_QUALITIES)[number];

export const HUB_TYPES = ['transshipment', 'warehouse', 'sea_terminal', 'air_terminal'] as const;
export type HubType = (typeof HUB_TYPES)[number];

/** Bounds of one shipment's figures; beyond them a value is a typing error, not a shipment. */
export const EMISSIONS_LIMITS = {
  mass_kg: 10_000_000,
  distance_km: 40_100,
  intensity_g_per_tkm: 100_000,
  intensity_kg_per_t: 10_000,
  fuel_litres: 10_000_000,
  legs: 20,
  hubs: 20,
} as const;

const positive = (max: number) => z.number().positive({ message: 'validation.positive' }).max(max, { message: 'validation.too_large' });

const ZIata = z.object({
  iata: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.iata' })
    .transform((value) => value.toUpperCase()),
});
const ZUnlocode = z.object({
  unlocode: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { message: 'validation.unlocode' })),
});
const ZCity = z.object({
  countrycode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
    .transform((value) => value.toUpperCase()),
  city: z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.too_long' }),
});
const ZCoordinates = z.object({
  lat: z.number().min(-90, { message: 'validation.latitude' }).max(90, { message: 'validation.latitude' }),
  lon: z.number().min(-180, { message: 'validation.longitude' }).max(180, { message: 'validation.longitude' }),
});

/** A place without an address network: an airport, a sea port, a city or a point. */
export const ZEmissionsPlace = z.union([ZIata.strict(), ZUnlocode.strict(), ZCity.strict(), ZCoordinates.strict()], {
  error: 'validation.emissions_place',
});
export type TEmissionsPlace = z.infer<typeof ZEmissionsPlace>;

export const ZEmissionsLegInput = z.object({
  mode: z.enum(EMISSION_MODES),
  mass_kg: positive(EMISSIONS_LIMITS.mass_kg),
  /** The leg's distance on its mode's basis (shortest feasible, great circle for air); else from the places. */
  distance_km: positive(EMISSIONS_LIMITS.distance_km).optional(),
  from: ZEmissionsPlace.optional(),
  to: ZEmissionsPlace.optional(),
  vehicle_class: z.string().trim().min(1).max(40).optional(),
  region: z.string().trim().min(1).max(10).optional(),
  /** WTW g CO2e per tonne-km of the leg's distance basis, overriding the factor lookup. */
  intensity_g_per_tkm: positive(EMISSIONS_LIMITS.intensity_g_per_tkm).optional(),
  /** Fuel the vehicle burnt on the leg, as a carrier reports it; `fuel` names it. */
  fuel_litres: positive(EMISSIONS_LIMITS.fuel_litres).optional(),
  fuel: z.string().trim().min(1).max(40).optional(),
  /** Everything the vehicle carried on the leg, when the fuel was shared with other goods. */
  vehicle_load_kg: positive(EMISSIONS_LIMITS.mass_kg).optional(),
});
export type TEmissionsLegInput = z.infer<typeof ZEmissionsLegInput>;

export const ZEmissionsHubInput = z.object({
  mass_kg: positive(EMISSIONS_LIMITS.mass_kg),
  type: z.enum(HUB_TYPES).optional(),
  intensity_kg_per_t: positive(EMISSIONS_LIMITS.intensity_kg_per_t).optional(),
});
export type TEmissionsHubInput = z.infer<typeof ZEmissionsHubInput>;

export const ZEmissionsCalculateBody = z.object({
  legs: z
    .array(ZEmissionsLegInput)
    .min(1, { message: 'validation.emissions_no_legs' })
    .max(EMISSIONS_LIMITS.legs, { message: 'validation.too_big' }),
  hubs: z.array(ZEmissionsHubInput).max(EMISSIONS_LIMITS.hubs, { message: 'validation.too_big' }).default([]),
});
export type TEmissionsCalculateBody = z.input<typeof ZEmissionsCalculateBody>;
export type TEmissionsCalculateRequest = z.output<typeof ZEmissionsCalculateBody>;

/** Where a figure's intensity came from, so a reviewer can trace it. */
export const ZEmissionsFactorUsed = z.object({
  /** `factor_set` for a published set, `given` for the caller's intensity, `fuel` for reported fuel. */
  kind: z.enum(['factor_set', 'given', 'fuel']),
  /** The publication's own name of the figure; null for an intensity the caller gave. */
  label: z.string().nullable(),
  set_name: z.string().nullable(),
  set_version: z.string().nullable(),
  source: z.string().nullable(),
  licence: z.string().nullable(),
  /** Per tonne-km (legs), per tonne (hubs) or per litre or kg of fuel, WTW and TTW; TTW null when not known. */
  wtw: z.number(),
  ttw: z.number().nullable(),
  unit: z.enum(['g_per_tkm', 'kg_per_t', 'kg_per_litre', 'kg_per_kg']),
  distance_basis: z.enum(DISTANCE_BASES).nullable(),
  data_quality: z.enum(DATA_QUALITIES),
});
export type TEmissionsFactorUsed = z.infer<typeof ZEmissionsFactorUsed>;

/** A place as the gazetteer located it. */
export const ZEmissionsLocatedPlace = z.object({
  kind: z.enum(['airport', 'seaport', 'city', 'point']),
  name: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type TEmissionsLocatedPlace = z.infer<typeof ZEmissionsLocatedPlace>;

export const ZEmissionsLegResult = z.object({
  mode: z.enum(EMISSION_MODES),
  mass_kg: z.number(),
  /** The places the distance was measured between; null when the distance was given. */
  from: ZEmissionsLocatedPlace.nullable(),
  to: ZEmissionsLocatedPlace.nullable(),
  distance_km: z.number(),
  distance_basis: z.enum(DISTANCE_BASES),
  distance_method: z.enum(DISTANCE_METHODS),
  /** The surface detour applied to a great-circle distance, when the distance was modelled. */
  detour_factor: z.number().nullable(),
  /** ISO 14083's distance adjustment applied because the factor is per actual tonne-km. */
  distance_adjustment: z.object({ kind: z.enum(['multiply', 'add_km']), value: z.number() }).nullable(),
  tkm: z.number(),
  /** Share of the vehicle's fuel allocated to these goods by mass; 1 when not shared. */
  allocation_share: z.number().nullable(),
  co2e_wtw_kg: z.number(),
  co2e_ttw_kg: z.number().nullable(),
  co2e_wtt_kg: z.number().nullable(),
  /** WTW grams per tonne-km of the leg's own distance basis. */
  intensity_g_per_tkm: z.number(),
  factor: ZEmissionsFactorUsed,
});
export type TEmissionsLegResult = z.infer<typeof ZEmissionsLegResult>;

export const ZEmissionsHubResult = z.object({
  type: z.enum(HUB_TYPES).nullable(),
  mass_kg: z.number(),
  co2e_wtw_kg: z.number(),
  co2e_ttw_kg: z.number().nullable(),
  co2e_wtt_kg: z.number().nullable(),
  factor: ZEmissionsFactorUsed,
});
export type TEmissionsHubResult = z.infer<typeof ZEmissionsHubResult>;

export const ZEmissionsTotals = z.object({
  co2e_wtw_kg: z.number(),
  /** Null when an element's TTW share is unknown (an intensity given as WTW only). */
  co2e_ttw_kg: z.number().nullable(),
  co2e_wtt_kg: z.number().nullable(),
  tkm: z.number(),
  /** Leg emissions (hubs excluded) per tonne-km. */
  intensity_g_per_tkm: z.number().nullable(),
});
export type TEmissionsTotals = z.infer<typeof ZEmissionsTotals>;

export const ZEmissionsCalculation = z.object({
  legs: z.array(ZEmissionsLegResult),
  hubs: z.array(ZEmissionsHubResult),
  totals: ZEmissionsTotals,
});
export type TEmissionsCalculation = z.infer<typeof ZEmissionsCalculation>;

export const ZEmissionsCalculationResponse = dataResponse(ZEmissionsCalculation);
export type TEmissionsCalculationResponse = z.infer<typeof ZEmissionsCalculationResponse>;

/** A factor set a caller's calculations may draw on: the platform's or the organization's own. */
export const ZEmissionFactorSet = z.object({
  id: z.number().int(),
  scope: z.enum(['platform', 'organization']),
  name: z.string(),
  version: z.string(),
  citation: z.string(),
  licence: z.string(),
  data_quality: z.enum(DATA_QUALITIES),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  is_default: z.boolean(),
  /** When the set was retired: kept for the records that cite it, never used again. */
  retired_at: z.string().nullable(),
  factor_count: z.number().int(),
});
export type TEmissionFactorSet = z.infer<typeof ZEmissionFactorSet>;

export const ZListEmissionFactorSetsResponse = dataResponse(z.array(ZEmissionFactorSet));
export type TListEmissionFactorSetsResponse = z.infer<typeof ZListEmissionFactorSetsResponse>;

/** Where a shipment's sender or receiver was placed: its own city, or the country's capital when the city is not found. */
export const SHIPMENT_PLACE_RESOLUTIONS = ['city', 'capital'] as const;

export const ZShipmentEmissionsPlace = z.object({
  countrycode: z.string(),
  /** The city and postcode as the shipment names them. */
  city: z.string().nullable(),
  zip: z.string().nullable(),
  resolution: z.enum(SHIPMENT_PLACE_RESOLUTIONS),
  located: ZEmissionsLocatedPlace,
});
export type TShipmentEmissionsPlace = z.infer<typeof ZShipmentEmissionsPlace>;

/**
 * How a shipment's transport mode became an emission mode: as booked, or a courier or express
 * parcel taken to travel by van, the vehicle such services collect and deliver with.
 */
export const SHIPMENT_MODE_BASES = ['as_booked', 'parcel_van'] as const;

/** Why a shipment's emissions could not be computed. */
export const SHIPMENT_EMISSIONS_ERRORS = [
  'no_mode',
  'multimodal',
  'no_weight',
  'no_country',
  'place_unknown',
  'no_factor',
  'no_distance',
] as const;
export type ShipmentEmissionsError = (typeof SHIPMENT_EMISSIONS_ERRORS)[number];

/**
 * A shipment's emission record: its inputs (mode, actual mass, places), the calculation with every
 * leg's distance, basis and factor, and the record's data quality; or why it could not be computed.
 */
export const ZShipmentEmissions = z.object({
  status: z.enum(['calculated', 'failed']),
  error: z.object({ reason: z.enum(SHIPMENT_EMISSIONS_ERRORS), side: z.enum(['from', 'to']).nullable() }).nullable(),
  transport_mode: z.string().nullable(),
  mode: z.enum(EMISSION_MODES).nullable(),
  mode_basis: z.enum(SHIPMENT_MODE_BASES).nullable(),
  /** The goods' actual mass, as ISO 14083 allocates by (not the chargeable weight a price uses). */
  mass_kg: z.number().nullable(),
  from: ZShipmentEmissionsPlace.nullable(),
  to: ZShipmentEmissionsPlace.nullable(),
  calculation: ZEmissionsCalculation.nullable(),
  /** The weakest of the factors' and the places' quality. */
  data_quality: z.enum(DATA_QUALITIES).nullable(),
  calculated_at: z.string(),
});
export type TShipmentEmissions = z.infer<typeof ZShipmentEmissions>;

export const ZShipmentEmissionsResponse = dataResponse(ZShipmentEmissions);
export type TShipmentEmissionsResponse = z.infer<typeof ZShipmentEmissionsResponse>;
