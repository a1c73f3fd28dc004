import { and, asc, count, eq, inArray, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { transportModesLike } from '@freight/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedStatement, type Executor } from '../../db/client';
import { statementByShape } from '../../db/statement-shapes';
import {
  carrierServices,
  consignmentBookmarks,
  consignmentCounts,
  consignmentEvents,
  consignmentExceptions,
  consignmentItems,
  consignmentReminders,
  consignments,
  consignmentViews,
  deliveryPredictions,
  sites,
  users,
} from '../../db/schema';
import { activityPresence } from './activity.queries';
import { countAll, isCalendarDate, type ListDefinition, type ListFilter, type ListPlan } from '../../platform/list-query';
import { batchesInOrder } from '../../platform/xlsx-export';

const listOf = (value: string | string[], separator = ',') =>
  (Array.isArray(value) ? value : value.split(separator)).map((part) => part.trim()).filter(Boolean);

const inList = (column: AnyPgColumn, separator = ','): ListFilter => ({
  build: (value) => {
    const values = listOf(value, separator);
    return values.length > 0 ? inArray(column, values) : undefined;
  },
});

/** A shipment's day as analytics counts it: booked, else created, in UTC. */
const shipmentDay = sql`(coalesce(${consignments.booked_at}, ${consignments.created_at}) at time zone 'UTC')::date`;
/** A shipment's lane as analytics names it: origin and destination country. */
const laneOf = sql`${consignments.consignor_countrycode} || '-' || ${consignments.consignee_countrycode}`;

/** `start,end` in YYYY-MM-DD (end inclusive) or 'all' (SPEC §5 date ranges). */
const dateBetween = (column: typeof consignments.booked_at | SQL): ListFilter => ({
  build: (value) => {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text === 'all') return undefined;
    const [start, end] = text.split(',');
    if (
      !start ||
      !end ||
      !/^\d{4}-\d{2}-\d{2}$/.test(start) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(end) ||
      !isCalendarDate(start) ||
      !isCalendarDate(end)
    ) {
      return sql`false`;
    }
    return and(sql`${column} >= ${start}::date`, sql`${column} < ${end}::date + 1`);
  },
});

const flag = (condition: SQL): ListFilter => ({
  build: (value) => {
    const wanted = Array.isArray(value) ? value[0] : value;
    return wanted === '1' || wanted === 'true' ? condition : undefined;
  },
});

/** The list's filters and sorts; bookmarks and reminders are personal, so those filters read the user's own. */
export function consignmentList(userId: number): ListDefinition {
  return {
    ...baseList,
    filters: {
      ...baseList.filters,
      bookmarked: flag(
        sql`exists (select 1 from ${consignmentBookmarks} where ${consignmentBookmarks.consignment_id} = ${consignments.id} and ${consignmentBookmarks.user_id} = ${userId})`,
      ),
      under_reminder: flag(
        sql`exists (select 1 from ${consignmentReminders} where ${consignmentReminders.consignment_id} = ${consignments.id} and ${consignmentReminders.user_id} = ${userId} and ${consignmentReminders.done_at} is null)`,
      ),
      under_reminder_expired: flag(
        sql`exists (select 1 from ${consignmentReminders} where ${consignmentReminders.consignment_id} = ${consignments.id} and ${consignmentReminders.user_id} = ${userId} and ${consignmentReminders.done_at} is null and ${consignmentReminders.remind_at} < now())`,
      ),
      snoozed: {
        build: (value) => {
          const wanted = Array.isArray(value) ? value[0] : value;
          if (wanted === 'all') return undefined;
          return wanted === '1' || wanted === 'true' ? sql`${consignments.snoozed_until} > now()` : notSnoozed;
        },
      },
    },
  };
}

/** Snoozed shipments stay out of the list until their date, unless asked for. */
export const notSnoozed = sql`(${consignments.snoozed_until} is null or ${consignments.snoozed_until} <= now())`;

