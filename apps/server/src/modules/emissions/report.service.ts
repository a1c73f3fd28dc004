import {
  EMISSIONS_CHART_TOP,
  EMISSIONS_DEFAULT_MONTHS,
  type Locale,
  type Scope3Category,
  type TEmissionsBucket,
  type TEmissionsCharts,
  type TEmissionsFilter,
  type TEmissionsFilterOptions,
  type TEmissionsKpi,
  type TEmissionsModeShift,
  type TEmissionsModeShiftQuery,
  type TEmissionsShipmentRow,
  type TEmissionsShipmentsQuery,
  type TGriReport,
  type TGriReportExportQuery,
  type TGriReportQuery,
  type TGriTotals,
  type TListMeta,
} from '@freight/contracts';
import { changeAgainst, previousPeriod, railEquivalentKg, scope3CategoryOf } from '@freight/domain';
import type { AppDeps } from '../../platform/deps';
import { listMeta } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { workingOrganizationId } from '../../platform/tenancy';
import type { ExportColumn } from '../../platform/xlsx-export';
import { batchesInOrder } from '../../platform/xlsx-export';
import { fillPlaceholders, interfaceText } from '../translations';
import { factorSetsOf } from './emissions.service';
import { griPdf, griWorkbook } from './gri-report-files';
import * as queries from './report.queries';
import type { ReportFilter, ReportScope, ShipmentRow, Sums } from './report.queries';

/**
 * The shipments a user's emissions screen reads: those of the sites they act as, in the one
 * organization they work in. Another organization's shipments are never counted, even for a
 * super user acting as sites of several.
 */
function actingScope(ctx: SignedInContext): ReportScope {
  return { organizationId: workingOrganizationId(ctx.actor), siteIds: ctx.actor.siteIds };
}

