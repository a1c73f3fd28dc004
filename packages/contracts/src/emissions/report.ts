import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { ZFormId, ZFormInt } from '../common/numbers';
import { LIST_PAGE_SIZE_MAX, TABLE_PAGE_SIZE_DEFAULT } from '../constants';
import { ZIsoDate } from '../quotes/price-calculation';
import { DATA_QUALITIES, EMISSION_MODES, SHIPMENT_EMISSIONS_ERRORS } from './emissions';

/**
 * Emissions reporting: the figures of the shipments of the sites acted as, for a period, by
 * month, mode, carrier and lane, per shipment, and as a GRI 305 / ISO 14083 report.
 */

/** Where a reported shipment comes from: booked in the portal, or booked elsewhere and brought in. */
export const EMISSION_SOURCES = ['booked', 'outside'] as const;
export type EmissionSource = (typeof EMISSION_SOURCES)[number];

/** GHG Protocol scope 3 categories of transport: 4 upstream, 9 downstream. */
export const SCOPE3_CATEGORIES = [4, 9] as const;
export type Scope3Category = (typeof SCOPE3_CATEGORIES)[number];

/** Months a report covers when no period is chosen. */
export const EMISSIONS_DEFAULT_MONTHS = 12;
/** The longest period one request may cover. */
export const EMISSIONS_PERIOD_MAX_DAYS = 3_700;
/** Bars a chart by carrier or lane shows; the rest are summed as one. */
export const EMISSIONS_CHART_TOP = 10;

/** One value or several, as a query string repeats a key. */
const many = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max, { message: 'validation.too_big' })])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .optional();

const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
  .transform((value) => value.toUpperCase());

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const filterFields = {
  /** First day, inclusive; by default the first day of the month eleven months back. */
  from: ZIsoDate.optional(),
  /** Last day, inclusive; by default today. */
  to: ZIsoDate.optional(),
  site_id: many(ZFormId, 500),
  carrier: many(z.string().trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' }), 100),
  mode: many(z.enum(EMISSION_MODES), EMISSION_MODES.length),
  origin_country: many(ZCountry, 250),
  destination_country: many(ZCountry, 250),
  source: many(z.enum(EMISSION_SOURCES), EMISSION_SOURCES.length),
  data_quality: many(z.enum(DATA_QUALITIES), DATA_QUALITIES.length),
};

type FilterShape = { from?: string; to?: string };
const checkPeriod = (query: FilterShape, context: z.RefinementCtx) => {
  if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
  else if (query.from && query.to && dayNumber(query.to) - dayNumber(query.from) >= EMISSIONS_PERIOD_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['from'], message: 'validation.emissions_period_too_long' });
};

export const ZEmissionsFilter = z.object(filterFields).strict().superRefine(checkPeriod);
export type TEmissionsFilter = z.output<typeof ZEmissionsFilter>;
export type TEmissionsFilterInput = z.input<typeof ZEmissionsFilter>;

export const EMISSIONS_SORT_KEYS = ['shipment_date', 'shipment_number', 'carrier_name', 'mode', 'co2e_wtw_kg', 'tkm', 'intensity'] as const;

export const ZEmissionsShipmentsQuery = z
  .object({
    ...filterFields,
    sortKey: z.enum(EMISSIONS_SORT_KEYS, { message: 'validation.invalid_value' }).default('shipment_date'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    page: ZFormInt.min(1).default(1),
    pageSize: ZFormInt.min(1).max(LIST_PAGE_SIZE_MAX).default(TABLE_PAGE_SIZE_DEFAULT),
  })
  .strict()
  .superRefine(checkPeriod);
export type TEmissionsShipmentsQuery = z.output<typeof ZEmissionsShipmentsQuery>;

export const ZEmissionsModeShiftQuery = z
  .object({
    ...filterFields,
    /** Road shipments longer than this go by rail in the scenario. */
    min_distance_km: ZFormInt.min(0).max(40_000).default(500),
  })
  .strict()
  .superRefine(checkPeriod);
export type TEmissionsModeShiftQuery = z.output<typeof ZEmissionsModeShiftQuery>;

/** The period a figure covers, as the server settled it. */
const ZPeriod = z.object({ from: z.string(), to: z.string() });

/** What the filters can be set to: the values the shipments of the sites acted as have. */
export const ZEmissionsFilterOptions = z.object({
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  carriers: z.array(z.string()),
  modes: z.array(z.enum(EMISSION_MODES)),
  origin_countries: z.array(z.string()),
  destination_countries: z.array(z.string()),
  sources: z.array(z.enum(EMISSION_SOURCES)),
  data_qualities: z.array(z.enum(DATA_QUALITIES)),
  /** The first and last shipment day, to offer a sensible period; null without shipments. */
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
});
export type TEmissionsFilterOptions = z.infer<typeof ZEmissionsFilterOptions>;
export const ZEmissionsFilterOptionsResponse = dataResponse(ZEmissionsFilterOptions);

const ZFigure = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** (value − previous) / previous; null when the previous period had none. */
  change: z.number().nullable(),
});
export type TEmissionsFigure = z.infer<typeof ZFigure>;

/** The headline figures of the filtered shipments, each against the previous period of equal length. */
export const ZEmissionsKpi = z.object({
  period: ZPeriod,
  previous_period: ZPeriod,
  co2e_wtw_kg: ZFigure,
  co2e_ttw_kg: ZFigure,
  tkm: ZFigure,
  /** WTW g CO2e per tonne-km. */
  intensity_g_per_tkm: ZFigure,
  shipments: ZFigure,
  /** Shipments in the period whose emissions could not be computed (not in the sums). */
  not_calculated: z.number().int(),
});
export type TEmissionsKpi = z.infer<typeof ZEmissionsKpi>;
export const ZEmissionsKpiResponse = dataResponse(ZEmissionsKpi);