const baseList: ListDefinition = {
  sortable: {
    updated_at: consignments.updated_at,
    created_at: consignments.created_at,
    booked_at: consignments.booked_at,
    pickup_at: consignments.pickup_at,
    eta_at: consignments.eta_at,
    delivered_at: consignments.delivered_at,
    shipment_number: consignments.shipment_number,
    status: consignments.status,
    carrier_name: consignments.carrier_name,
    transport_mode: consignments.transport_mode,
    consignor_name: consignments.consignor_name,
    consignee_name: consignments.consignee_name,
    consignor_city: consignments.consignor_city,
    consignee_city: consignments.consignee_city,
    total_weight: consignments.total_weight,
  },
  filters: {
    organization_id: { column: consignments.organization_id, type: 'number' },
    site: { column: consignments.site_id, type: 'number' },
    site_id: { column: consignments.site_id, type: 'number' },
    status: inList(consignments.status),
    direction: inList(consignments.direction),
    carrier_from_source: inList(consignments.carrier_name),
    transport_mode_from_source: {
      build: (value) => {
        const modes = listOf(value).flatMap(transportModesLike);
        return modes.length > 0 ? inArray(consignments.transport_mode, modes) : undefined;
      },
    },
    consignor_countrycode: inList(consignments.consignor_countrycode),
    consignor_city: inList(consignments.consignor_city),
    consignee_countrycode: inList(consignments.consignee_countrycode),
    consignee_city: inList(consignments.consignee_city),
    consignor_name: inList(consignments.consignor_name, '||'),
    consignee_name: inList(consignments.consignee_name, '||'),
    date_between: dateBetween(consignments.booked_at),
    eta_between: dateBetween(consignments.eta_at),
    exceptions: flag(sql`${consignments.has_open_exception}`),
    // As the list shows it: a predicted day already past counts as today.
    probably_late: flag(
      sql`exists (select 1 from ${deliveryPredictions} where ${deliveryPredictions.consignment_id} = ${consignments.id} and greatest(${deliveryPredictions.predicted_on}, (now() at time zone 'UTC')::date) > coalesce(${consignments.promised_delivery_date}, (${consignments.eta_at} at time zone 'UTC')::date))`,
    ),
    // What an analytics chart drills down to: exactly the shipments a bar counts, with the
    // rollups' own meanings (shipment day, lane, delivered by the promised day or after it).
    period: dateBetween(shipmentDay),
    lane: {
      build: (value) => {
        const lanes = listOf(value);
        return lanes.length > 0 ? inArray(laneOf, lanes) : undefined;
      },
    },
    transport_mode: inList(consignments.transport_mode),
    currency: inList(consignments.price_currency),
    delivered: flag(sql`${consignments.delivered_at} is not null`),
    late: flag(sql`(${consignments.delivered_at} at time zone 'UTC')::date > ${consignments.promised_delivery_date}`),
    on_time: flag(sql`(${consignments.delivered_at} at time zone 'UTC')::date <= ${consignments.promised_delivery_date}`),
    exception_type: {
      build: (value) => {
        const types = listOf(value);
        return types.length > 0
          ? sql`exists (select 1 from ${consignmentExceptions} where ${consignmentExceptions.consignment_id} = ${consignments.id} and ${inArray(consignmentExceptions.type, types)})`
          : undefined;
      },
    },
    with_exception: flag(
      sql`exists (select 1 from ${consignmentExceptions} where ${consignmentExceptions.consignment_id} = ${consignments.id})`,
    ),
  },
  search: [consignments.search_text],
  tieBreaker: consignments.id,
};

export const listColumns = {
  id: consignments.id,
  promised_delivery_date: consignments.promised_delivery_date,
  uuid: consignments.uuid,
  shipment_number: consignments.shipment_number,
  site_id: consignments.site_id,
  site_name: sites.name,
  direction: consignments.direction,
  carrier_id: consignments.carrier_id,
  carrier_name: consignments.carrier_name,
  carrier_service_name: carrierServices.name,
  transport_mode: consignments.transport_mode,
  status: consignments.status,
  status_raw: consignments.status_raw,
  consignor_name: consignments.consignor_name,
  consignor_address: consignments.consignor_address,
  consignor_zip: consignments.consignor_zip,
  consignor_city: consignments.consignor_city,
  consignor_countrycode: consignments.consignor_countrycode,
  consignee_name: consignments.consignee_name,
  consignee_address: consignments.consignee_address,
  consignee_zip: consignments.consignee_zip,
  consignee_city: consignments.consignee_city,
  consignee_countrycode: consignments.consignee_countrycode,
  total_weight: consignments.total_weight,
  packages: consignments.packages,
  waybill_number: consignments.waybill_number,
  booked_at: consignments.booked_at,
  pickup_at: consignments.pickup_at,
  eta_at: consignments.eta_at,
  delivered_at: consignments.delivered_at,
  has_open_exception: consignments.has_open_exception,
  updated_at: consignments.updated_at,
};