/** Today and the first day of the month eleven months back: the last twelve months. */
function defaultPeriod(now = new Date()): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (EMISSIONS_DEFAULT_MONTHS - 1), 1));
  return { from: start.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

function settlePeriod(query: { from?: string; to?: string }): { from: string; to: string } {
  const fallback = defaultPeriod();
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? (to < fallback.from ? to : fallback.from);
  return { from, to };
}

function reportFilter(query: TEmissionsFilter): ReportFilter {
  return {
    ...settlePeriod(query),
    siteIds: query.site_id,
    carriers: query.carrier,
    modes: query.mode,
    originCountries: query.origin_country,
    destinationCountries: query.destination_country,
    sources: query.source,
    dataQualities: query.data_quality,
  };
}

export async function getFilterOptions(deps: AppDeps, ctx: SignedInContext): Promise<TEmissionsFilterOptions> {
  const scope = actingScope(ctx);
  const [values, sites] = await Promise.all([
    queries.filterValues(deps.db, scope),
    queries.siteNames(deps.db, scope.organizationId, scope.siteIds),
  ]);
  return {
    sites,
    carriers: values.carriers ?? [],
    modes: values.modes ?? [],
    origin_countries: values.origin_countries ?? [],
    destination_countries: values.destination_countries ?? [],
    sources: values.sources ?? [],
    data_qualities: values.data_qualities ?? [],
    first_day: values.first_day,
    last_day: values.last_day,
  };
}

const intensityOf = (co2eKg: number, tkm: number) => (tkm > 0 ? Math.round((co2eKg * 1_000_000) / tkm) / 1000 : null);
const figure = (value: number | null, previous: number | null) => ({
  value,
  previous,
  change: value === null || previous === null ? null : changeAgainst(value, previous),
});
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function getKpi(deps: AppDeps, ctx: SignedInContext, query: TEmissionsFilter): Promise<TEmissionsKpi> {
  const filter = reportFilter(query);
  const previous = previousPeriod(filter.from, filter.to);
  const sums = await queries.periodSums(deps.db, actingScope(ctx), filter, previous);
  return {
    period: { from: filter.from, to: filter.to },
    previous_period: previous,
    co2e_wtw_kg: figure(round3(sums.co2e_wtw_kg), round3(sums.previous_co2e_wtw_kg)),
    co2e_ttw_kg: figure(round3(sums.co2e_ttw_kg), round3(sums.previous_co2e_ttw_kg)),
    tkm: figure(round3(sums.tkm), round3(sums.previous_tkm)),
    intensity_g_per_tkm: figure(intensityOf(sums.co2e_wtw_kg, sums.tkm), intensityOf(sums.previous_co2e_wtw_kg, sums.previous_tkm)),
    shipments: figure(sums.shipments, sums.previous_shipments),
    not_calculated: sums.not_calculated,
  };
}

const bucket = (key: string, sums: Sums): TEmissionsBucket => ({
  key,
  co2e_wtw_kg: round3(sums.co2e_wtw_kg),
  co2e_ttw_kg: round3(sums.co2e_ttw_kg),
  tkm: round3(sums.tkm),
  shipments: sums.shipments,
});

/** The largest buckets by WTW, the rest summed under `other`. */
function topBuckets(buckets: TEmissionsBucket[]): TEmissionsBucket[] {
  const sorted = [...buckets].sort((a, b) => b.co2e_wtw_kg - a.co2e_wtw_kg || a.key.localeCompare(b.key));
  if (sorted.length <= EMISSIONS_CHART_TOP) return sorted;
  const rest = sorted.slice(EMISSIONS_CHART_TOP - 1);
  const other = rest.reduce(
    (sum, entry) => ({
      co2e_wtw_kg: sum.co2e_wtw_kg + entry.co2e_wtw_kg,
      co2e_ttw_kg: sum.co2e_ttw_kg + entry.co2e_ttw_kg,
      co2e_wtt_kg: 0,
      tkm: sum.tkm + entry.tkm,
      shipments: sum.shipments + entry.shipments,
    }),
    { co2e_wtw_kg: 0, co2e_ttw_kg: 0, co2e_wtt_kg: 0, tkm: 0, shipments: 0 },
  );
  return [...sorted.slice(0, EMISSIONS_CHART_TOP - 1), bucket('other', other)];
}

/** Every month of the period, those without shipments at zero, so a chart's axis has no gaps. */
function monthsOf(period: { from: string; to: string }): string[] {
  const months: string[] = [];
  let [year, month] = period.from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export async function getCharts(deps: AppDeps, ctx: SignedInContext, query: TEmissionsFilter): Promise<TEmissionsCharts> {
  const filter = reportFilter(query);
  const rows = await queries.chartSums(deps.db, actingScope(ctx), filter);
  const of = (dimension: queries.ChartDimension) =>
    rows.filter((row) => row.dimension === dimension).map((row) => bucket(row.key ?? 'unknown', row));
  const byMonth = new Map(of('month').map((entry) => [entry.key, entry]));
  const empty = { co2e_wtw_kg: 0, co2e_ttw_kg: 0, co2e_wtt_kg: 0, tkm: 0, shipments: 0 };
  return {
    period: { from: filter.from, to: filter.to },
    months: monthsOf(filter).map((month) => byMonth.get(month) ?? bucket(month, empty)),
    modes: of('mode').sort((a, b) => b.co2e_wtw_kg - a.co2e_wtw_kg),
    carriers: topBuckets(of('carrier')),
    lanes: topBuckets(of('lane')),
  };
}

function shipmentRow(row: ShipmentRow): TEmissionsShipmentRow {
  return {
    source: row.source,
    uuid: row.shipment_uuid,
    shipment_number: row.shipment_number,
    shipment_date: row.shipment_date,
    site_name: row.site_name,
    carrier_name: row.carrier_name,
    mode: row.mode,
    origin_country: row.origin_country,
    destination_country: row.destination_country,
    scope3_category: scope3CategoryOf(row),
    distance_km: row.distance_km,
    tkm: row.tkm,
    co2e_wtw_kg: row.co2e_wtw_kg,
    co2e_ttw_kg: row.co2e_ttw_kg,
    intensity_g_per_tkm: row.co2e_wtw_kg !== null && row.tkm !== null ? intensityOf(row.co2e_wtw_kg, row.tkm) : null,
    data_quality: row.data_quality,
    factor_set: row.factor_set_name && [row.factor_set_name, row.factor_set_version].filter(Boolean).join(' '),
    error_reason: row.error_reason,
  };
}

export async function listShipments(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TEmissionsShipmentsQuery,
): Promise<{ data: TEmissionsShipmentRow[]; meta: TListMeta }> {
  const scope = actingScope(ctx);
  const filter = reportFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    queries.shipmentPage(deps.db, scope, filter, { sortKey: query.sortKey, sortOrder: query.sortOrder, offset, limit: query.pageSize }),
    queries.countShipments(deps.db, scope, filter),
  ]);
  return { data: rows.map(shipmentRow), meta: listMeta(total, { page: query.page, pageSize: query.pageSize, offset }) };
}

/** The filtered shipments for the `.xlsx` export, a batch at a time in the table's order. */
export function exportShipmentBatches(deps: AppDeps, ctx: SignedInContext, query: TEmissionsShipmentsQuery) {
  const scope = actingScope(ctx);
  const filter = reportFilter(query);
  return batchesInOrder(async (offset, limit) =>
    (await queries.shipmentPage(deps.db, scope, filter, { sortKey: query.sortKey, sortOrder: query.sortOrder, offset, limit })).map(
      shipmentRow,
    ),
  );
}

