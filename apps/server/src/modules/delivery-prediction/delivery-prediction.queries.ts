import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { ConsignmentStatus } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { consignments, deliveryPredictionProgress, deliveryPredictions, organizations, transitStatistics } from '../../db/schema';

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

/** An organization's shipments delivered since `since`, read through the index of deliveries. */
export function deliveredSince(db: Executor, organizationId: number, since: Date) {
  return db
    .select({ ...subjectColumns, delivered: utcDay(consignments.delivered_at) })
    .from(consignments)
    .where(
      and(eq(consignments.organization_id, organizationId), eq(consignments.status, 'DELIVERED'), gte(consignments.delivered_at, since)),
    );
}

/** Whether a shipment of the organization was delivered, or its delivery changed, after `since`. */
export async function deliveriesChangedSince(db: Executor, organizationId: number, since: Date) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), gt(consignments.updated_at, since), eq(consignments.status, 'DELIVERED')))
    .limit(1);
  return row !== undefined;
}

export function shipmentsIn(db: Executor, organizationId: number, statuses: readonly ConsignmentStatus[]) {
  return db
    .select(subjectColumns)
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), inArray(consignments.status, [...statuses])));
}

/** Shipments of the organization changed after `since`, oldest change first, at most `limit`. */
export function shipmentsChangedSince(db: Executor, organizationId: number, since: Date, limit: number) {
  return db
    .select({ ...subjectColumns, updatedAt: consignments.updated_at })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), gt(consignments.updated_at, since)))
    .orderBy(asc(consignments.updated_at))
    .limit(limit);
}

export function statisticsOf(db: Executor, organizationId: number) {
  return db.select().from(transitStatistics).where(eq(transitStatistics.organization_id, organizationId));
}

const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function replaceStatistics(db: Executor, organizationId: number, rows: (typeof transitStatistics.$inferInsert)[]) {
  await db.delete(transitStatistics).where(eq(transitStatistics.organization_id, organizationId));
  await insertInBatches(rows, (batch) => db.insert(transitStatistics).values(batch));
}

export async function replacePredictions(db: Executor, organizationId: number, rows: (typeof deliveryPredictions.$inferInsert)[]) {
  await db.delete(deliveryPredictions).where(eq(deliveryPredictions.organization_id, organizationId));
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
