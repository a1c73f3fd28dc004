import {
  CONSIGNMENT_STATUSES,
  TRANSPORT_MODES,
  type Locale,
  type ConsignmentStatus,
  type TConsignmentDetail,
  type TConsignmentListItem,
  type TConsignmentStatistics,
  type TDeliveryPrediction,
  type TFilterOption,
  type TListConsignmentsResponse,
  type TListQuery,
  type TransportMode,
} from '@freight/contracts';
import { isProbablyLate, predictionAsOf } from '@freight/domain';
import { sql, type SQL } from 'drizzle-orm';
import { consignments } from '../../db/schema';
import { NotFoundError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList, type ListPlan } from '../../platform/list-query';
import type { ExportColumn } from '../../platform/xlsx-export';
import type { SignedInContext } from '../../platform/request-context';
import * as activityQueries from './activity.queries';
import { presentActivity } from './activity.service';
import * as queries from './consignments.queries';
import { interfaceText } from '../translations';
import { actingScope, plainScope, sharedScope, visibleConsignments } from '../../platform/shipment-scope';

type ListRow = Omit<Awaited<ReturnType<typeof queries.listConsignments>>['rows'][number], 'not_seen'> & { not_seen?: boolean };

const isStatus = (value: string): value is ConsignmentStatus => (CONSIGNMENT_STATUSES as readonly string[]).includes(value);
const isMode = (value: string | null): value is TransportMode => value !== null && (TRANSPORT_MODES as readonly string[]).includes(value);

type PredictionRow = Pick<ListRow, keyof typeof queries.predictionColumns>;

function predictionOf(row: PredictionRow, promisedOn: string | null, today: string): TDeliveryPrediction | null {
  if (row.predicted_on === null || row.predicted_earliest_on === null || row.predicted_latest_on === null) return null;
  if (row.prediction_unit === null || row.prediction_basis === null || row.prediction_shipments === null) return null;
  const days = predictionAsOf({ date: row.predicted_on, earliest: row.predicted_earliest_on, latest: row.predicted_latest_on }, today);
  return {
    ...days,
    unit: row.prediction_unit,
    basis: row.prediction_basis,
    shipments: row.prediction_shipments,
    probably_late: isProbablyLate(days.date, promisedOn),
  };
}

const noPrediction: PredictionRow = {
  predicted_on: null,
  predicted_earliest_on: null,
  predicted_latest_on: null,
  prediction_unit: null,
  prediction_basis: null,
  prediction_shipments: null,
};

/** Today in UTC, read once for a whole page of shipments. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toListItem(row: ListRow, today: string): TConsignmentListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    shipment_number: row.shipment_number,
    site_id: row.site_id,
    site_name: row.site_name,
    direction: row.direction,
    carrier_id: row.carrier_id,
    carrier_name: row.carrier_name,
    carrier_service_name: row.carrier_service_name,
    transport_mode: isMode(row.transport_mode) ? row.transport_mode : null,
    status: isStatus(row.status) ? row.status : 'NOT_CONFIRMED',
    status_raw: row.status_raw,
    consignor: {
      name: row.consignor_name,
      address: row.consignor_address,
      zip: row.consignor_zip,
      city: row.consignor_city,
      countrycode: row.consignor_countrycode,
    },
    consignee: {
      name: row.consignee_name,
      address: row.consignee_address,
      zip: row.consignee_zip,
      city: row.consignee_city,
      countrycode: row.consignee_countrycode,
    },
    total_weight: row.total_weight,
    packages: row.packages,
    waybill_number: row.waybill_number,
    booked_at: iso(row.booked_at),
    pickup_at: iso(row.pickup_at),
    eta_at: iso(row.eta_at),
    delivered_at: iso(row.delivered_at),
    // The day the carrier promised, else the ETA's day as stored (UTC), as the list's filter reads it.
    predicted_delivery: predictionOf(row, row.promised_delivery_date ?? row.eta_at?.toISOString().slice(0, 10) ?? null, today),
    has_open_exception: row.has_open_exception,
    not_seen: row.not_seen ?? false,
    updated_at: row.updated_at.toISOString(),
  };
}

function listItems(rows: ListRow[]): TConsignmentListItem[] {
  const today = todayUtc();
  return rows.map((row) => toListItem(row, today));
}

/**
 * Which shipments a list shows: the sites acted as, or for the platform's god users in the admin
 * area, every organization's.
 */