const ZBucket = z.object({
  key: z.string(),
  co2e_wtw_kg: z.number(),
  co2e_ttw_kg: z.number(),
  tkm: z.number(),
  shipments: z.number().int(),
});
export type TEmissionsBucket = z.infer<typeof ZBucket>;

/** The filtered figures by month (YYYY-MM), mode, carrier and lane (origin–destination country); carriers and lanes are the top ones, the rest as key `other`. */
export const ZEmissionsCharts = z.object({
  period: ZPeriod,
  months: z.array(ZBucket),
  modes: z.array(ZBucket),
  carriers: z.array(ZBucket),
  lanes: z.array(ZBucket),
});
export type TEmissionsCharts = z.infer<typeof ZEmissionsCharts>;
export const ZEmissionsChartsResponse = dataResponse(ZEmissionsCharts);

/** One shipment of the per-shipment table. */
export const ZEmissionsShipmentRow = z.object({
  source: z.enum(EMISSION_SOURCES),
  /** The shipment's page (booked ones); null for a shipment booked elsewhere. */
  uuid: z.string().nullable(),
  shipment_number: z.string(),
  shipment_date: z.string(),
  site_name: z.string().nullable(),
  carrier_name: z.string().nullable(),
  mode: z.enum(EMISSION_MODES).nullable(),
  origin_country: z.string().nullable(),
  destination_country: z.string().nullable(),
  scope3_category: z.union([z.literal(4), z.literal(9)]),
  distance_km: z.number().nullable(),
  tkm: z.number().nullable(),
  co2e_wtw_kg: z.number().nullable(),
  co2e_ttw_kg: z.number().nullable(),
  intensity_g_per_tkm: z.number().nullable(),
  data_quality: z.enum(DATA_QUALITIES).nullable(),
  factor_set: z.string().nullable(),
  error_reason: z.enum(SHIPMENT_EMISSIONS_ERRORS).nullable(),
});
export type TEmissionsShipmentRow = z.infer<typeof ZEmissionsShipmentRow>;
export const ZEmissionsShipmentsResponse = listResponse(ZEmissionsShipmentRow);
export type TEmissionsShipmentsResponse = z.infer<typeof ZEmissionsShipmentsResponse>;

/** What moving long road shipments to rail would save, from the same factor sets. */
export const ZEmissionsModeShift = z.object({
  min_distance_km: z.number().int(),
  /** Road shipments above the distance, their tonne-km and WTW CO2e as they went. */
  shipments: z.number().int(),
  tkm: z.number(),
  road_co2e_wtw_kg: z.number(),
  /** The same tonne-km by rail. */
  rail_co2e_wtw_kg: z.number(),
  saved_co2e_wtw_kg: z.number(),
  /** Saved against the WTW of all filtered shipments, as a fraction. */
  saved_share: z.number().nullable(),
});
export type TEmissionsModeShift = z.infer<typeof ZEmissionsModeShift>;
export const ZEmissionsModeShiftResponse = dataResponse(ZEmissionsModeShift);

export const GRI_REPORT_FORMATS = ['xlsx', 'pdf'] as const;

/** The GRI report's scope: the whole organization, or chosen sites of it. */
export const ZGriReportQuery = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    site_id: many(ZFormId, 500),
  })
  .strict()
  .superRefine(checkPeriod);
export type TGriReportQuery = z.output<typeof ZGriReportQuery>;

export const ZGriReportExportQuery = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    site_id: many(ZFormId, 500),
    format: z.enum(GRI_REPORT_FORMATS, { message: 'validation.invalid_value' }).default('xlsx'),
  })
  .strict()
  .superRefine(checkPeriod);
export type TGriReportExportQuery = z.output<typeof ZGriReportExportQuery>;

const ZTotals = z.object({
  co2e_wtw_kg: z.number(),
  co2e_ttw_kg: z.number(),
  co2e_wtt_kg: z.number(),
  tkm: z.number(),
  shipments: z.number().int(),
});
export type TGriTotals = z.infer<typeof ZTotals>;

/** A GRI 305 / ISO 14083 report: figures in tonnes would lose the small shipments, so kg. */
export const ZGriReport = z.object({
  organization: z.string(),
  /** The sites reported on; all sites of the organization the user may act as when none was chosen. */
  sites: z.array(z.string()),
  scope: z.enum(['organization', 'sites']),
  period: ZPeriod,
  generated_at: z.string(),
  totals: ZTotals,
  by_mode: z.array(ZTotals.extend({ mode: z.enum(EMISSION_MODES) })),
  by_category: z.array(ZTotals.extend({ category: z.union([z.literal(4), z.literal(9)]) })),
  by_source: z.array(ZTotals.extend({ source: z.enum(EMISSION_SOURCES) })),
  factor_sets: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      citation: z.string().nullable(),
      licence: z.string().nullable(),
      shipments: z.number().int(),
      co2e_wtw_kg: z.number(),
    }),
  ),
  data_quality: z.array(z.object({ quality: z.enum(DATA_QUALITIES), shipments: z.number().int(), co2e_wtw_kg: z.number() })),
  /** Share of WTW CO2e calculated from carriers' primary data, as a fraction; null without emissions. */
  primary_share: z.number().nullable(),
  exclusions: z.array(z.object({ reason: z.enum(SHIPMENT_EMISSIONS_ERRORS), shipments: z.number().int() })),
  /** The methodology as paragraphs, in the reader's language. */
  methodology: z.array(z.string()),
});
export type TGriReport = z.infer<typeof ZGriReport>;
export const ZGriReportResponse = dataResponse(ZGriReport);
