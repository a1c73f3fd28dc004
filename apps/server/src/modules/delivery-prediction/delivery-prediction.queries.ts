import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { ConsignmentStatus } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { consignments, deliveryPredictionProgress, deliveryPredictions, organizations, transitStatistics } from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

/** Each organization with how far its predictions have got. */
export function progressOfOrganizations(db: Executor) {
  return db
    .select({
      organizationId: organizations.id,
      statisticsAt: deliveryPredictionProgress.statistics_at,
      shipmentsSeenUntil: deliveryPredictionProgress.shipments_seen_until,
    })
    .from(organizations)
    .leftJoin(deliveryPredictionProgress, eq(deliveryPredictionProgress.organization_id, organizations.id))
    .orderBy(asc(organizations.id));
}

const utcDay = (value: unknown) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD')`;

/** What groups a shipment with others, and the day its transit began: pickup, else booking. */
const subjectColumns = {
  id: consignments.id,
  status: consignments.status,
  carrierId: consignments.carrier_id,
  serviceId: consignments.carrier_service_id,
  mode: consignments.transport_mode,
  fromCountry: consignments.consignor_countrycode,
  fromPostcode: consignments.consignor_zip,
  toCountry: consignments.consignee_countrycode,
  toPostcode: consignments.consignee_zip,
  start: utcDay(sql`coalesce(${consignments.pickup_at}, ${consignments.booked_at}, ${consignments.created_at})`),
};

/** The organization's shipments, every site of it: predictions learn from the organization as a whole. */
const shipmentsOf = (scope: Scope) => tenantScope(scope, { organizationId: consignments.organization_id });

/** An organization's shipments delivered since `since`, read through the index of deliveries. */
export function deliveredSince(db: Executor, scope: Scope, since: Date) {
  return db
    .select({ ...subjectColumns, delivered: utcDay(consignments.delivered_at) })
    .from(consignments)
    .where(and(shipmentsOf(scope), eq(consignments.status, 'DELIVERED'), gte(consignments.delivered_at, since)));
}

/** Whether a shipment of the organization was delivered, or its delivery changed, after `since`. */
export async function deliveriesChangedSince(db: Executor, scope: Scope, since: Date) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(consignments)
    .where(and(shipmentsOf(scope), gt(consignments.updated_at, since), eq(consignments.status, 'DELIVERED')))
    .limit(1);
  return row !== undefined;
}

export function shipmentsIn(db: Executor, scope: Scope, statuses: readonly ConsignmentStatus[]) {
  return db
    .select(subjectColumns)
    .from(consignments)
    .where(and(shipmentsOf(scope), inArray(consignments.status, [...statuses])));
}

/** Shipments of the organization changed after `since`, oldest change first, at most `limit`. */
export function shipmentsChangedSince(db: Executor, scope: Scope, since: Date, limit: number) {
  return db
    .select({ ...subjectColumns, updatedAt: consignments.updated_at })
    .from(consignments)
    .where(and(shipmentsOf(scope), gt(consignments.updated_at, since)))
    .orderBy(asc(consignments.updated_at))
    .limit(limit);
}

const statisticsIn = (scope: Scope) => tenantScope(scope, { organizationId: transitStatistics.organization_id });

export function statisticsOf(db: Executor, scope: Scope) {
  return db.select().from(transitStatistics).where(statisticsIn(scope));
}

const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function replaceStatistics(db: Executor, scope: Scope, rows: (typeof transitStatistics.$inferInsert)[]) {
  await db.delete(transitStatistics).where(statisticsIn(scope));
  await insertInBatches(rows, (batch) => db.insert(transitStatistics).values(batch));
}

export async function replacePredictions(db: Executor, scope: Scope, rows: (typeof deliveryPredictions.$inferInsert)[]) {
  await db.delete(deliveryPredictions).where(tenantScope(scope, { organizationId: deliveryPredictions.organization_id }));
  await insertInBatches(rows, (batch) => db.insert(deliveryPredictions).values(batch));
}

export async function savePredictions(db: Executor, rows: (typeof deliveryPredictions.$inferInsert)[]) {
  await insertInBatches(rows, (batch) =>
    db
      .insert(deliveryPredictions)
      .values(batch)
      .onConflictDoUpdate({
        target: deliveryPredictions.consignment_id,
        set: {
          predicted_on: sql`excluded.predicted_on`,
          earliest_on: sql`excluded.earliest_on`,
          latest_on: sql`excluded.latest_on`,
          unit: sql`excluded.unit`,
          basis: sql`excluded.basis`,
          shipments: sql`excluded.shipments`,
        },
      }),
  );
}

export async function deletePredictions(db: Executor, consignmentIds: number[]) {
  if (consignmentIds.length > 0) await db.delete(deliveryPredictions).where(inArray(deliveryPredictions.consignment_id, consignmentIds));
}

export async function saveProgress(db: Executor, organizationId: number, values: { statisticsAt?: Date; shipmentsSeenUntil: Date }) {
  const set = {
    shipments_seen_until: values.shipmentsSeenUntil,
    ...(values.statisticsAt ? { statistics_at: values.statisticsAt } : {}),
  };
  await db
    .insert(deliveryPredictionProgress)
    .values({ organization_id: organizationId, ...set })
    .onConflictDoUpdate({ target: deliveryPredictionProgress.organization_id, set });
}
