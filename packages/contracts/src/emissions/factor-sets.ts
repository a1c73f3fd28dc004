import { z } from 'zod';
import { dataResponse } from '../common/list';
import { ZFormId } from '../common/numbers';
import { DATA_QUALITIES, DISTANCE_BASES, EMISSION_MODES, HUB_TYPES, ZEmissionFactorSet } from './emissions';

/**
 * Managing emission factor sets: a god user keeps the platform's, an organization admin the
 * organization's own (for example GLEC defaults it holds a licence for, or a carrier's primary
 * data) and maps them to carriers and carrier services.
 */

export const EMISSION_FACTOR_KINDS = ['leg', 'hub', 'fuel'] as const;
export type EmissionFactorKind = (typeof EMISSION_FACTOR_KINDS)[number];

export const EMISSION_FACTOR_UNITS = ['g_per_tkm', 'kg_per_t', 'kg_per_litre', 'kg_per_kg'] as const;
export type EmissionFactorUnit = (typeof EMISSION_FACTOR_UNITS)[number];

/** Bounds of one figure; beyond them a value is a typing error. */
export const EMISSION_FACTOR_MAX = 100_000;

const text = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.too_long' });
/** An optional dimension: empty means the average over it. */
const dimension = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .nullish()
    .transform((value) => value || null);
const figure = z
  .number({ message: 'validation.number' })
  .min(0, { message: 'validation.emission_factor_negative' })
  .max(EMISSION_FACTOR_MAX, { message: 'validation.too_large' });
const day = z.iso.date({ message: 'validation.date' });

/** One figure as entered or imported; the rules across fields are the domain's factorProblems. */
export const ZEmissionFactorBody = z.object({
  kind: z.enum(EMISSION_FACTOR_KINDS, { message: 'validation.required' }),
  label: text(200),
  mode: z
    .enum(EMISSION_MODES, { message: 'validation.invalid' })
    .nullish()
    .transform((value) => value ?? null),
  vehicle_class: dimension(40),
  fuel: dimension(40),
  region: dimension(10),
  hub_type: z
    .enum(HUB_TYPES, { message: 'validation.invalid' })
    .nullish()
    .transform((value) => value ?? null),
  unit: z.enum(EMISSION_FACTOR_UNITS, { message: 'validation.required' }),
  /** Legs: g CO2e per tonne-km of the distance basis; hubs: kg per tonne; fuels: kg per litre or kg. */
  wtw: figure,
  ttw: figure,
  distance_basis: z
    .enum(DISTANCE_BASES, { message: 'validation.invalid' })
    .nullish()
    .transform((value) => value ?? null),
});
export type TEmissionFactorBody = z.output<typeof ZEmissionFactorBody>;
export type TEmissionFactorInput = z.input<typeof ZEmissionFactorBody>;

export const ZEmissionFactor = z.object({
  id: z.number().int(),
  kind: z.enum(EMISSION_FACTOR_KINDS),
  label: z.string(),
  mode: z.enum(EMISSION_MODES).nullable(),
  vehicle_class: z.string().nullable(),
  fuel: z.string().nullable(),
  region: z.string().nullable(),
  hub_type: z.enum(HUB_TYPES).nullable(),
  unit: z.enum(EMISSION_FACTOR_UNITS),
  wtw: z.number(),
  ttw: z.number(),
  distance_basis: z.enum(DISTANCE_BASES).nullable(),
});
export type TEmissionFactor = z.infer<typeof ZEmissionFactor>;

export const ZEmissionFactorSetBody = z
  .object({
    name: text(120),
    version: text(40),
    source: text(120),
    citation: text(1000),
    licence: text(200),
    data_quality: z.enum(DATA_QUALITIES, { message: 'validation.required' }),
    valid_from: day,
    valid_to: day.nullish().transform((value) => value ?? null),
  })
  .refine((body) => body.valid_to === null || body.valid_from <= body.valid_to, {
    path: ['valid_to'],
    message: 'validation.date_order',
  });
export type TEmissionFactorSetBody = z.output<typeof ZEmissionFactorSetBody>;
export type TEmissionFactorSetInput = z.input<typeof ZEmissionFactorSetBody>;

/** A new version copied from an existing one, figures and all. */
export const ZEmissionFactorSetVersionBody = z.object({ version: text(40) });
export type TEmissionFactorSetVersionBody = z.infer<typeof ZEmissionFactorSetVersionBody>;

/** A carrier, or one of its services, whose shipments an organization calculates with a set. */
export const ZEmissionFactorSetMappingBody = z.object({
  carrier_id: ZFormId,
  carrier_service_id: ZFormId.nullish().transform((value) => value ?? null),
});
export type TEmissionFactorSetMappingBody = z.output<typeof ZEmissionFactorSetMappingBody>;

export const ZEmissionFactorSetMapping = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  carrier_service_id: z.number().int().nullable(),
  carrier_service_name: z.string().nullable(),
});
export type TEmissionFactorSetMapping = z.infer<typeof ZEmissionFactorSetMapping>;

/** A set with its figures, its carrier mappings and the shipments still waiting to be recalculated. */
export const ZEmissionFactorSetDetail = ZEmissionFactorSet.extend({
  source: z.string(),
  factors: z.array(ZEmissionFactor),
  mappings: z.array(ZEmissionFactorSetMapping),
  /** Shipments whose emissions wait to be calculated again after a change (all the caller may manage). */
  pending_recalculations: z.number().int(),
});
export type TEmissionFactorSetDetail = z.infer<typeof ZEmissionFactorSetDetail>;

export const ZEmissionFactorSetDetailResponse = dataResponse(ZEmissionFactorSetDetail);
export type TEmissionFactorSetDetailResponse = z.infer<typeof ZEmissionFactorSetDetailResponse>;

export const ZEmissionFactorSetFactorParams = z.object({ id: ZFormId, factorId: ZFormId });
export const ZEmissionFactorSetMappingParams = z.object({ id: ZFormId, mappingId: ZFormId });

/** The columns of a set's spreadsheet, in order; the import reads them by these headers. */
export const EMISSION_FACTOR_COLUMNS = [
  'kind',
  'label',
  'mode',
  'vehicle_class',
  'fuel',
  'region',
  'hub_type',
  'unit',
  'wtw',
  'ttw',
  'distance_basis',
] as const;
