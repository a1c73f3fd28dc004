import { sql, type SQL } from 'drizzle-orm';
import type { DataQuality, EmissionMode, EmissionSource, ShipmentEmissionsError } from '@freight/contracts';
import { daysOutsideWholeMonths, wholeMonthsOf } from '@freight/domain';
import type { Executor } from '../../db/client';
import {
  consignments,
  emissionDaySums,
  emissionFactorSets,
  emissionFilterValues,
  emissionSums,
  organizations,
  outsideShipments,
  shipmentEmissions,
  sites,
} from '../../db/schema';

/** Whose shipments a report reads: one organization, and in it these sites or all of them. */
export interface ReportScope {
  organizationId: number;
  /** Null for every site of the organization. */
  siteIds: number[] | null;
}

/** The filters of the emissions screen, already checked; a period is always settled. */
export interface ReportFilter {
  from: string;
  to: string;
  siteIds?: number[];
  carriers?: string[];
  modes?: EmissionMode[];
  originCountries?: string[];
  destinationCountries?: string[];
  sources?: EmissionSource[];
  dataQualities?: DataQuality[];
}

/**
 * The one row source of every emissions report: a row per shipment with where and when it went,
 * what decides its scope 3 category, and its totals. Booked shipments come from their emission
 * records, which carry copies of the shipment's reported fields so that sums never read the
 * shipments table (the shipment is joined for its number and page only, and PostgreSQL drops that
 * join when a query does not use them). Shipments booked elsewhere join as a second branch
 * (`union all`) with the same columns, source 'outside'.
 */
function reportBranches(scope: ReportScope): { booked: SQL; outside: SQL } {
  const e = shipmentEmissions;
  const o = outsideShipments;
  const sitesOf = (column: typeof e.site_id | typeof o.site_id) =>
    scope.siteIds === null ? sql`` : sql`and ${column} = any(${sqlIntegers(scope.siteIds)})`;
  const booked = sql`(
    select 'booked'::text as source,
           ${e.organization_id} as organization_id,
           ${e.site_id} as site_id,
           ${e.consignment_id} as shipment_id,
           ${consignments.uuid}::text as shipment_uuid,
           ${consignments.shipment_number} as shipment_number,
           ${e.shipment_date} as shipment_date,
           ${e.carrier_name} as carrier_name,
           ${e.mode} as mode,
           ${e.distance_km} as distance_km,
           ${e.origin_country} as origin_country,
           ${e.destination_country} as destination_country,
           ${e.direction} as direction,
           ${e.terms_type} as terms_type,
           ${e.freight_payer} as freight_payer,
           ${e.co2e_wtw_kg} as co2e_wtw_kg,
           ${e.co2e_ttw_kg} as co2e_ttw_kg,
           ${e.co2e_wtt_kg} as co2e_wtt_kg,
           ${e.tkm} as tkm,
           ${e.data_quality} as data_quality,
           ${e.factor_set_name} as factor_set_name,
           ${e.factor_set_version} as factor_set_version,
           ${e.error_reason} as error_reason
    from ${e}
    left join ${consignments} on ${consignments.id} = ${e.consignment_id}
    where ${e.organization_id} = ${scope.organizationId} ${sitesOf(e.site_id)}
  )`;
  // Shipments booked elsewhere: no portal shipment, direction or terms; category 4 unless known otherwise.
  const outside = sql`(
    select 'outside'::text as source,
           ${o.organization_id} as organization_id,
           ${o.site_id} as site_id,
           ${o.id} as shipment_id,
           null::text as shipment_uuid,
           ${o.reference} as shipment_number,
           ${o.shipment_date} as shipment_date,
           ${o.carrier_name} as carrier_name,
           ${o.mode} as mode,
           (select sum((leg->>'distance_km')::numeric) from jsonb_array_elements(${o.record}->'calculation'->'legs') as leg) as distance_km,
           ${o.origin_countrycode} as origin_country,
           ${o.destination_countrycode} as destination_country,
           null::text as direction,
           null::text as terms_type,
           null::text as freight_payer,
           ${o.co2e_wtw_kg} as co2e_wtw_kg,
           ${o.co2e_ttw_kg} as co2e_ttw_kg,
           ${o.co2e_wtt_kg} as co2e_wtt_kg,
           ${o.tkm} as tkm,
           ${o.data_quality} as data_quality,
           ${o.factor_set_name} as factor_set_name,
           ${o.factor_set_version} as factor_set_version,
           ${o.error_reason} as error_reason
    from ${o}
    where ${o.organization_id} = ${scope.organizationId} ${sitesOf(o.site_id)}
  )`;
  return { booked, outside };
}