export type ListReach = 'acting-sites' | 'all-organizations';

function planWithScope(ctx: SignedInContext, query: TListQuery, scope: SQL | undefined) {
  const snoozeAsked = query.filter?.snoozed !== undefined || query.filters?.some((entry) => entry.name === 'snoozed');
  return planList(query, queries.consignmentList(ctx.actor.userId), [scope, snoozeAsked ? undefined : queries.notSnoozed]);
}

async function planConsignmentList(deps: AppDeps, ctx: SignedInContext, query: TListQuery, reach: ListReach) {
  return planWithScope(ctx, query, reach === 'acting-sites' ? await actingScope(deps, ctx) : undefined);
}

export async function listConsignments(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TListQuery,
  reach: ListReach = 'acting-sites',
): Promise<TListConsignmentsResponse> {
  const list = async (plan: ListPlan) => {
    const { rows, total, totalCapped } = await queries.listConsignments(deps.db, plan, ctx.actor.userId);
    return { data: listItems(rows), meta: listMeta(total, plan, totalCapped) };
  };
  if (reach === 'all-organizations') return list(planWithScope(ctx, query, undefined));
  // Few sites receive shared shipments: the list is read by the sites' own scope while the
  // shares are looked up, and read again only when there are some.
  const plain = planWithScope(ctx, query, plainScope(ctx));
  if (countsAnswer(query)) {
    // The counts kept per site and status give such a list's whole total from a few rows, where
    // counting its shipments would read up to LIST_COUNT_CAP of them.
    const [shared, rows, counted] = await Promise.all([
      sharedScope(deps, ctx),
      queries.pageOfConsignments(deps.db, plain, ctx.actor.userId),
      countedStatistics(deps, ctx, query, reach),
    ]);
    if (!shared) {
      const total = counted.reduce((sum, row) => sum + row.count, 0);
      return { data: listItems(rows), meta: listMeta(total, plain) };
    }
    return list(planWithScope(ctx, query, shared));
  }
  const [shared, own] = await Promise.all([sharedScope(deps, ctx), list(plain)]);
  return shared ? list(planWithScope(ctx, query, shared)) : own;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isOn = (value: string | string[] | undefined) => ['1', 'true'].includes(firstOf(value) ?? '');
const isGiven = (value: string | string[]) => (Array.isArray(value) ? value : value.split(',')).some((part) => part.trim() !== '');

/**
 * Whether the counts kept per site and status answer a statistics query: no search and only the
 * filters they hold (sites, organization, status), open exceptions and the default snooze.
 */
function countsAnswer(query: TListQuery): boolean {
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (name === 'snoozed' ? isOn(value) : name !== 'exceptions' && !(name in queries.countedList.filters!) && isGiven(value)) return false;
  }
  return (query.filters ?? []).every((entry) => entry.name in queries.countedList.filters! || !isGiven(entry.value));
}

type StatusCount = { status: string; count: number; exceptions: number };

/**
 * Counts by status from the counts kept per site, less the shipments snoozed now: those are few,
 * and their index finds them without reading the rest.
 */
async function countedStatistics(deps: AppDeps, ctx: SignedInContext, query: TListQuery, reach: ListReach): Promise<StatusCount[]> {
  const { sortKey: _sortKey, sortOrder: _sortOrder, ...filtersOnly } = query;
  // Open exceptions and snoozing are read below, not from the counts' own filters.
  const { exceptions: _exceptions, snoozed: _snoozed, ...countedFilter } = query.filter ?? {};
  const counted = planList({ ...filtersOnly, filter: countedFilter }, queries.countedList, [
    reach === 'acting-sites' ? plainScope(ctx, queries.countedTenancy) : undefined,
  ]);
  const snoozeAll = firstOf(query.filter?.snoozed) === 'all';
  const snoozedNow = planWithScope(
    ctx,
    { ...filtersOnly, filter: { ...query.filter, snoozed: '1' } },
    reach === 'acting-sites' ? plainScope(ctx) : undefined,
  );
  const rows = await queries.countedByStatus(deps.db, counted.where, snoozeAll ? undefined : snoozedNow.where);
  const kept = rows.filter((row) => row.part === 'kept');
  const exceptionsOnly = isOn(query.filter?.exceptions);
  const less = new Map(rows.filter((row) => row.part === 'less').map((row) => [row.status, row]));
  return kept.map((row) => {
    const exceptions = row.exceptions - (less.get(row.status)?.exceptions ?? 0);
    return { status: row.status, count: exceptionsOnly ? exceptions : row.count - (less.get(row.status)?.count ?? 0), exceptions };
  });
}