/** A shipment's predicted delivery, null when it has none. */
export const predictionColumns = {
  predicted_on: deliveryPredictions.predicted_on,
  predicted_earliest_on: deliveryPredictions.earliest_on,
  predicted_latest_on: deliveryPredictions.latest_on,
  prediction_unit: deliveryPredictions.unit,
  prediction_basis: deliveryPredictions.basis,
  prediction_shipments: deliveryPredictions.shipments,
};

const notSeenBy = (userId: number | Placeholder) =>
  sql<boolean>`not exists (select 1 from ${consignmentViews} where ${consignmentViews.consignment_id} = ${consignments.id} and ${consignmentViews.user_id} = ${userId} and ${consignmentViews.seen_at} >= ${consignments.updated_at})`;

/**
 * Counting every row of a large organization costs more than reading a page, so the list counts
 * up to this many (or up to the page asked for) and says when there are more.
 */
export const LIST_COUNT_CAP = 10_000;

const pageQuery = (db: Executor, userId: number | Placeholder) =>
  db
    .select({ ...listColumns, ...predictionColumns, not_seen: notSeenBy(userId) })
    .from(consignments)
    .innerJoin(sites, eq(sites.id, consignments.site_id))
    .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
    .leftJoin(deliveryPredictions, eq(deliveryPredictions.consignment_id, consignments.id))
    .$dynamic();

// Every request of the list runs these; each is written once per shape of its filters and sort.
const pageStatement = statementByShape((db, { where, orderBy }) =>
  pageQuery(db, sql.placeholder('user_id'))
    .where(where)
    .orderBy(orderBy!)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(''),
);

const cappedCountStatement = statementByShape((db, { where }) =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(consignments)
        .where(where)
        .limit(sql.placeholder('limit'))
        .as('counted'),
    )
    .prepare(''),
);

/** A page of the list, without its total. */
export function pageOfConsignments(db: Executor, plan: ListPlan, userId: number) {
  return pageStatement(
    db,
    { where: plan.where, orderBy: sql.join(plan.orderBy, sql`, `) },
    { user_id: userId, limit: plan.limit, offset: plan.offset },
  );
}

export async function listConsignments(db: Executor, plan: ListPlan, userId: number) {
  if (plan.searching) {
    // A common word matches much of an organization and no index counts text matches, so a
    // search reads one row beyond the page to know whether another page follows.
    const rows = await pageOfConsignments(db, { ...plan, limit: plan.limit + 1 }, userId);
    const more = rows.length > plan.pageSize;
    return { rows: rows.slice(0, plan.pageSize), total: plan.offset + Math.min(rows.length, plan.pageSize), totalCapped: more };
  }
  const countLimit = Math.max(LIST_COUNT_CAP, plan.offset + plan.pageSize);
  const [rows, [counted]] = await Promise.all([
    pageOfConsignments(db, plan, userId),
    cappedCountStatement(db, { where: plan.where }, { limit: countLimit + 1 }),
  ]);
  const total = counted?.n ?? 0;
  return { rows, total: Math.min(total, countLimit), totalCapped: total > countLimit };
}

const countByStatusStatement = statementByShape((db, { where }) =>
  db
    .select({
      status: consignments.status,
      count: count(),
      exceptions: sql<number>`count(*) filter (where ${consignments.has_open_exception})::int`,
    })
    .from(consignments)
    .where(where)
    .groupBy(consignments.status)
    .prepare(''),
);

export function countByStatus(db: Executor, where: SQL | undefined) {
  return countByStatusStatement(db, { where }, {});
}

/** The statistics' filters that the counts kept per site and status answer on their own. */
export const countedList: ListDefinition = {
  sortable: { count: consignmentCounts.count },
  filters: {
    organization_id: { column: consignmentCounts.organization_id, type: 'number' },
    site: { column: consignmentCounts.site_id, type: 'number' },
    site_id: { column: consignmentCounts.site_id, type: 'number' },
    status: inList(consignmentCounts.status),
  },
  defaultSort: { key: 'count', order: 'desc' },
  tieBreaker: consignmentCounts.status,
};

export const countedTenancy = { organizationId: consignmentCounts.organization_id, siteId: consignmentCounts.site_id };