export function reportRows(scope: ReportScope): SQL {
  const { booked, outside } = reportBranches(scope);
  return sql`(${booked} union all ${outside})`;
}

/** A list of values as SQL parameters, for `= any(array[…])`. */
const sqlArray = (values: readonly (string | number)[], type: 'integer' | 'text' | 'date') =>
  values.length === 0
    ? sql`array[]::${sql.raw(type)}[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;
const sqlIntegers = (values: readonly number[]) => sqlArray(values, 'integer');
const sqlTexts = (values: readonly string[]) => sqlArray(values, 'text');

/** The conditions of the screen's filters other than the period, on rows `r` of the records or of their sums. */
function attributeConditions(filter: ReportFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  const anyOf = (column: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) conditions.push(sql`${sql.raw(`r.${column}`)} = any(${sqlTexts(values)})`);
  };
  if (filter.siteIds && filter.siteIds.length > 0) conditions.push(sql`r.site_id = any(${sqlIntegers(filter.siteIds)})`);
  anyOf('carrier_name', filter.carriers);
  anyOf('mode', filter.modes);
  anyOf('origin_country', filter.originCountries);
  anyOf('destination_country', filter.destinationCountries);
  anyOf('source', filter.sources);
  anyOf('data_quality', filter.dataQualities);
  return sql.join(conditions, sql` and `);
}

/** The conditions of the screen's filters on the row source `r`. */
function filterConditions(filter: ReportFilter, period: { from: string; to: string } = filter): SQL {
  return sql`r.shipment_date between ${period.from}::date and ${period.to}::date and ${attributeConditions(filter)}`;
}

const sitesOfSums = (scope: ReportScope) => (scope.siteIds === null ? sql`` : sql`and r.site_id = any(${sqlIntegers(scope.siteIds)})`);

/**
 * The filtered shipments of the periods (which follow each other) as summed rows: the months the
 * periods hold whole from the kept sums (emission_sums), the days of a month a period cuts from the
 * records, a row each. `day` is the month's first day or the shipment's day; `shipments` counts.
 */
function summedRows(scope: ReportScope, filter: ReportFilter, periods: { from: string; to: string }[]): SQL {
  const months = sqlArray(wholeMonthsOf(periods), 'date');
  const days = sqlArray(daysOutsideWholeMonths(periods), 'date');
  const attributes = attributeConditions(filter);
  return sql`(
    select r.month as day, r.source, r.site_id, r.mode, r.carrier_name, r.origin_country, r.destination_country,
           r.data_quality, r.factor_set_name, r.factor_set_version, r.calculated,
           r.co2e_wtw_kg, r.co2e_ttw_kg, r.co2e_wtt_kg, r.tkm, r.shipments
    from ${emissionSums} r
    where r.organization_id = ${scope.organizationId} ${sitesOfSums(scope)} and r.month = any(${months}) and ${attributes}
    union all
    select r.shipment_date, r.source, r.site_id, r.mode, r.carrier_name, r.origin_country, r.destination_country,
           r.data_quality, r.factor_set_name, r.factor_set_version, r.error_reason is null,
           coalesce(r.co2e_wtw_kg, 0), coalesce(r.co2e_ttw_kg, 0), coalesce(r.co2e_wtt_kg, 0), coalesce(r.tkm, 0), 1
    from ${reportRows(scope)} r
    where r.shipment_date = any(${days}) and ${attributes}
  )`;
}

/** Both drivers answer a raw query with its rows under `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Sums of the calculated shipments: kg CO2e, tonne-km and a count, as floats (numeric reads as text). */
const SUMS = sql.raw(`coalesce(sum(r.co2e_wtw_kg), 0)::float8 as co2e_wtw_kg,
  coalesce(sum(r.co2e_ttw_kg), 0)::float8 as co2e_ttw_kg,
  coalesce(sum(r.co2e_wtt_kg), 0)::float8 as co2e_wtt_kg,
  coalesce(sum(r.tkm), 0)::float8 as tkm,
  (count(*) filter (where r.error_reason is null))::int as shipments`);
/** The same sums over summed rows (see summedRows). */
const SUMMED = sql.raw(`coalesce(sum(r.co2e_wtw_kg), 0)::float8 as co2e_wtw_kg,
  coalesce(sum(r.co2e_ttw_kg), 0)::float8 as co2e_ttw_kg,
  coalesce(sum(r.co2e_wtt_kg), 0)::float8 as co2e_wtt_kg,
  coalesce(sum(r.tkm), 0)::float8 as tkm,
  coalesce(sum(r.shipments) filter (where r.calculated), 0)::int as shipments`);

