import { z } from 'zod';
import { dataResponse } from '../common/list';
import { ZFormId } from '../common/numbers';
import { ZIsoDate } from '../quotes/price-calculation';
import type { ApplicationKey } from '../access';

/**
 * Built-in analytics: figures of the shipments of the sites acted as, summed from the portal's
 * own data. One catalogue of dimensions and measures serves both the dashboards and any query
 * composed from them (a query = measures + dimensions + filters).
 */

/** How the period dimension groups days. */
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/**
 * What figures can be grouped by. `period` is the shipment day (booked, else created) grouped by
 * the interval and named by its first day; `lane` is 'origin country-destination country';
 * `exception_type` groups the exception measures only; `emission_source` (booked here or brought
 * in from a workbook) groups the footprint measures only, whose `mode` is the emission mode.
 * `supplier` (its id) and `purchase_status` (the order's status as the order list shows it) group
 * the purchase measures only, whose `period` is the day the order was made and `site` its site.
 */
export const ANALYTICS_DIMENSIONS = [
  'period',
  'site',
  'carrier',
  'mode',
  'lane',
  'direction',
  'currency',
  'exception_type',
  'emission_source',
  'supplier',
  'purchase_status',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/**
 * What can be summed or derived. Prices are in the currency's minor unit (öre, cent) like a
 * shipment's price; shares are 0–1; lead times in whole days; CO2e in kg.
 */
export const ANALYTICS_MEASURES = [
  'shipments',
  'delivered',
  /** Delivered shipments that had a promised delivery date. */
  'promised',
  'on_time',
  'late',
  'on_time_share',
  'lead_time_avg',
  'lead_time_p50',
  'lead_time_p90',
  'chargeable_kg',
  'priced',
  'booked_price',
  'price_per_shipment',
  'price_per_kg',
  'quoted',
  'quoted_price',
  /** Of shipments with both prices: (booked − quoted) / quoted. */
  'price_against_quote',
  'exceptions',
  /** Shipments with an exception, per shipment. */
  'exception_rate',
  'co2e_kg',
  /** CO2e per shipment with an emissions figure. */
  'co2e_per_shipment',
  /**
   * The transport footprint of the emissions application, of booked and brought-in shipments,
   * summed by whole months: CO2e well-to-wheel, split into tank-to-wheel and well-to-tank, in kg.
   */
  'footprint_co2e_kg',
  'footprint_ttw_kg',
  'footprint_wtt_kg',
  'footprint_tkm',
  /** g CO2e (well-to-wheel) per tonne-km. */
  'footprint_intensity',
  /** Shipments whose footprint was calculated. */
  'footprint_shipments',
  /**
   * Purchase orders of the sites with the purchase application, by the day they were made;
   * drafts are not orders yet and never count. Values are in the currency's minor unit.
   */
  'purchase_orders',
  /** The line amounts of orders not cancelled. */
  'purchase_order_value',
  /**
   * Order lines whose goods the supplier was due to hand over: picked up, or still waiting after
   * their cargo-ready date (the confirmed one, else the one asked for). On time when first picked
   * up by that date.
   */
  'purchase_lines_due',
  'purchase_lines_on_time',
  'purchase_lines_late',
  'purchase_on_time_share',
  /** Of orders sent or confirmed: what is not yet received, by value (pro rata to each line) and quantity. */
  'purchase_open_value',
  'purchase_open_quantity',
  /** Lines of orders sent or confirmed not shipped by their cargo-ready date or not received by the must-arrive-by date. */
  'purchase_overdue_lines',
  /** Days from the order to its lines' first pickup, the supplier's part of the lead time. */
  'purchase_lead_time_avg',
] as const;
export type AnalyticsMeasure = (typeof ANALYTICS_MEASURES)[number];

/**
 * Which way a measure is better, for colouring its trend: up (more on time) or down (less
 * lead time, cost, exceptions or CO2e). Measures of volume are neither.
 */
export const ANALYTICS_MEASURE_BETTER: Partial<Record<AnalyticsMeasure, 'up' | 'down'>> = {
  on_time: 'up',
  on_time_share: 'up',
  late: 'down',
  lead_time_avg: 'down',
  lead_time_p50: 'down',
  lead_time_p90: 'down',
  price_per_shipment: 'down',
  price_per_kg: 'down',
  price_against_quote: 'down',
  exceptions: 'down',
  exception_rate: 'down',
  co2e_kg: 'down',
  co2e_per_shipment: 'down',
  footprint_co2e_kg: 'down',
  footprint_ttw_kg: 'down',
  footprint_wtt_kg: 'down',
  footprint_intensity: 'down',
  purchase_lines_on_time: 'up',
  purchase_lines_late: 'down',
  purchase_on_time_share: 'up',
  purchase_overdue_lines: 'down',
  purchase_lead_time_avg: 'down',
};

/** Months the figures cover when no period is chosen (this month and the eleven before). */
export const ANALYTICS_DEFAULT_MONTHS = 12;
export const ANALYTICS_PERIOD_MAX_DAYS = 3_700;
/** Groups a query may answer; a dimension with more values is cut to those with the most shipments. */
export const ANALYTICS_ROWS_MAX = 5_000;

const many = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max, { message: 'validation.too_big' })])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .optional();