/** A text of the `emissions` namespace with its `{{placeholders}}` filled; the key itself when missing. */
async function reportTexts(deps: AppDeps, locale: Locale) {
  const text = await interfaceText(deps, locale, 'emissions');
  return (key: string, values: Record<string, string | number> = {}) => fillPlaceholders(text(key) ?? key, values);
}

/** The export's columns, headed in the reader's language. */
export async function shipmentExportColumns(deps: AppDeps, locale: Locale): Promise<ExportColumn<TEmissionsShipmentRow>[]> {
  const t = await reportTexts(deps, locale);
  const named = (group: string, value: string | null) => (value === null ? null : t(`${group}.${value}`));
  return [
    { key: 'shipment_number', header: t('table.shipment'), value: (row) => row.shipment_number, width: 18 },
    { key: 'shipment_date', header: t('table.date'), value: (row) => row.shipment_date, width: 12 },
    { key: 'source', header: t('filters.source'), value: (row) => named('sources', row.source), width: 14 },
    { key: 'site_name', header: t('table.site'), value: (row) => row.site_name },
    { key: 'carrier_name', header: t('table.carrier'), value: (row) => row.carrier_name },
    { key: 'mode', header: t('table.mode'), value: (row) => named('modes', row.mode), width: 14 },
    { key: 'origin_country', header: t('table.origin'), value: (row) => row.origin_country, width: 10 },
    { key: 'destination_country', header: t('table.destination'), value: (row) => row.destination_country, width: 10 },
    { key: 'scope3_category', header: t('table.category'), value: (row) => t(`categories.${row.scope3_category}`), width: 24 },
    { key: 'distance_km', header: t('table.distance'), unit: 'km', value: (row) => row.distance_km, width: 12 },
    { key: 'tkm', header: t('table.tkm'), unit: 't-km', value: (row) => row.tkm, width: 12 },
    { key: 'co2e_wtw_kg', header: t('table.wtw'), unit: 'kg', value: (row) => row.co2e_wtw_kg, width: 14 },
    { key: 'co2e_ttw_kg', header: t('table.ttw'), unit: 'kg', value: (row) => row.co2e_ttw_kg, width: 14 },
    { key: 'intensity_g_per_tkm', header: t('table.intensity'), unit: 'g/t-km', value: (row) => row.intensity_g_per_tkm, width: 14 },
    { key: 'data_quality', header: t('table.quality'), value: (row) => named('quality', row.data_quality), width: 14 },
    { key: 'factor_set', header: t('table.factor_set'), value: (row) => row.factor_set, width: 32 },
    { key: 'error_reason', header: t('table.not_calculated'), value: (row) => named('errors', row.error_reason), width: 32 },
  ];
}

export async function getModeShift(deps: AppDeps, ctx: SignedInContext, query: TEmissionsModeShiftQuery): Promise<TEmissionsModeShift> {
  const scope = actingScope(ctx);
  const rows = await queries.roadSums(deps.db, scope, reportFilter(query), query.min_distance_km);
  const sets = await factorSetsOf(deps.db, scope.organizationId, new Date());
  let road = 0;
  let rail = 0;
  let tkm = 0;
  let shipments = 0;
  let all = 0;
  for (const row of rows) {
    all += row.all_co2e_wtw_kg;
    if (row.shipments === 0) continue;
    const set = sets.find((candidate) => candidate.name === row.factor_set_name && candidate.version === row.factor_set_version) ?? null;
    const railKg = railEquivalentKg(row, set);
    // Without any rail factor the road figures stay as they are: nothing is claimed as saved.
    road += row.co2e_wtw_kg;
    rail += railKg ?? row.co2e_wtw_kg;
    tkm += row.tkm;
    shipments += row.shipments;
  }
  const saved = round3(road - rail);
  return {
    min_distance_km: query.min_distance_km,
    shipments,
    tkm: round3(tkm),
    road_co2e_wtw_kg: round3(road),
    rail_co2e_wtw_kg: round3(rail),
    saved_co2e_wtw_kg: saved,
    saved_share: all > 0 ? Math.round((saved / all) * 10_000) / 10_000 : null,
  };
}

/**
 * The GRI report's scope: the chosen sites, else every site of the organization the user may see
 * (the whole organization for its administrators). Chosen sites beyond those are not reported.
 */
function griScope(ctx: SignedInContext, siteIds: number[] | undefined): { scope: ReportScope; kind: 'organization' | 'sites' } {
  const organizationId = workingOrganizationId(ctx.actor);
  const { visibility } = ctx.actor;
  const visible = visibility.kind === 'sites' ? visibility.siteIds : null;
  if (siteIds && siteIds.length > 0)
    return { scope: { organizationId, siteIds: visible ? siteIds.filter((id) => visible.includes(id)) : siteIds }, kind: 'sites' };
  return { scope: { organizationId, siteIds: visible }, kind: visible ? 'sites' : 'organization' };
}

