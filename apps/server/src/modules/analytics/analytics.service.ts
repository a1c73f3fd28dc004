import {
  ANALYTICS_DASHBOARD_ACCESS,
  ANALYTICS_DEFAULT_MONTHS,
  ANALYTICS_ROWS_MAX,
  type AnalyticsDashboard,
  type AnalyticsDimension,
  type AnalyticsMeasure,
  type TAnalyticsChart,
  type TAnalyticsDashboard,
  type TAnalyticsFilter,
  type TAnalyticsFilterOptions,
  type TAnalyticsQuery,
  type TAnalyticsResult,
  type TAnalyticsRow,
  type TAnalyticsTile,
} from '@freight/contracts';
import { previousMonths, previousPeriod, trendAgainst, wholeMonths } from '@freight/domain';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { plainScope, type ShipmentTenancyColumns } from '../../platform/shipment-scope';
import { scopeOf, tenantScope } from '../../platform/tenancy';
import type { ExportColumn } from '../../platform/xlsx-export';
import { interfaceText } from '../translations';
import * as queries from './analytics.queries';
import { figuresNeeded, MEASURES } from './catalogue';

/** A query of the catalogue, as a dashboard chart or a report builder asks it. */
export interface CatalogueQuery {
  measures: readonly AnalyticsMeasure[];
  dimensions: readonly AnalyticsDimension[];
  filter: TAnalyticsFilter;
  /** At most this many groups, those with the largest first measure (not for periods). */
  limit?: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period a filter covers: as given, or this month and the eleven before it, up to today. */
export function periodOf(filter: TAnalyticsFilter): { from: string; to: string } {
  const today = new Date();
  const to = filter.to ?? isoDay(today);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (ANALYTICS_DEFAULT_MONTHS - 1), 1));
  return { from: filter.from ?? (filter.to && filter.to < isoDay(start) ? `${filter.to.slice(0, 7)}-01` : isoDay(start)), to };
}

function sourceFilter(filter: TAnalyticsFilter): queries.SourceFilter {
  return {
    ...periodOf(filter),
    interval: filter.interval,
    siteIds: filter.site_id,
    carriers: filter.carrier,
    modes: filter.mode,
    lanes: filter.lane,
    directions: filter.direction,
    currencies: filter.currency?.map((code) => code.toUpperCase()),
  };
}