const ZName = z.string().trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' });
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const analyticsFilterFields = {
  /** First shipment day, inclusive; by default the first day of the month eleven months back. */
  from: ZIsoDate.optional(),
  /** Last shipment day, inclusive; by default today. */
  to: ZIsoDate.optional(),
  interval: z.enum(ANALYTICS_INTERVALS, { message: 'validation.invalid_value' }).default('month'),
  site_id: many(ZFormId, 500),
  carrier: many(ZName, 100),
  mode: many(ZName, 50),
  lane: many(ZName, 500),
  direction: many(z.enum(['inbound', 'outbound'], { message: 'validation.invalid_value' }), 2),
  currency: many(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, { message: 'validation.invalid_value' }),
    50,
  ),
};

type PeriodShape = { from?: string; to?: string };
export const checkAnalyticsPeriod = (query: PeriodShape, context: z.RefinementCtx) => {
  if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
  else if (query.from && query.to && dayNumber(query.to) - dayNumber(query.from) >= ANALYTICS_PERIOD_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['from'], message: 'validation.analytics_period_too_long' });
};

/** The filters every dashboard and query takes. */
export const ZAnalyticsFilter = z.object(analyticsFilterFields).strict().superRefine(checkAnalyticsPeriod);
export type TAnalyticsFilter = z.output<typeof ZAnalyticsFilter>;
export type TAnalyticsFilterInput = z.input<typeof ZAnalyticsFilter>;

const commaList = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { message: 'validation.invalid_value' })).max(max, { message: 'validation.too_big' }));

/** `GET /api/reports/query`: measures (at least one) by dimensions, under the filters. */
export const ZAnalyticsQuery = z
  .object({
    ...analyticsFilterFields,
    measures: commaList(ANALYTICS_MEASURES, ANALYTICS_MEASURES.length).refine((list) => list.length > 0, {
      message: 'validation.required',
    }),
    dimensions: commaList(ANALYTICS_DIMENSIONS, 3).default([]),
  })
  .strict()
  .superRefine(checkAnalyticsPeriod);
export type TAnalyticsQuery = z.output<typeof ZAnalyticsQuery>;
export type TAnalyticsQueryInput = z.input<typeof ZAnalyticsQuery>;

/** One group: its dimension values (empty text when unknown) and its measures (null when undefined, such as a share of nothing). */
export const ZAnalyticsRow = z.object({
  keys: z.record(z.string(), z.string()),
  values: z.record(z.string(), z.number().nullable()),
});
export type TAnalyticsRow = z.infer<typeof ZAnalyticsRow>;

export const ZAnalyticsResult = z.object({
  period: z.object({ from: z.string(), to: z.string(), interval: z.enum(ANALYTICS_INTERVALS) }),
  dimensions: z.array(z.enum(ANALYTICS_DIMENSIONS)),
  measures: z.array(z.enum(ANALYTICS_MEASURES)),
  rows: z.array(ZAnalyticsRow),
});
export type TAnalyticsResult = z.infer<typeof ZAnalyticsResult>;
export const ZAnalyticsResultResponse = dataResponse(ZAnalyticsResult);