export interface Sums {
  co2e_wtw_kg: number;
  co2e_ttw_kg: number;
  co2e_wtt_kg: number;
  tkm: number;
  shipments: number;
}

/** The values each filter can take among the scope's shipments, with their first and last day. */
export async function filterValues(db: Executor, scope: ReportScope) {
  const [row] = rowsOf<{
    carriers: string[] | null;
    modes: EmissionMode[] | null;
    origin_countries: string[] | null;
    destination_countries: string[] | null;
    sources: EmissionSource[] | null;
    data_qualities: DataQuality[] | null;
    first_day: string | null;
    last_day: string | null;
  }>(
    await db.execute(sql`
      select array_agg(distinct r.value order by r.value) filter (where r.filter = 'carrier') as carriers,
             array_agg(distinct r.value order by r.value) filter (where r.filter = 'mode') as modes,
             array_agg(distinct r.value order by r.value) filter (where r.filter = 'origin_country') as origin_countries,
             array_agg(distinct r.value order by r.value) filter (where r.filter = 'destination_country') as destination_countries,
             array_agg(distinct r.value order by r.value) filter (where r.filter = 'source') as sources,
             array_agg(distinct r.value order by r.value) filter (where r.filter = 'data_quality') as data_qualities,
             (select min(r.day) from ${emissionDaySums} r where r.organization_id = ${scope.organizationId} ${sitesOfSums(scope)})::text as first_day,
             (select max(r.day) from ${emissionDaySums} r where r.organization_id = ${scope.organizationId} ${sitesOfSums(scope)})::text as last_day
      from ${emissionFilterValues} r
      where r.organization_id = ${scope.organizationId} ${sitesOfSums(scope)}`),
  );
  return row!;
}

/** Names of sites of the organization, by id. */
export async function siteNames(db: Executor, organizationId: number, siteIds: number[] | null) {
  const only = siteIds === null ? sql`` : sql`and ${sites.id} = any(${sqlIntegers(siteIds)})`;
  return rowsOf<{ id: number; name: string }>(
    await db.execute(
      sql`select ${sites.id} as id, ${sites.name} as name from ${sites} where ${sites.organization_id} = ${organizationId} ${only} order by ${sites.name}`,
    ),
  );
}

/**
 * Whether the day sums (emission_day_sums) answer the filter: it names no carrier, country or
 * data quality, which those sums do not keep.
 */
function daySumsAnswer(filter: ReportFilter): boolean {
  return [filter.carriers, filter.originCountries, filter.destinationCountries, filter.dataQualities].every(
    (values) => !values || values.length === 0,
  );
}

/**
 * The filtered shipments from `from` to `to` as summed rows, in the shape of summedRows: from the
 * day sums when they answer the filter (a few rows a day, whatever the period cuts), else from the
 * month sums and the records of the days the period cuts.
 */
function periodRows(scope: ReportScope, filter: ReportFilter, periods: { from: string; to: string }[]): SQL {
  if (!daySumsAnswer(filter)) return summedRows(scope, filter, periods);
  return sql`(
    select r.day, r.source, r.site_id, r.mode, r.calculated, r.co2e_wtw_kg, r.co2e_ttw_kg, r.co2e_wtt_kg, r.tkm, r.shipments
    from ${emissionDaySums} r
    where r.organization_id = ${scope.organizationId} ${sitesOfSums(scope)}
      and r.day between ${periods[0]!.from}::date and ${periods.at(-1)!.to}::date and ${attributeConditions(filter)}
  )`;
}