/** Counts by status and open exceptions for the list's current filter (SPEC §7). */
export async function filteredStatistics(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TListQuery,
  reach: ListReach = 'acting-sites',
): Promise<TConsignmentStatistics> {
  // Shipments shared with the sites acted as are not in those sites' counts: they are counted one by one.
  const shared = reach === 'acting-sites' ? await sharedScope(deps, ctx) : null;
  const plan = planWithScope(ctx, query, reach === 'acting-sites' ? (shared ?? plainScope(ctx)) : undefined);
  const rows =
    !shared && countsAnswer(query) ? await countedStatistics(deps, ctx, query, reach) : await queries.countByStatus(deps.db, plan.where);
  const byStatus: TConsignmentStatistics['data']['by_status'] = {};
  let total = 0;
  let exceptions = 0;
  for (const row of rows) {
    if (row.count === 0) continue;
    total += row.count;
    exceptions += row.exceptions;
    if (isStatus(row.status)) byStatus[row.status] = row.count;
  }
  return { data: { total, exceptions, by_status: byStatus } };
}

const OPTION_COLUMNS = {
  carrier_from_source: consignments.carrier_name,
  consignor_city: consignments.consignor_city,
  consignee_city: consignments.consignee_city,
} as const;

/** Filter options that come from the shipments themselves: carriers as sources name them, cities. */
export async function sourceOptions(deps: AppDeps, ctx: SignedInContext, name: keyof typeof OPTION_COLUMNS): Promise<TFilterOption[]> {
  const values = await queries.distinctValues(deps.db, OPTION_COLUMNS[name], await actingScope(deps, ctx));
  return values.map((value) => ({ value, label: value }));
}

/**
 * One shipment, for anyone who may see its site, whether or not they act as it now: a link to a
 * shipment keeps working after the 'Act as' choice changes. Others get 404.
 */
export async function getConsignment(
  deps: AppDeps,
  ctx: SignedInContext,
  uuid: string,
  reach: ListReach = 'acting-sites',
): Promise<TConsignmentDetail> {
  const visible = reach === 'all-organizations' ? sql`true` : visibleConsignments(ctx);
  const found = await queries.findConsignment(deps.db, uuid, visible, ctx.actor.userId);
  if (!found) throw new NotFoundError();
  const row = found.consignment;
  const [items, events, activity] = await Promise.all([
    queries.findItems(deps.db, row.id),
    queries.findEvents(deps.db, row.id),
    activityQueries.findActivity(deps.db, row.id, ctx.actor.userId, found.activity),
    // Seen since its last change, it stays seen until the next one: no write for a page shown again.
    found.not_seen ? activityQueries.markSeen(deps.db, row.id, ctx.actor.userId, true) : undefined,
  ]);
  return {
    ...toListItem(
      {
        ...row,
        ...(found.prediction ?? noPrediction),
        site_name: found.site_name,
        carrier_service_name: found.carrier_service_name,
      },
      todayUtc(),
    ),
    organization_id: row.organization_id,
    carrier_service_id: row.carrier_service_id,
    total_volume: row.total_volume,
    load_meters: row.load_meters,
    pallet_spaces: row.pallet_spaces,
    pickup_until: row.pickup_until?.toISOString() ?? null,
    eta_until: row.eta_until?.toISOString() ?? null,
    pickup_address: row.pickup_address,
    delivery_address: row.delivery_address,
    references: {
      consignor_reference: row.consignor_reference,
      consignee_reference: row.consignee_reference,
      purchase_order_number: row.purchase_order_number,
      sales_order_number: row.sales_order_number,
      project_number: row.project_number,
    },
    price: { amount: row.price_amount, currency: row.price_currency },
    terms: { type: row.terms_type, location: row.terms_location },
    container_number: row.container_number,
    timeline: row.timeline,
    source: row.source,
    created_at: row.created_at.toISOString(),
    items: items.map(({ organization_id: _organization, consignment_id: _consignment, ...item }) => item),
    events: events.map((event) => ({
      id: event.id,
      occurred_at: event.occurred_at.toISOString(),
      status_code: event.status_code,
      status: event.status !== null && isStatus(event.status) ? event.status : null,
      description: event.description,
      city: event.city,
      countrycode: event.countrycode,
      latitude: event.latitude,
      longitude: event.longitude,
      source: event.source,
    })),
    ...presentActivity(deps, activity),
    snoozed_until: row.snoozed_until?.toISOString() ?? null,
    owner: row.owner_user_id !== null && found.owner_name !== null ? { id: row.owner_user_id, name: found.owner_name } : null,
  };
}

