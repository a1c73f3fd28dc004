import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsInterval } from '@freight/contracts';
import { addDays, LEAD_TIME_BUCKETS } from '@freight/domain';
import type { Executor } from '../../db/client';
import {
  consignmentExceptions,
  consignments,
  emissionSums,
  purchaseSuppliers,
  shipmentEmissions,
  shipmentRollups,
  siteApplications,
  sites,
} from '../../db/schema';
import type { ShipmentTenancyColumns } from '../../platform/shipment-scope';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';
import { PURCHASE_COLUMNS, PURCHASE_FIGURES, PURCHASE_FROM, purchasePeriod } from './purchase-source';

/**
 * The catalogue's SQL side. Figures come from three sources, each summing base figures that the
 * service turns into the measures of the catalogue:
 * - `rollup`: shipment_rollups (counts, on time, lead-time buckets, weights, prices), never the shipments;
 * - `exceptions`: exceptions joined to their shipments, which are few beside the shipments;
 * - `emissions`: shipment_emissions, which already carries what reports group by;
 * - `footprint`: emission_sums, the emissions application's monthly sums of booked and brought-in
 *   shipments, counted for the sites with that application only;
 * - `purchase`: purchase orders and their lines' ledgers, for the sites with the purchase application only.
 * Every source knows how to express the dimensions and filters it supports.
 */
export type AnalyticsSource = 'rollup' | 'exceptions' | 'emissions' | 'footprint' | 'purchase';

/** Base figures each source sums, by name. */
const r = shipmentRollups;
const bucketNames = LEAD_TIME_BUCKETS.map((_, index) => `lead_days_${index}`);
const sumOf = (column: SQL) => sql`coalesce(sum(${column}), 0)::float8`;

export const BASE_FIGURES: Record<AnalyticsSource, Record<string, SQL>> = {
  rollup: {
    shipments: sumOf(sql`${r.shipments}`),
    delivered: sumOf(sql`${r.delivered}`),
    promised: sumOf(sql`${r.promised}`),
    on_time: sumOf(sql`${r.on_time}`),
    lead_days_total: sumOf(sql`${r.lead_days_total}`),
    ...Object.fromEntries(bucketNames.map((name) => [name, sumOf(sql`${sql.identifier(name)}`)])),
    chargeable_kg: sumOf(sql`${r.chargeable_kg}`),
    priced: sumOf(sql`${r.priced}`),
    booked_amount: sumOf(sql`${r.booked_amount}`),
    priced_weighed_amount: sumOf(sql`${r.priced_weighed_amount}`),
    priced_kg: sumOf(sql`${r.priced_kg}`),
    quoted: sumOf(sql`${r.quoted}`),
    quoted_amount: sumOf(sql`${r.quoted_amount}`),
    quoted_booked_amount: sumOf(sql`${r.quoted_booked_amount}`),
  },
  exceptions: {
    exceptions: sql`count(*)::float8`,
    exception_shipments: sql`count(distinct ${consignmentExceptions.consignment_id})::float8`,
  },
  emissions: {
    co2e_kg: sumOf(sql`${shipmentEmissions.co2e_wtw_kg}`),
    co2e_shipments: sql`count(${shipmentEmissions.co2e_wtw_kg})::float8`,
  },
  footprint: {
    fp_wtw_kg: sumOf(sql`${emissionSums.co2e_wtw_kg}`),
    fp_ttw_kg: sumOf(sql`${emissionSums.co2e_ttw_kg}`),
    fp_wtt_kg: sumOf(sql`${emissionSums.co2e_wtt_kg}`),
    fp_tkm: sumOf(sql`${emissionSums.tkm}`),
    fp_shipments: sql`coalesce(sum(${emissionSums.shipments}) filter (where ${emissionSums.calculated}), 0)::float8`,
  },
  purchase: PURCHASE_FIGURES,
};

export const LEAD_BUCKET_FIGURES = bucketNames;

const c = consignments;
const se = shipmentEmissions;
const es = emissionSums;
/** A shipment's day as the rollups count it: booked, else created, in UTC. */
const shipmentDay = sql`(coalesce(${c.booked_at}, ${c.created_at}) at time zone 'UTC')::date`;
const laneOf = (from: SQL, to: SQL) => sql`case when ${from} is null or ${to} is null then '' else ${from} || '-' || ${to} end`;

interface SourceColumns {
  day: SQL;
  /** Dimensions the source can group by, as text. */
  dimensions: Partial<Record<Exclude<AnalyticsDimension, 'period'>, SQL>>;
  tenancy: ShipmentTenancyColumns;
}