/** The filtered sums of a period and of the period before it, in one pass. */
export async function periodSums(db: Executor, scope: ReportScope, filter: ReportFilter, previous: { from: string; to: string }) {
  // A whole month of the month sums lies in one period, so its first day tells which, as a day of the day sums does.
  const current = sql`r.day >= ${filter.from}::date`;
  const [row] = rowsOf<Sums & { not_calculated: number } & { [K in `previous_${keyof Sums}`]: number }>(
    await db.execute(sql`
      select coalesce(sum(r.co2e_wtw_kg) filter (where ${current}), 0)::float8 as co2e_wtw_kg,
             coalesce(sum(r.co2e_ttw_kg) filter (where ${current}), 0)::float8 as co2e_ttw_kg,
             coalesce(sum(r.co2e_wtt_kg) filter (where ${current}), 0)::float8 as co2e_wtt_kg,
             coalesce(sum(r.tkm) filter (where ${current}), 0)::float8 as tkm,
             coalesce(sum(r.shipments) filter (where ${current} and r.calculated), 0)::int as shipments,
             coalesce(sum(r.shipments) filter (where ${current} and not r.calculated), 0)::int as not_calculated,
             coalesce(sum(r.co2e_wtw_kg) filter (where not ${current}), 0)::float8 as previous_co2e_wtw_kg,
             coalesce(sum(r.co2e_ttw_kg) filter (where not ${current}), 0)::float8 as previous_co2e_ttw_kg,
             coalesce(sum(r.co2e_wtt_kg) filter (where not ${current}), 0)::float8 as previous_co2e_wtt_kg,
             coalesce(sum(r.tkm) filter (where not ${current}), 0)::float8 as previous_tkm,
             coalesce(sum(r.shipments) filter (where not ${current} and r.calculated), 0)::int as previous_shipments
      from ${periodRows(scope, filter, [previous, { from: filter.from, to: filter.to }])} r`),
  );
  return row!;
}

export type ChartDimension = 'month' | 'mode' | 'carrier' | 'lane';

/** The filtered sums by month, mode, carrier and lane in one pass (grouping sets). */
export async function chartSums(db: Executor, scope: ReportScope, filter: ReportFilter) {
  return rowsOf<Sums & { dimension: ChartDimension; key: string | null }>(
    await db.execute(sql`
      select case
               when grouping(to_char(r.day, 'YYYY-MM')) = 0 then 'month'
               when grouping(r.mode) = 0 then 'mode'
               when grouping(r.carrier_name) = 0 then 'carrier'
               else 'lane'
             end as dimension,
             coalesce(to_char(r.day, 'YYYY-MM'), r.mode, r.carrier_name, r.origin_country || '-' || r.destination_country) as key,
             ${SUMMED}
      from ${summedRows(scope, filter, [filter])} r
      where r.calculated
      group by grouping sets ((to_char(r.day, 'YYYY-MM')), (r.mode), (r.carrier_name), (r.origin_country, r.destination_country))`),
  );
}

export interface ShipmentRow {
  source: EmissionSource;
  shipment_id: number;
  shipment_uuid: string | null;
  shipment_number: string;
  shipment_date: string;
  site_name: string | null;
  carrier_name: string | null;
  mode: EmissionMode | null;
  distance_km: number | null;
  origin_country: string | null;
  destination_country: string | null;
  direction: 'inbound' | 'outbound' | null;
  terms_type: string | null;
  freight_payer: 'sender' | 'receiver' | null;
  co2e_wtw_kg: number | null;
  co2e_ttw_kg: number | null;
  tkm: number | null;
  data_quality: DataQuality | null;
  factor_set_name: string | null;
  factor_set_version: string | null;
  error_reason: ShipmentEmissionsError | null;
}

const SORTS: Record<string, string> = {
  shipment_date: 'r.shipment_date',
  shipment_number: 'r.shipment_number',
  carrier_name: 'r.carrier_name',
  mode: 'r.mode',
  co2e_wtw_kg: 'r.co2e_wtw_kg',
  tkm: 'r.tkm',
  intensity: 'r.co2e_wtw_kg / nullif(r.tkm, 0)',
};

/**
 * A page of the filtered shipments, in a stable order (the source and shipment id break ties).
 * Each source gives its first rows in that order before they are merged, so the first pages of
 * the default order (newest first) read a few rows along an index instead of sorting them all.
 */
export async function shipmentPage(
  db: Executor,
  scope: ReportScope,
  filter: ReportFilter,
  page: { sortKey: string; sortOrder: 'asc' | 'desc'; offset: number; limit: number },
): Promise<ShipmentRow[]> {
  const order = sql.raw(
    `${SORTS[page.sortKey] ?? SORTS.shipment_date} ${page.sortOrder} nulls last, r.source, r.shipment_id ${page.sortOrder}`,
  );
  const { booked, outside } = reportBranches(scope);
  const first = (branch: SQL) =>
    sql`(select * from ${branch} r where ${filterConditions(filter)} order by ${order} limit ${page.offset + page.limit})`;
  return rowsOf<ShipmentRow>(
    await db.execute(sql`
      select r.source, r.shipment_id, r.shipment_uuid, r.shipment_number, r.shipment_date::text as shipment_date,
             ${sites.name} as site_name, r.carrier_name, r.mode, r.distance_km::float8 as distance_km,
             r.origin_country, r.destination_country, r.direction, r.terms_type, r.freight_payer,
             r.co2e_wtw_kg::float8 as co2e_wtw_kg, r.co2e_ttw_kg::float8 as co2e_ttw_kg, r.tkm::float8 as tkm,
             r.data_quality, r.factor_set_name, r.factor_set_version, r.error_reason
      from (${first(booked)} union all ${first(outside)}) r
      left join ${sites} on ${sites.id} = r.site_id
      order by ${order}
      limit ${page.limit} offset ${page.offset}`),
  );
}