/** The built-in dashboards and their endpoints under /api/reports (SPEC §7). */
export const ANALYTICS_DASHBOARDS = ['consignments', 'leadtime', 'cost', 'emissions', 'footprint', 'purchase/orders'] as const;
export type AnalyticsDashboard = (typeof ANALYTICS_DASHBOARDS)[number];

/**
 * Dashboards of another capability, offered only to users with its application on a site acted
 * as and its permission; their figures count only the sites with the application.
 */
export const ANALYTICS_DASHBOARD_ACCESS: Partial<Record<AnalyticsDashboard, { application: ApplicationKey; permission: string }>> = {
  footprint: { application: 'emissions', permission: 'transport.emissions' },
  'purchase/orders': { application: 'purchase', permission: 'purchase' },
};

/** Trend of a figure against the previous period (SPEC §3): none when equal or nothing to compare with. */
export const ZAnalyticsTrend = z.enum(['UP', 'DOWN']).nullable();
export type TAnalyticsTrend = z.infer<typeof ZAnalyticsTrend>;

/** A headline figure of a dashboard: the period's value, the previous period's, and which way it went. */
export const ZAnalyticsTile = z.object({
  measure: z.enum(ANALYTICS_MEASURES),
  value: z.number().nullable(),
  previous: z.number().nullable(),
  trend: ZAnalyticsTrend,
});
export type TAnalyticsTile = z.infer<typeof ZAnalyticsTile>;

/** One chart of a dashboard: the query it answers and its rows. */
export const ZAnalyticsChart = z.object({
  key: z.string(),
  dimensions: z.array(z.enum(ANALYTICS_DIMENSIONS)),
  measures: z.array(z.enum(ANALYTICS_MEASURES)),
  rows: z.array(ZAnalyticsRow),
});
export type TAnalyticsChart = z.infer<typeof ZAnalyticsChart>;

export const ZAnalyticsDashboard = z.object({
  dashboard: z.enum(ANALYTICS_DASHBOARDS),
  period: ZAnalyticsResult.shape.period,
  charts: z.array(ZAnalyticsChart),
  /** The currency prices or order values are summed in (cost and purchase dashboards): the one chosen, else the most used. */
  currency: z.string().nullable(),
  /** The lead-time distribution (leadtime dashboard): shipments per bucket of LEAD_TIME_BUCKETS. */
  histogram: z.array(z.number().int()).optional(),
  /** The headline figures, each against the previous period of equal length. */
  tiles: z.array(ZAnalyticsTile),
  previous_period: z.object({ from: z.string(), to: z.string() }),
});
export type TAnalyticsDashboard = z.infer<typeof ZAnalyticsDashboard>;
export const ZAnalyticsDashboardResponse = dataResponse(ZAnalyticsDashboard);

/** `GET /api/reports/{dashboard}/export?chart=key&…filters` (a dashboard may be two segments, `purchase/orders`): one chart's rows as .xlsx. */
export const ZAnalyticsExportQuery = z
  .object({ ...analyticsFilterFields, chart: z.string().trim().min(1, { message: 'validation.required' }).max(60) })
  .strict()
  .superRefine(checkAnalyticsPeriod);
export type TAnalyticsExportQuery = z.output<typeof ZAnalyticsExportQuery>;

/** What the filters offer: values found in the rollups of the sites acted as. */
export const ZAnalyticsFilterOptions = z.object({
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  carriers: z.array(z.string()),
  modes: z.array(z.string()),
  lanes: z.array(z.string()),
  currencies: z.array(z.string()),
  /** The organization's suppliers, for users with the purchase permission, to name the supplier dimension's values. */
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TAnalyticsFilterOptions = z.infer<typeof ZAnalyticsFilterOptions>;
export const ZAnalyticsFilterOptionsResponse = dataResponse(ZAnalyticsFilterOptions);