const SOURCES: Record<AnalyticsSource, SourceColumns> = {
  rollup: {
    day: sql`${r.period}`,
    dimensions: {
      site: sql`${r.site_id}::text`,
      carrier: sql`${r.carrier_name}`,
      mode: sql`${r.transport_mode}`,
      lane: sql`${r.lane}`,
      direction: sql`${r.direction}`,
      currency: sql`${r.currency}`,
    },
    tenancy: { organizationId: r.organization_id, siteId: r.site_id },
  },
  exceptions: {
    day: shipmentDay,
    dimensions: {
      site: sql`${c.site_id}::text`,
      carrier: sql`coalesce(${c.carrier_name}, '')`,
      mode: sql`coalesce(${c.transport_mode}, '')`,
      lane: laneOf(sql`${c.consignor_countrycode}`, sql`${c.consignee_countrycode}`),
      direction: sql`${c.direction}`,
      currency: sql`coalesce(${c.price_currency}, '')`,
      exception_type: sql`${consignmentExceptions.type}`,
    },
    tenancy: { organizationId: c.organization_id, siteId: c.site_id },
  },
  emissions: {
    day: sql`${se.shipment_date}`,
    dimensions: {
      site: sql`${se.site_id}::text`,
      carrier: sql`coalesce(${se.carrier_name}, '')`,
      lane: laneOf(sql`${se.origin_country}`, sql`${se.destination_country}`),
      direction: sql`coalesce(${se.direction}, '')`,
    },
    tenancy: { organizationId: se.organization_id, siteId: se.site_id },
  },
  footprint: {
    day: sql`${es.month}`,
    dimensions: {
      site: sql`${es.site_id}::text`,
      carrier: sql`coalesce(${es.carrier_name}, '')`,
      mode: sql`coalesce(${es.mode}, '')`,
      lane: laneOf(sql`${es.origin_country}`, sql`${es.destination_country}`),
      emission_source: sql`${es.source}`,
    },
    tenancy: { organizationId: es.organization_id, siteId: es.site_id },
  },
  purchase: PURCHASE_COLUMNS,
};

/** Sources whose rows count only for the sites with an application. */
const SOURCE_APPLICATIONS: Partial<Record<AnalyticsSource, string>> = { footprint: 'emissions', purchase: 'purchase' };

export const ROLLUP_TENANCY: ShipmentTenancyColumns = SOURCES.rollup.tenancy;

/** Whether a source can group by a dimension. */
export function sourceSupports(source: AnalyticsSource, dimension: AnalyticsDimension): boolean {
  return dimension === 'period' || SOURCES[source].dimensions[dimension as Exclude<AnalyticsDimension, 'period'>] !== undefined;
}

export interface SourceFilter {
  /** First and last day, inclusive. */
  from: string;
  to: string;
  interval: AnalyticsInterval;
  siteIds?: number[];
  carriers?: string[];
  modes?: string[];
  lanes?: string[];
  directions?: string[];
  currencies?: string[];
}

/** The first day of the month of a day, and the first day of the next month. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(day: string): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** What a site's daily totals can group by: they keep no carrier, mode, lane or direction. */
const SITE_DAY_DIMENSIONS: readonly AnalyticsDimension[] = ['period', 'site', 'currency'];

/** Whether a set of dimensions, under a filter, is answered by the sites' daily totals. */
function readsSiteDays(set: readonly AnalyticsDimension[], filter: SourceFilter): boolean {
  const narrowed = [filter.carriers, filter.modes, filter.lanes, filter.directions].some((values) => values?.length);
  return !narrowed && set.every((dimension) => SITE_DAY_DIMENSIONS.includes(dimension));
}

/**
 * The rollup rows of a period. A site's daily totals ('site_day'), a few thousand rows a year,
 * answer whatever needs no carrier, mode, lane or direction. Otherwise: monthly rows for the whole
 * months inside the period and daily rows for the days before and after them, so a year reads
 * twelve months of rows rather than 365 days of them; by day or week, daily rows throughout. Each
 * run of rows is a branch of its own, read along the rollups' index by grain and period; one
 * condition joining them with `or` is read by organization only and filtered row by row.
 */
function rollupRows(filter: SourceFilter, byPeriod: boolean, siteDays: boolean): SQL {
  const end = addDays(filter.to, 1);
  const wholeFrom = filter.from === monthStart(filter.from) ? filter.from : nextMonth(filter.from);
  const wholeTo = end === monthStart(end) ? end : monthStart(end);
  const run = (grain: (typeof r.$inferSelect)['grain'], start: string, stop: string) =>
    sql`select * from ${r} where ${r.grain} = ${grain} and ${r.period} >= ${start}::date and ${r.period} < ${stop}::date`;
  const runs = siteDays
    ? [run('site_day', filter.from, end)]
    : (byPeriod && filter.interval !== 'month') || wholeFrom >= wholeTo
      ? [run('day', filter.from, end)]
      : [
          run('month', wholeFrom, wholeTo),
          ...(filter.from < wholeFrom ? [run('day', filter.from, wholeFrom)] : []),
          ...(wholeTo < end ? [run('day', wholeTo, end)] : []),
        ];
  // Named as the table, so the columns of the rest of the query name its rows.
  return sql`(${sql.join(runs, sql` union all `)}) as ${r}`;
}