/**
 * Shipments and open exceptions by status from the counts kept per site (`kept`, snoozed ones
 * included), and by status among the shipments matching `less` (`less`, those snoozed now), in
 * one statement: every page of the list asks for both.
 */
const keptByStatus = (db: Executor, counted: SQL | undefined) =>
  db
    .select({
      part: sql<'kept' | 'less'>`'kept'`,
      status: consignmentCounts.status,
      count: sql<number>`sum(${consignmentCounts.count})::int`,
      exceptions: sql<number>`sum(${consignmentCounts.exceptions})::int`,
    })
    .from(consignmentCounts)
    .where(counted)
    .groupBy(consignmentCounts.status);

const countedByStatusStatement = statementByShape((db, { counted, less }) => {
  if (!less) return keptByStatus(db, counted).prepare('');
  return keptByStatus(db, counted)
    .unionAll(
      db
        .select({
          part: sql<'kept' | 'less'>`'less'`,
          status: consignments.status,
          count: countAll,
          exceptions: sql<number>`count(*) filter (where ${consignments.has_open_exception})::int`,
        })
        .from(consignments)
        .where(less)
        .groupBy(consignments.status),
    )
    .prepare('');
});

export function countedByStatus(db: Executor, counted: SQL | undefined, less: SQL | undefined) {
  return countedByStatusStatement(db, { counted, less }, {});
}

type OptionColumn =
  | typeof consignments.carrier_name
  | typeof consignments.transport_mode
  | typeof consignments.consignor_city
  | typeof consignments.consignee_city;

/** Distinct values of a column among the shipments in scope, for a filter's options. */
export async function distinctValues(db: Executor, column: OptionColumn, where: SQL, limit = 1000) {
  const rows = await db
    .selectDistinct({ value: column })
    .from(consignments)
    .where(and(where, isNotNull(column)))
    .orderBy(asc(column))
    .limit(limit);
  return rows.map((row) => row.value).filter((value): value is string => value !== null);
}

/** A shipment within `visible`, with whether the user has seen it since it last changed and which of its activity lists hold anything. */
export async function findConsignment(db: Executor, uuid: string, visible: SQL, userId: number) {
  const [row] = await db
    .select({
      consignment: consignments,
      site_name: sites.name,
      carrier_service_name: carrierServices.name,
      prediction: predictionColumns,
      owner_name: users.name,
      not_seen: notSeenBy(userId),
      activity: activityPresence(userId),
    })
    .from(consignments)
    .innerJoin(sites, eq(sites.id, consignments.site_id))
    .leftJoin(users, eq(users.id, consignments.owner_user_id))
    .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
    .leftJoin(deliveryPredictions, eq(deliveryPredictions.consignment_id, consignments.id))
    .where(and(eq(consignments.uuid, uuid), visible))
    .limit(1);
  return row;
}

const shipmentParam = sql.placeholder('consignmentId');

const itemsStatement = preparedStatement((db) =>
  db
    .select()
    .from(consignmentItems)
    .where(eq(consignmentItems.consignment_id, shipmentParam))
    .orderBy(asc(consignmentItems.id))
    .prepare('consignment_items'),
);

export async function findItems(db: Executor, consignmentId: number) {
  return itemsStatement(db).execute({ consignmentId });
}

const eventsStatement = preparedStatement((db) =>
  db
    .select()
    .from(consignmentEvents)
    .where(eq(consignmentEvents.consignment_id, shipmentParam))
    .orderBy(asc(consignmentEvents.occurred_at), asc(consignmentEvents.id))
    .prepare('consignment_events'),
);

export async function findEvents(db: Executor, consignmentId: number) {
  return eventsStatement(db).execute({ consignmentId });
}

/** Rows for an export in id order, by the chosen ids or all of the list's filter. */
export function consignmentBatches(db: Executor, plan: Pick<ListPlan, 'where' | 'orderBy'>, ids: number[]) {
  return batchesInOrder(
    (offset, limit) =>
      db
        .select({ ...listColumns, ...predictionColumns })
        .from(consignments)
        .innerJoin(sites, eq(sites.id, consignments.site_id))
        .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
        .leftJoin(deliveryPredictions, eq(deliveryPredictions.consignment_id, consignments.id))
        .where(and(plan.where, ids.length > 0 ? inArray(consignments.id, ids) : undefined))
        .orderBy(...plan.orderBy)
        .limit(limit)
        .offset(offset),
    2000,
  );
}