export async function countShipments(db: Executor, scope: ReportScope, filter: ReportFilter): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(r.shipments), 0)::int as n from ${periodRows(scope, filter, [filter])} r`),
  );
  return row?.n ?? 0;
}

/** Road shipments longer than a distance, summed per factor set, and the WTW of all filtered shipments. */
export async function roadSums(db: Executor, scope: ReportScope, filter: ReportFilter, minDistanceKm: number) {
  const road = sql`r.mode = 'road' and r.distance_km > ${minDistanceKm} and r.error_reason is null`;
  return rowsOf<{
    factor_set_name: string | null;
    factor_set_version: string | null;
    tkm: number;
    co2e_wtw_kg: number;
    shipments: number;
    all_co2e_wtw_kg: number;
  }>(
    // One pass over the records: the long road shipments need their distance, which the sums do not keep.
    await db.execute(sql`
      select r.factor_set_name, r.factor_set_version,
             coalesce(sum(r.tkm) filter (where ${road}), 0)::float8 as tkm,
             coalesce(sum(r.co2e_wtw_kg) filter (where ${road}), 0)::float8 as co2e_wtw_kg,
             (count(*) filter (where ${road}))::int as shipments,
             coalesce(sum(r.co2e_wtw_kg), 0)::float8 as all_co2e_wtw_kg
      from ${reportRows(scope)} r
      where ${filterConditions(filter)}
      group by r.factor_set_name, r.factor_set_version`),
  );
}

export type GriDimension = 'total' | 'mode' | 'category' | 'source' | 'factor_set' | 'quality' | 'exclusion';

/** Every sum of the GRI report in one pass: totals, by mode, by scope 3 inputs, by source, factor set, data quality and exclusion. */
export async function griSums(db: Executor, scope: ReportScope, period: { from: string; to: string }) {
  return rowsOf<
    Sums & {
      dimension: GriDimension;
      mode: EmissionMode | null;
      direction: 'inbound' | 'outbound' | null;
      terms_type: string | null;
      freight_payer: 'sender' | 'receiver' | null;
      source: EmissionSource | null;
      factor_set_name: string | null;
      factor_set_version: string | null;
      data_quality: DataQuality | null;
      error_reason: ShipmentEmissionsError | null;
      excluded: number;
    }
  >(
    await db.execute(sql`
      select case
               when grouping(r.mode) = 0 then 'mode'
               when grouping(r.direction) = 0 then 'category'
               when grouping(r.source) = 0 then 'source'
               when grouping(r.factor_set_name) = 0 then 'factor_set'
               when grouping(r.data_quality) = 0 then 'quality'
               when grouping(r.error_reason) = 0 then 'exclusion'
               else 'total'
             end as dimension,
             r.mode, r.direction, r.terms_type, r.freight_payer, r.source, r.factor_set_name, r.factor_set_version,
             r.data_quality, r.error_reason,
             ${SUMS},
             (count(*) filter (where r.error_reason is not null))::int as excluded
      from ${reportRows(scope)} r
      where r.shipment_date between ${period.from}::date and ${period.to}::date
      group by grouping sets ((), (r.mode), (r.direction, r.terms_type, r.freight_payer), (r.source),
                              (r.factor_set_name, r.factor_set_version), (r.data_quality), (r.error_reason))`),
  );
}

/** The citation and licence of factor sets by name and version, of the platform or the organization. */
export async function factorSetCitations(db: Executor, organizationId: number) {
  return rowsOf<{ name: string; version: string; citation: string; licence: string }>(
    await db.execute(sql`
      select ${emissionFactorSets.name} as name, ${emissionFactorSets.version} as version,
             ${emissionFactorSets.citation} as citation, ${emissionFactorSets.licence} as licence
      from ${emissionFactorSets}
      where ${emissionFactorSets.organization_id} is null or ${emissionFactorSets.organization_id} = ${organizationId}`),
  );
}

export async function organizationName(db: Executor, organizationId: number): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select ${organizations.name} as name from ${organizations} where ${organizations.id} = ${organizationId}`),
  );
  return row?.name ?? '';
}