function filterConditions(source: AnalyticsSource, filter: SourceFilter): SQL[] {
  const columns = SOURCES[source];
  const conditions: SQL[] = [];
  // Monthly sums: the months the period touches (the service widens a footprint's period to whole months).
  if (source === 'footprint') conditions.push(sql`${es.month} >= ${monthStart(filter.from)}::date and ${es.month} <= ${filter.to}::date`);
  else if (source === 'purchase') conditions.push(purchasePeriod(filter.from, filter.to));
  // The rollups' rows are of the period already (rollupRows).
  else if (source !== 'rollup') conditions.push(sql`${columns.day} >= ${filter.from}::date and ${columns.day} <= ${filter.to}::date`);
  const within = (expression: SQL | undefined, values: readonly string[] | undefined) => {
    if (!values || values.length === 0) return;
    conditions.push(
      expression
        ? sql`${expression} in (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  };
  if (filter.siteIds?.length) conditions.push(inArray(columns.tenancy.siteId, filter.siteIds));
  within(columns.dimensions.carrier, filter.carriers);
  within(columns.dimensions.lane, filter.lanes);
  within(columns.dimensions.direction, filter.directions);
  if (source === 'emissions') {
    // Emission records keep the emission mode, not the shipment's; mode and currency are the shipment's.
    const shipment = (condition: SQL) =>
      conditions.push(sql`exists (select 1 from ${c} where ${c.id} = ${se.consignment_id} and ${condition})`);
    if (filter.modes?.length) shipment(inArray(c.transport_mode, filter.modes));
    if (filter.currencies?.length) shipment(inArray(c.price_currency, filter.currencies));
  } else {
    within(columns.dimensions.mode, filter.modes);
    within(columns.dimensions.currency, filter.currencies);
  }
  return conditions;
}

const PERIOD_UNITS: Record<AnalyticsInterval, string> = { day: 'day', week: 'week', month: 'month' };

type SourceRow = Record<string, string | number>;

/** The rows each source other than the rollups sums. */
const SOURCE_ROWS: Record<Exclude<AnalyticsSource, 'rollup'>, SQL> = {
  // An exception keeps its shipment's organization: joined on it too, the scope's organization
  // reaches the exceptions, which are few beside the shipments they are then looked up for.
  exceptions: sql`${consignmentExceptions} join ${c} on ${c.id} = ${consignmentExceptions.consignment_id} and ${c.organization_id} = ${consignmentExceptions.organization_id}`,
  emissions: sql`${se}`,
  footprint: sql`${es}`,
  purchase: PURCHASE_FROM,
};

/**
 * One source's base figures grouped by each of several sets of dimensions, for the rows `scope`
 * allows, in one pass over them (grouping sets): the charts of a dashboard read their rows once
 * rather than once each. For each set, in order, its groups: dimension values as text under `d0`,
 * `d1` … in the set's order, figures under their names. Of the rollups, the sets that the sites'
 * daily totals answer read those, and the rest the finer rows, in a statement of their own.
 */
export async function sumSourceSets(
  db: Executor,
  source: AnalyticsSource,
  scope: (columns: ShipmentTenancyColumns) => SQL,
  sets: readonly (readonly AnalyticsDimension[])[],
  figures: readonly string[],
  filter: SourceFilter,
): Promise<SourceRow[][]> {
  if (source !== 'rollup') return sumSets(db, source, SOURCE_ROWS[source], scope, sets, figures, filter);
  const bySiteDays = sets.map((set) => readsSiteDays(set, filter));
  const sumOf = async (siteDays: boolean) => {
    const chosen = sets.filter((_, index) => bySiteDays[index] === siteDays);
    if (chosen.length === 0) return [];
    const byPeriod = chosen.some((set) => set.includes('period'));
    return sumSets(db, source, rollupRows(filter, byPeriod, siteDays), scope, chosen, figures, filter);
  };
  const [narrow, wide] = await Promise.all([sumOf(true), sumOf(false)]);
  // Each part answers its sets in their order.
  return bySiteDays.map((siteDays) => (siteDays ? narrow.shift()! : wide.shift()!));
}

/** The grouping-sets statement of sumSourceSets over the rows given. */
async function sumSets(
  db: Executor,
  source: AnalyticsSource,
  from: SQL,
  scope: (columns: ShipmentTenancyColumns) => SQL,
  sets: readonly (readonly AnalyticsDimension[])[],
  figures: readonly string[],
  filter: SourceFilter,
): Promise<SourceRow[][]> {
  const columns = SOURCES[source];
  const dimensions = [...new Set(sets.flat())];
  // The unit is one of three words, written into the statement so that the grouping matches its select.
  const expression = (dimension: AnalyticsDimension) =>
    dimension === 'period'
      ? sql`to_char(date_trunc(${sql.raw(`'${PERIOD_UNITS[filter.interval]}'`)}, ${columns.day}::timestamp), 'YYYY-MM-DD')`
      : columns.dimensions[dimension as Exclude<AnalyticsDimension, 'period'>]!;
  const grouped = dimensions.length > 0;
  const selected = [
    ...dimensions.map((dimension, index) => sql`${expression(dimension)} as ${sql.identifier(`g${index}`)}`),
    ...figures.map((name) => sql`${BASE_FIGURES[source][name]!} as ${sql.identifier(name)}`),
    ...(grouped ? [sql`grouping(${sql.join(dimensions.map(expression), sql`, `)}) as grouping_set`] : []),
  ];
  const application = SOURCE_APPLICATIONS[source];
  const where = and(
    scope(columns.tenancy),
    ...(application
      ? [
          sql`${columns.tenancy.siteId} in (select ${siteApplications.site_id} from ${siteApplications} where ${siteApplications.application} = ${application})`,
        ]
      : []),
    ...filterConditions(source, filter),
  );
  // A set asked twice, in any order, is grouped once.
  const distinctSets = [...new Map(sets.map((set) => [[...set].sort().join(), set])).values()];
  const groupBy = grouped
    ? sql` group by grouping sets (${sql.join(
        distinctSets.map((set) => sql`(${sql.join(set.map(expression), sql`, `)})`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`select ${sql.join(selected, sql`, `)} from ${from} where ${where}${groupBy}`);
  const rows = (result as unknown as { rows: SourceRow[] }).rows;
  return sets.map((set) => {
    // grouping() sets a bit, the first dimension's highest, for each dimension a group leaves out.
    const mask = dimensions.reduce(
      (bits, dimension, index) => (set.includes(dimension) ? bits : bits | (1 << (dimensions.length - 1 - index))),
      0,
    );
    return rows
      .filter((row) => !grouped || Number(row.grouping_set) === mask)
      .map((row) => ({
        ...Object.fromEntries(set.map((dimension, index) => [`d${index}`, row[`g${dimensions.indexOf(dimension)}`]!])),
        ...Object.fromEntries(figures.map((name) => [name, row[name]!])),
      }));
  });
}

/** One source's base figures grouped by the dimensions (see sumSourceSets). */
export async function sumSource(
  db: Executor,
  source: AnalyticsSource,
  scope: (columns: ShipmentTenancyColumns) => SQL,
  dimensions: readonly AnalyticsDimension[],
  figures: readonly string[],
  filter: SourceFilter,
): Promise<SourceRow[]> {
  const [rows] = await sumSourceSets(db, source, scope, [dimensions], figures, filter);
  return rows!;
}

/** The values the filters offer: those in the rollups of the sites acted as. */
export async function filterOptions(db: Executor, scope: SQL) {
  const distinct = async (column: SQL) => {
    const result = await db.execute(
      sql`select distinct ${column} as value from ${r} where ${scope} and ${r.grain} = 'month' and ${column} <> '' order by 1`,
    );
    return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  };
  const [carriers, modes, lanes, currencies, siteRows] = await Promise.all([
    distinct(sql`${r.carrier_name}`),
    distinct(sql`${r.transport_mode}`),
    distinct(sql`${r.lane}`),
    distinct(sql`${r.currency}`),
    db.execute(
      sql`select ${sites.id} as id, ${sites.name} as name from ${sites} where ${sites.id} in (select distinct ${r.site_id} from ${r} where ${scope} and ${r.grain} = 'month') order by ${sites.name}`,
    ),
  ]);
  const siteList = (siteRows as unknown as { rows: { id: number; name: string }[] }).rows;
  return { sites: siteList, carriers, modes, lanes, currencies };
}

/** The suppliers of the organization worked in, by name, to name the supplier dimension's values. */
export async function supplierNames(db: Executor, scope: Scope) {
  return db
    .select({ id: purchaseSuppliers.id, name: purchaseSuppliers.name })
    .from(purchaseSuppliers)
    .where(workingOrganizationScope(scope, { organizationId: purchaseSuppliers.organization_id }))
    .orderBy(purchaseSuppliers.name, purchaseSuppliers.id);
}