type ExportRow = Awaited<ReturnType<typeof queries.listConsignments>>['rows'][number];
const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

/**
 * The export's columns, their values as the reader's screen words them: statuses, modes and
 * directions by name in the reader's language, figures as numbers with their unit in the header.
 */
export async function consignmentExportColumns(deps: AppDeps, locale: Locale): Promise<ExportColumn<Omit<ExportRow, 'not_seen'>>[]> {
  const shipments = await interfaceText(deps, locale, 'shipments');
  const shipment = await interfaceText(deps, locale, 'shipment');
  const common = await interfaceText(deps, locale, 'common');
  const named = (text: (key: string) => string | undefined, group: string, code: string | null) =>
    code === null ? null : (text(`${group}.${code}`) ?? code);
  return [
    { key: 'shipment_number', header: 'Shipment number', value: (row) => row.shipment_number },
    { key: 'status', header: 'Status', value: (row) => named(shipments, 'statuses', row.status), width: 16 },
    { key: 'carrier_name', header: 'Carrier', value: (row) => row.carrier_name },
    { key: 'carrier_service_name', header: 'Service', value: (row) => row.carrier_service_name },
    { key: 'transport_mode', header: 'Mode', value: (row) => named(shipments, 'modes', row.transport_mode), width: 12 },
    { key: 'site_name', header: 'Site', value: (row) => row.site_name },
    { key: 'direction', header: 'Direction', value: (row) => named(shipment, 'directions', row.direction), width: 12 },
    { key: 'consignor_name', header: 'Consignor', value: (row) => row.consignor_name, width: 28 },
    { key: 'consignor_city', header: 'From city', value: (row) => row.consignor_city },
    { key: 'consignor_countrycode', header: 'From country', value: (row) => row.consignor_countrycode, width: 10 },
    { key: 'consignee_name', header: 'Consignee', value: (row) => row.consignee_name, width: 28 },
    { key: 'consignee_city', header: 'To city', value: (row) => row.consignee_city },
    { key: 'consignee_countrycode', header: 'To country', value: (row) => row.consignee_countrycode, width: 10 },
    { key: 'total_weight', header: 'Weight', unit: 'kg', value: (row) => row.total_weight, width: 12 },
    { key: 'packages', header: 'Packages', value: (row) => row.packages, width: 10 },
    { key: 'waybill_number', header: 'Waybill', value: (row) => row.waybill_number },
    { key: 'booked_at', header: 'Booked', value: (row) => day(row.booked_at), width: 12 },
    { key: 'pickup_at', header: 'Picked up', value: (row) => day(row.pickup_at), width: 12 },
    { key: 'eta_at', header: 'ETA', value: (row) => day(row.eta_at), width: 12 },
    { key: 'delivered_at', header: 'Delivered', value: (row) => day(row.delivered_at), width: 12 },
    { key: 'predicted_delivery', header: 'Predicted delivery', value: (row) => row.predicted_on, width: 12 },
    {
      key: 'has_open_exception',
      header: 'Open exception',
      value: (row) => (row.has_open_exception ? (common('answers.yes') ?? 'yes') : ''),
      width: 10,
    },
  ];
}

/** The chosen shipments, or every shipment of the list's filter, for an .xlsx export. */
export async function exportConsignmentBatches(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TListQuery,
  ids: number[],
  reach: ListReach = 'acting-sites',
) {
  const plan = await planConsignmentList(deps, ctx, query, reach);
  return queries.consignmentBatches(deps.db, plan, ids);
}