/** The first day of every period from `from` to `to`, so a chart over time shows empty periods as empty. */
function periodsOf(from: string, to: string, interval: TAnalyticsFilter['interval']): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  if (interval === 'month') start.setUTCDate(1);
  if (interval === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const periods: string[] = [];
  for (const day = start; isoDay(day) <= to && periods.length < ANALYTICS_ROWS_MAX;) {
    periods.push(isoDay(day));
    if (interval === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
    else day.setUTCDate(day.getUTCDate() + (interval === 'week' ? 7 : 1));
  }
  return periods;
}

/** Sources of another capability's data: only its permission's holders may sum them, in a dashboard or a query of their own. */
const SOURCE_PERMISSIONS: Partial<Record<queries.AnalyticsSource, string>> = { purchase: 'purchase' };

function checkSourceAccess(ctx: SignedInContext, sources: Iterable<queries.AnalyticsSource>) {
  for (const source of sources) {
    const permission = SOURCE_PERMISSIONS[source];
    if (permission && !ctx.actor.isGodUser && !ctx.actor.permissions.has(permission)) throw new ForbiddenError();
  }
}

interface PreparedQuery {
  query: CatalogueQuery;
  /** Base figures the measures need, by source. */
  needed: ReturnType<typeof figuresNeeded>;
  filter: queries.SourceFilter;
}

function prepareQuery(ctx: SignedInContext, query: CatalogueQuery): PreparedQuery {
  const needed = figuresNeeded(query.measures);
  checkSourceAccess(ctx, needed.keys());
  // Footprint figures are kept by month, so a query of them covers whole months, all its figures alike.
  const monthly = needed.has('footprint');
  const filter = sourceFilter(monthly ? { ...query.filter, ...wholeMonths(periodOf(query.filter)) } : query.filter);
  for (const source of needed.keys()) {
    if (!query.dimensions.every((dimension) => queries.sourceSupports(source, dimension))) {
      throw new ValidationError({ dimensions: ['validation.analytics_dimension'] });
    }
  }
  if (monthly && query.dimensions.includes('period') && filter.interval !== 'month') {
    throw new ValidationError({ interval: ['validation.analytics_dimension'] });
  }
  return { query, needed, filter };
}

/**
 * Runs queries of the catalogue for the sites the user acts as: each source sums the base figures
 * the measures need by the dimensions, and the groups are joined and worked out into measures. A
 * measure whose source cannot group by a dimension is refused (422). Queries of one source over
 * one filter, such as a dashboard's charts, are summed in one statement, each its own grouping.
 */
export async function runQueries(deps: AppDeps, ctx: SignedInContext, asked: readonly CatalogueQuery[]): Promise<TAnalyticsResult[]> {
  const prepared = asked.map((query) => prepareQuery(ctx, query));
  const batches = new Map<
    string,
    { source: queries.AnalyticsSource; filter: queries.SourceFilter; sets: AnalyticsDimension[][]; figures: Set<string>; askers: number[] }
  >();
  prepared.forEach(({ query, needed, filter }, index) => {
    for (const [source, figures] of needed) {
      const key = `${source}\u0000${JSON.stringify(filter)}`;
      const batch = batches.get(key) ?? { source, filter, sets: [], figures: new Set(), askers: [] };
      batch.sets.push([...query.dimensions]);
      batch.askers.push(index);
      for (const figure of figures) batch.figures.add(figure);
      batches.set(key, batch);
    }
  });
  const rowsOf = prepared.map(() => [] as Record<string, string | number>[][]);
  await Promise.all(
    [...batches.values()].map(async ({ source, filter, sets, figures, askers }) => {
      // Shipments reach agents and shares; footprint sums and purchase orders are only ever the organization's own sites'.
      const scope = (columns: ShipmentTenancyColumns) =>
        source === 'footprint' || source === 'purchase' ? tenantScope(scopeOf(ctx), columns) : plainScope(ctx, columns);
      const summed = await queries.sumSourceSets(deps.db, source, scope, sets, [...figures], filter);
      askers.forEach((asker, set) => rowsOf[asker]!.push(summed[set]!));
    }),
  );
  return prepared.map((query, index) => resultOf(query, rowsOf[index]!));
}

/** Runs one query of the catalogue (see runQueries). */
export async function runQuery(deps: AppDeps, ctx: SignedInContext, query: CatalogueQuery): Promise<TAnalyticsResult> {
  const [result] = await runQueries(deps, ctx, [query]);
  return result!;
}

/** A query's groups from its sources' rows, worked out into its measures. */
function resultOf({ query, needed, filter }: PreparedQuery, results: readonly Record<string, string | number>[][]): TAnalyticsResult {
  const figuresOfQuery = [...needed.values()].flatMap((figures) => [...figures]);
  const groups = new Map<string, { keys: Record<string, string>; figures: Record<string, number> }>();
  for (const rows of results) {
    for (const row of rows) {
      const keys = Object.fromEntries(query.dimensions.map((dimension, index) => [dimension, String(row[`d${index}`] ?? '')]));
      const id = query.dimensions.map((dimension) => keys[dimension]).join('\u0000');
      const group = groups.get(id) ?? { keys, figures: {} };
      // A batch sums the figures of other queries too; this query's measures read only its own.
      for (const name of figuresOfQuery) if (name in row) group.figures[name] = Number(row[name]);
      groups.set(id, group);
    }
  }
  if (query.dimensions.length === 1 && query.dimensions[0] === 'period') {
    for (const period of periodsOf(filter.from, filter.to, filter.interval)) {
      if (!groups.has(period)) groups.set(period, { keys: { period }, figures: {} });
    }
  }
  const byPeriod = query.dimensions.includes('period');
  let rows: TAnalyticsRow[] = [...groups.values()]
    // Rollup rows left at zero by deletions, and groups of nothing, are not groups a reader wants.
    .filter((group) => byPeriod || Object.values(group.figures).some((value) => value !== 0))
    .map((group) => ({
      keys: group.keys,
      values: Object.fromEntries(query.measures.map((measure) => [measure, MEASURES[measure].value(group.figures)])),
    }));
  const first = query.measures[0]!;
  rows.sort((a, b) =>
    byPeriod
      ? (a.keys.period ?? '').localeCompare(b.keys.period ?? '') || JSON.stringify(a.keys).localeCompare(JSON.stringify(b.keys))
      : (b.values[first] ?? -Infinity) - (a.values[first] ?? -Infinity) || JSON.stringify(a.keys).localeCompare(JSON.stringify(b.keys)),
  );
  rows = rows.slice(0, byPeriod ? ANALYTICS_ROWS_MAX : Math.min(query.limit ?? ANALYTICS_ROWS_MAX, ANALYTICS_ROWS_MAX));
  return {
    period: { from: filter.from, to: filter.to, interval: filter.interval },
    dimensions: [...query.dimensions],
    measures: [...query.measures],
    rows,
  };
}

/** `GET /api/reports/query`. */
export function queryCatalogue(deps: AppDeps, ctx: SignedInContext, query: TAnalyticsQuery) {
  const { measures, dimensions, ...filter } = query;
  return runQuery(deps, ctx, { measures, dimensions, filter });
}

interface ChartDefinition {
  key: string;
  dimensions: AnalyticsDimension[];
  measures: AnalyticsMeasure[];
  limit?: number;
}

/** Bars a chart by carrier or lane shows at most. */
const TOP = 10;

/** The charts of each built-in dashboard, each one query of the catalogue. */
const DASHBOARDS: Record<AnalyticsDashboard, ChartDefinition[]> = {
  consignments: [
    { key: 'volume_by_period', dimensions: ['period'], measures: ['shipments', 'delivered'] },
    { key: 'on_time_by_carrier', dimensions: ['carrier'], measures: ['on_time', 'late', 'on_time_share'], limit: TOP },
    { key: 'volume_by_mode', dimensions: ['mode'], measures: ['shipments'] },
    { key: 'volume_by_carrier', dimensions: ['carrier'], measures: ['shipments'], limit: TOP },
    { key: 'volume_by_lane', dimensions: ['lane'], measures: ['shipments'], limit: TOP },
    { key: 'exception_rate_by_carrier', dimensions: ['carrier'], measures: ['exception_rate', 'exceptions'], limit: TOP },
    { key: 'exceptions_by_type', dimensions: ['exception_type'], measures: ['exceptions'] },
  ],
  leadtime: [
    {
      key: 'lead_time_by_carrier',
      dimensions: ['carrier'],
      measures: ['lead_time_avg', 'lead_time_p50', 'lead_time_p90', 'delivered'],
      limit: TOP,
    },
    {
      key: 'lead_time_by_lane',
      dimensions: ['lane'],
      measures: ['lead_time_avg', 'lead_time_p50', 'lead_time_p90', 'delivered'],
      limit: TOP,
    },
    { key: 'on_time_by_period', dimensions: ['period'], measures: ['on_time_share', 'on_time', 'late'] },
  ],
  cost: [
    {
      key: 'price_by_carrier',
      dimensions: ['carrier'],
      measures: ['price_per_shipment', 'price_per_kg', 'price_against_quote', 'priced'],
      limit: TOP,
    },
    { key: 'price_against_quote_by_carrier', dimensions: ['carrier'], measures: ['booked_price', 'quoted_price', 'quoted'], limit: TOP },
    { key: 'cost_by_period', dimensions: ['period'], measures: ['booked_price', 'price_per_kg'] },
  ],
  emissions: [
    { key: 'co2e_by_period', dimensions: ['period'], measures: ['co2e_kg'] },
    { key: 'co2e_by_carrier', dimensions: ['carrier'], measures: ['co2e_kg', 'co2e_per_shipment'], limit: TOP },
    { key: 'co2e_by_lane', dimensions: ['lane'], measures: ['co2e_kg'], limit: TOP },
  ],
  footprint: [
    { key: 'footprint_by_period', dimensions: ['period'], measures: ['footprint_ttw_kg', 'footprint_wtt_kg', 'footprint_co2e_kg'] },
    { key: 'footprint_by_mode', dimensions: ['mode'], measures: ['footprint_co2e_kg', 'footprint_intensity', 'footprint_tkm'] },
    { key: 'footprint_by_source', dimensions: ['emission_source'], measures: ['footprint_co2e_kg', 'footprint_shipments'] },
    {
      key: 'footprint_by_carrier',
      dimensions: ['carrier'],
      measures: ['footprint_co2e_kg', 'footprint_intensity', 'footprint_tkm'],
      limit: TOP,
    },
    { key: 'footprint_by_lane', dimensions: ['lane'], measures: ['footprint_co2e_kg', 'footprint_intensity'], limit: TOP },
  ],
  'purchase/orders': [
    { key: 'orders_by_period', dimensions: ['period'], measures: ['purchase_order_value', 'purchase_orders'] },
    { key: 'orders_by_status', dimensions: ['purchase_status'], measures: ['purchase_orders', 'purchase_order_value'] },
    { key: 'value_by_supplier', dimensions: ['supplier'], measures: ['purchase_order_value', 'purchase_orders'], limit: TOP },
    {
      key: 'on_time_by_supplier',
      dimensions: ['supplier'],
      measures: ['purchase_lines_on_time', 'purchase_lines_late', 'purchase_on_time_share', 'purchase_lines_due'],
      limit: TOP,
    },
    {
      key: 'open_by_supplier',
      dimensions: ['supplier'],
      measures: ['purchase_open_value', 'purchase_open_quantity', 'purchase_overdue_lines'],
      limit: TOP,
    },
    { key: 'lead_time_by_supplier', dimensions: ['supplier'], measures: ['purchase_lead_time_avg', 'purchase_lines_due'], limit: TOP },
  ],
};

/** The headline figures of each dashboard, for the period against the previous one. */
const TILES: Record<AnalyticsDashboard, AnalyticsMeasure[]> = {
  consignments: ['shipments', 'on_time_share', 'exceptions', 'exception_rate'],
  leadtime: ['on_time_share', 'lead_time_avg', 'lead_time_p90', 'delivered'],
  cost: ['booked_price', 'price_per_shipment', 'price_per_kg', 'price_against_quote'],
  emissions: ['co2e_kg', 'co2e_per_shipment'],
  footprint: ['footprint_co2e_kg', 'footprint_ttw_kg', 'footprint_wtt_kg', 'footprint_intensity', 'footprint_shipments'],
  'purchase/orders': [
    'purchase_orders',
    'purchase_order_value',
    'purchase_on_time_share',
    'purchase_open_value',
    'purchase_overdue_lines',
    'purchase_lead_time_avg',
  ],
};

/** A dashboard of another capability is for users with its permission (its application decides what it counts). */
function checkAccess(ctx: SignedInContext, dashboard: AnalyticsDashboard) {
  const access = ANALYTICS_DASHBOARD_ACCESS[dashboard];
  if (access && !ctx.actor.isGodUser && !ctx.actor.permissions.has(access.permission)) throw new ForbiddenError();
}

/** The period a dashboard covers: whole months for the footprint, whose figures are kept by month. */
function dashboardFilter(dashboard: AnalyticsDashboard, filter: TAnalyticsFilter): TAnalyticsFilter {
  return dashboard === 'footprint' ? { ...filter, ...wholeMonths(periodOf(filter)), interval: 'month' } : filter;
}

/** The period a dashboard's headline figures are compared with: of equal length just before (whole months for the footprint). */
function previousOf(dashboard: AnalyticsDashboard, filter: TAnalyticsFilter) {
  const period = periodOf(filter);
  return dashboard === 'footprint' ? previousMonths(period) : previousPeriod(period.from, period.to);
}

/** The dashboard's headline figures, the period's against the previous period's. */
function tilesOf(dashboard: AnalyticsDashboard, now: TAnalyticsResult, before: TAnalyticsResult): TAnalyticsTile[] {
  // A period with nothing in it sums to nought and has no shares or averages.
  const valueIn = (result: TAnalyticsResult, measure: AnalyticsMeasure) =>
    result.rows[0] ? (result.rows[0].values[measure] ?? null) : MEASURES[measure].value({});
  return TILES[dashboard].map((measure) => {
    const value = valueIn(now, measure);
    const earlier = valueIn(before, measure);
    return { measure, value, previous: earlier, trend: trendAgainst(value, earlier) };
  });
}

/** Dashboards whose money is summed in one currency, and what picks the currency when none is chosen. */
const CURRENCY_COUNTED_BY: Partial<Record<AnalyticsDashboard, AnalyticsMeasure>> = { cost: 'priced', 'purchase/orders': 'purchase_orders' };

/**
 * Prices and order values are summed in one currency only: the one chosen, or else the one most
 * shipments or orders in the filter were priced in.
 */
async function withCurrency(deps: AppDeps, ctx: SignedInContext, dashboard: AnalyticsDashboard, filter: TAnalyticsFilter) {
  const countedBy = CURRENCY_COUNTED_BY[dashboard];
  if (!countedBy || filter.currency?.length) return filter;
  const counted = await runQuery(deps, ctx, { measures: [countedBy], dimensions: ['currency'], filter, limit: 1 });
  const currency = counted.rows[0]?.keys.currency;
  return currency ? { ...filter, currency: [currency] } : filter;
}

export async function getDashboard(
  deps: AppDeps,
  ctx: SignedInContext,
  dashboard: AnalyticsDashboard,
  given: TAnalyticsFilter,
): Promise<TAnalyticsDashboard> {
  checkAccess(ctx, dashboard);
  const filter = dashboardFilter(dashboard, await withCurrency(deps, ctx, dashboard, given));
  const definitions = DASHBOARDS[dashboard];
  const previous = previousOf(dashboard, filter);
  const tileQuery = (range: { from: string; to: string }): CatalogueQuery => ({
    measures: TILES[dashboard],
    dimensions: [],
    filter: { ...filter, ...range },
  });
  // The charts and this period's figures read the same rows, so they are summed together; the
  // lead-time histogram's buckets are rollup figures of no measure, asked beside them.
  const [results, histogram] = await Promise.all([
    runQueries(deps, ctx, [...definitions.map((chart) => ({ ...chart, filter })), tileQuery(periodOf(filter)), tileQuery(previous)]),
    dashboard === 'leadtime'
      ? queries.sumSource(deps.db, 'rollup', (columns) => plainScope(ctx, columns), [], queries.LEAD_BUCKET_FIGURES, sourceFilter(filter))
      : null,
  ]);
  const charts = definitions.map((chart, index): TAnalyticsChart => {
    const result = results[index]!;
    return { key: chart.key, dimensions: result.dimensions, measures: result.measures, rows: result.rows };
  });
  const tiles = { tiles: tilesOf(dashboard, results.at(-2)!, results.at(-1)!), previous_period: previous };
  const period = { ...periodOf(filter), interval: filter.interval };
  if (!histogram) return { dashboard, period, charts, currency: filter.currency?.[0] ?? null, ...tiles };
  const [buckets] = histogram;
  return {
    dashboard,
    period,
    charts,
    currency: null,
    ...tiles,
    histogram: queries.LEAD_BUCKET_FIGURES.map((name) => Number(buckets?.[name] ?? 0)),
  };
}

/** One chart's rows for its export, with the dashboard's own choice of currency. */
export async function getChart(deps: AppDeps, ctx: SignedInContext, dashboard: AnalyticsDashboard, key: string, given: TAnalyticsFilter) {
  checkAccess(ctx, dashboard);
  const chart = DASHBOARDS[dashboard].find((candidate) => candidate.key === key);
  if (!chart) throw new NotFoundError();
  const filter = dashboardFilter(dashboard, await withCurrency(deps, ctx, dashboard, given));
  return runQuery(deps, ctx, { ...chart, filter });
}

/** The export's columns: the chart's dimensions and measures, headed in the reader's language, suppliers and order statuses by name. */
export async function chartExportColumns(
  deps: AppDeps,
  ctx: SignedInContext,
  result: TAnalyticsResult,
): Promise<ExportColumn<TAnalyticsRow>[]> {
  const [text, purchaseText, suppliers] = await Promise.all([
    interfaceText(deps, ctx.locale, 'analytics'),
    interfaceText(deps, ctx.locale, 'purchase'),
    result.dimensions.includes('supplier') ? queries.supplierNames(deps.db, scopeOf(ctx)) : Promise.resolve([]),
  ]);
  const t = (key: string) => text(key) ?? key;
  const supplierNames = new Map(suppliers.map((supplier) => [String(supplier.id), supplier.name]));
  const named = (dimension: AnalyticsDimension, key: string) =>
    dimension === 'supplier'
      ? (supplierNames.get(key) ?? key)
      : dimension === 'purchase_status'
        ? (purchaseText(`status.${key}`) ?? key)
        : key;
  return [
    ...result.dimensions.map((dimension) => ({
      key: dimension,
      header: t(`dimensions.${dimension}`),
      value: (row: TAnalyticsRow) => (row.keys[dimension] ? named(dimension, row.keys[dimension]) : t('unknown')),
    })),
    ...result.measures.map((measure) => ({
      key: measure,
      header: t(`measures.${measure}`),
      value: (row: TAnalyticsRow) => row.values[measure] ?? null,
      width: 16,
    })),
  ];
}

export async function getFilterOptions(deps: AppDeps, ctx: SignedInContext): Promise<TAnalyticsFilterOptions> {
  const scope = plainScope(ctx, { organizationId: queries.ROLLUP_TENANCY.organizationId, siteId: queries.ROLLUP_TENANCY.siteId });
  // Supplier names only for those who may see purchase orders.
  const buyer = ctx.actor.isGodUser || ctx.actor.permissions.has('purchase');
  const [options, suppliers] = await Promise.all([
    queries.filterOptions(deps.db, scope),
    buyer ? queries.supplierNames(deps.db, scopeOf(ctx)) : Promise.resolve([]),
  ]);
  return { ...options, suppliers };
}