const totals = (sums: Sums): TGriTotals => ({
  co2e_wtw_kg: round3(sums.co2e_wtw_kg),
  co2e_ttw_kg: round3(sums.co2e_ttw_kg),
  co2e_wtt_kg: round3(sums.co2e_wtt_kg),
  tkm: round3(sums.tkm),
  shipments: sums.shipments,
});

export async function getGriReport(deps: AppDeps, ctx: SignedInContext, query: TGriReportQuery): Promise<TGriReport> {
  const period = settlePeriod(query);
  const { scope, kind } = griScope(ctx, query.site_id);
  const [rows, siteRows, citations, organization, t] = await Promise.all([
    queries.griSums(deps.db, scope, period),
    queries.siteNames(deps.db, scope.organizationId, scope.siteIds),
    queries.factorSetCitations(deps.db, scope.organizationId),
    queries.organizationName(deps.db, scope.organizationId),
    reportTexts(deps, ctx.locale),
  ]);
  const of = (dimension: queries.GriDimension) => rows.filter((row) => row.dimension === dimension);
  const total = of('total')[0] ?? { co2e_wtw_kg: 0, co2e_ttw_kg: 0, co2e_wtt_kg: 0, tkm: 0, shipments: 0 };

  const categories = new Map<Scope3Category, Sums>();
  for (const row of of('category')) {
    const category = scope3CategoryOf(row);
    const sum = categories.get(category) ?? { co2e_wtw_kg: 0, co2e_ttw_kg: 0, co2e_wtt_kg: 0, tkm: 0, shipments: 0 };
    categories.set(category, {
      co2e_wtw_kg: sum.co2e_wtw_kg + row.co2e_wtw_kg,
      co2e_ttw_kg: sum.co2e_ttw_kg + row.co2e_ttw_kg,
      co2e_wtt_kg: sum.co2e_wtt_kg + row.co2e_wtt_kg,
      tkm: sum.tkm + row.tkm,
      shipments: sum.shipments + row.shipments,
    });
  }
  const quality = of('quality').filter((row) => row.data_quality !== null);
  const primary = quality.find((row) => row.data_quality === 'primary')?.co2e_wtw_kg ?? 0;
  const factorSets = of('factor_set')
    .filter((row) => row.factor_set_name !== null)
    .map((row) => {
      const cited = citations.find((entry) => entry.name === row.factor_set_name && entry.version === row.factor_set_version);
      return {
        name: row.factor_set_name!,
        version: row.factor_set_version ?? '',
        citation: cited?.citation ?? null,
        licence: cited?.licence ?? null,
        shipments: row.shipments,
        co2e_wtw_kg: round3(row.co2e_wtw_kg),
      };
    });
  return {
    organization,
    sites: siteRows.map((site) => site.name),
    scope: kind,
    period,
    generated_at: new Date().toISOString(),
    totals: totals(total),
    by_mode: of('mode')
      .filter((row) => row.mode !== null && row.shipments > 0)
      .map((row) => ({ mode: row.mode!, ...totals(row) }))
      .sort((a, b) => b.co2e_wtw_kg - a.co2e_wtw_kg),
    by_category: [...categories].map(([category, sums]) => ({ category, ...totals(sums) })).sort((a, b) => a.category - b.category),
    by_source: of('source')
      .filter((row) => row.source !== null)
      .map((row) => ({ source: row.source!, ...totals(row) })),
    factor_sets: factorSets,
    data_quality: quality.map((row) => ({ quality: row.data_quality!, shipments: row.shipments, co2e_wtw_kg: round3(row.co2e_wtw_kg) })),
    primary_share: total.co2e_wtw_kg > 0 ? Math.round((primary / total.co2e_wtw_kg) * 10_000) / 10_000 : null,
    exclusions: of('exclusion')
      .filter((row) => row.error_reason !== null)
      .map((row) => ({ reason: row.error_reason!, shipments: row.excluded })),
    methodology: ['standard', 'activity', 'distance', 'factors', 'allocation', 'categories', 'exclusions'].map((paragraph) =>
      t(`gri.methodology.${paragraph}`),
    ),
  };
}

/** The GRI report as a file in the reader's language: a workbook or a PDF. */
export async function griReportFile(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TGriReportExportQuery,
): Promise<{ body: Buffer; type: string; fileName: string }> {
  const report = await getGriReport(deps, ctx, query);
  const t = await reportTexts(deps, ctx.locale);
  const name = `gri-305_${report.period.from}_${report.period.to}`;
  if (query.format === 'pdf') return { body: await griPdf(report, t), type: 'application/pdf', fileName: `${name}.pdf` };
  return {
    body: await griWorkbook(report, t),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${name}.xlsx`,
  };
}
