import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { readTogether, type Executor } from '../../db/client';
import {
  bookingAgreements,
  carrierDetectors,
  carrierServiceConnectors,
  carrierServiceRatings,
  carrierServices,
  carriers,
  consignments,
  leadTimeTables,
  markupCarrierServices,
  priceLists,
  unmatchedCarriers,
} from '../../db/schema';
import { escapeLike, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export type CarrierRow = typeof carriers.$inferSelect;
export type DetectorRow = typeof carrierDetectors.$inferSelect;

// Qualified by hand: drizzle leaves columns unqualified in a select without joins.
const servicesCount = sql<number>`(select count(*)::int from ${carrierServices} where ${carrierServices}.carrier_id = ${carriers}.id)`;
const detectorsCount = sql<number>`(select count(*)::int from ${carrierDetectors} where ${carrierDetectors}.carrier_id = ${carriers}.id)`;

export const adminCarrierList: ListDefinition = {
  sortable: {
    id: carriers.id,
    name: sql`lower(${carriers.name})`,
    services_count: servicesCount,
    detectors_count: detectorsCount,
    created_at: carriers.created_at,
    updated_at: carriers.updated_at,
  },
  filters: { id: { column: carriers.id, type: 'number' } },
  search: [carriers.name],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: carriers.id,
};

export async function listCarriers(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(
      db.select({ carrier: carriers, services_count: servicesCount, detectors_count: detectorsCount }).from(carriers).$dynamic(),
      plan,
    ),
    db.$count(carriers, plan.where),
  ]);
  return { rows, total };
}

export async function findCarrier(db: Executor, id: number) {
  const [row] = await db
    .select({ carrier: carriers, services_count: servicesCount, detectors_count: detectorsCount })
    .from(carriers)
    .where(eq(carriers.id, id));
  return row;
}

/** Another carrier of the same name, whatever its case. */
export async function carrierNamed(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(sql`lower(${carriers.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(carriers.id, exceptId)));
  return row;
}

export async function insertCarrier(db: Executor, name: string) {
  const [row] = await db.insert(carriers).values({ name }).returning();
  return row!;
}

export async function updateCarrier(db: Executor, id: number, values: Partial<typeof carriers.$inferInsert>) {
  const [row] = await db
    .update(carriers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(carriers.id, id))
    .returning();
  return row;
}

export async function deleteCarrier(db: Executor, id: number) {
  await db.delete(carriers).where(eq(carriers.id, id));
}

export async function servicesOf(db: Executor, carrierId: number) {
  return db
    .select({ service: carrierServices, rating: carrierServiceRatings, connector: carrierServiceConnectors })
    .from(carrierServices)
    .leftJoin(carrierServiceRatings, eq(carrierServiceRatings.carrier_service_id, carrierServices.id))
    .leftJoin(carrierServiceConnectors, eq(carrierServiceConnectors.carrier_service_id, carrierServices.id))
    .where(eq(carrierServices.carrier_id, carrierId))
    .orderBy(asc(sql`lower(${carrierServices.name})`), asc(carrierServices.id));
}

export type ServiceRow = Awaited<ReturnType<typeof servicesOf>>[number];

export async function findService(db: Executor, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select({ service: carrierServices, rating: carrierServiceRatings, connector: carrierServiceConnectors })
    .from(carrierServices)
    .leftJoin(carrierServiceRatings, eq(carrierServiceRatings.carrier_service_id, carrierServices.id))
    .leftJoin(carrierServiceConnectors, eq(carrierServiceConnectors.carrier_service_id, carrierServices.id))
    .where(eq(carrierServices.id, id));
  return row;
}

/** A service of the carrier with the same code, whatever its case. */
export async function serviceCoded(db: Executor, carrierId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .where(
      and(
        eq(carrierServices.carrier_id, carrierId),
        sql`lower(${carrierServices.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(carrierServices.id, exceptId),
      ),
    );
  return row;
}

export async function insertService(db: Executor, values: typeof carrierServices.$inferInsert) {
  const [row] = await db.insert(carrierServices).values(values).returning({ id: carrierServices.id });
  return row!.id;
}

export async function updateService(db: Executor, id: number, values: Partial<typeof carrierServices.$inferInsert>) {
  await db
    .update(carrierServices)
    .set({ ...values, updated_at: new Date() })
    .where(eq(carrierServices.id, id));
}

export async function saveRating(db: Executor, values: typeof carrierServiceRatings.$inferInsert) {
  await db
    .insert(carrierServiceRatings)
    .values(values)
    .onConflictDoUpdate({ target: carrierServiceRatings.carrier_service_id, set: { ...values, updated_at: new Date() } });
}

/** Sets the booking e-mail address of a service, or removes it when there is none. */
export async function saveConnector(db: Executor, serviceId: number, address: string | null) {
  if (address === null) {
    await db.delete(carrierServiceConnectors).where(eq(carrierServiceConnectors.carrier_service_id, serviceId));
    return;
  }
  await db
    .insert(carrierServiceConnectors)
    .values({ carrier_service_id: serviceId, kind: 'email', address })
    .onConflictDoUpdate({ target: carrierServiceConnectors.carrier_service_id, set: { kind: 'email', address, updated_at: new Date() } });
}

export async function deleteService(db: Executor, id: number) {
  await db.delete(carrierServices).where(eq(carrierServices.id, id));
}

/**
 * What would be lost with the services: the shipments that name them (or the carrier), and the
 * commercial records built on them (price lists, lead-time tables, markups, booking agreements).
 */
export async function usageOf(db: Executor, serviceIds: number[], carrierId?: number) {
  const services = serviceIds.length > 0 ? serviceIds : [0];
  const shipmentsWhere =
    carrierId === undefined
      ? inArray(consignments.carrier_service_id, services)
      : or(eq(consignments.carrier_id, carrierId), inArray(consignments.carrier_service_id, services));
  const [shipments, prices, leadTimes, markups, agreements] = await readTogether(
    db,
    () => db.$count(consignments, shipmentsWhere),
    () => db.$count(priceLists, inArray(priceLists.carrier_service_id, services)),
    () => db.$count(leadTimeTables, inArray(leadTimeTables.carrier_service_id, services)),
    () => db.$count(markupCarrierServices, inArray(markupCarrierServices.carrier_service_id, services)),
    () => db.$count(bookingAgreements, inArray(bookingAgreements.carrier_service_id, services)),
  );
  return { shipments, rates: prices + leadTimes + markups + agreements };
}

export async function detectorsOf(db: Executor, carrierId: number) {
  return db
    .select()
    .from(carrierDetectors)
    .where(eq(carrierDetectors.carrier_id, carrierId))
    .orderBy(asc(sql`lower(${carrierDetectors.pattern})`), asc(carrierDetectors.id));
}

export async function findDetector(db: Executor, id: number) {
  const [row] = await db.select().from(carrierDetectors).where(eq(carrierDetectors.id, id));
  return row;
}

/** A detector with the same pattern, whatever its kind of match, with the carrier it belongs to. */
export async function detectorWithPattern(db: Executor, pattern: string, exceptId?: number) {
  const [row] = await db
    .select({ id: carrierDetectors.id, carrierName: carriers.name })
    .from(carrierDetectors)
    .innerJoin(carriers, eq(carriers.id, carrierDetectors.carrier_id))
    .where(
      and(
        sql`lower(trim(${carrierDetectors.pattern})) = lower(trim(${pattern}))`,
        exceptId === undefined ? undefined : ne(carrierDetectors.id, exceptId),
      ),
    );
  return row;
}

export async function insertDetector(db: Executor, values: typeof carrierDetectors.$inferInsert) {
  const [row] = await db.insert(carrierDetectors).values(values).returning();
  return row!;
}

export async function updateDetector(db: Executor, id: number, values: Pick<DetectorRow, 'pattern' | 'match'>) {
  const [row] = await db
    .update(carrierDetectors)
    .set({ ...values, updated_at: new Date() })
    .where(eq(carrierDetectors.id, id))
    .returning();
  return row;
}

export async function deleteDetector(db: Executor, id: number) {
  await db.delete(carrierDetectors).where(eq(carrierDetectors.id, id));
}

const importedWithoutCarrier = and(
  isNull(consignments.carrier_id),
  inArray(consignments.source, ['import', 'api']),
  sql`${consignments.carrier_name} is not null`,
);

/** Raw carrier names of imported shipments without carrier that a pattern could recognise. */
export async function unmatchedShipmentNames(db: Executor, pattern: string, match: DetectorRow['match']) {
  const condition: SQL =
    match === 'exact'
      ? sql`lower(trim(${consignments.carrier_name})) = lower(trim(${pattern}))`
      : ilike(consignments.carrier_name, `%${escapeLike(pattern.trim())}%`);
  const rows = await db
    .selectDistinct({ name: consignments.carrier_name })
    .from(consignments)
    .where(and(importedWithoutCarrier, condition));
  return rows.map((row) => row.name!);
}

/** Gives the carrier to imported shipments without one that carry one of the raw names. */
export async function assignCarrier(db: Executor, carrierId: number, names: string[]) {
  if (names.length === 0) return 0;
  const updated = await db
    .update(consignments)
    .set({ carrier_id: carrierId, updated_at: new Date() })
    .where(and(importedWithoutCarrier, inArray(consignments.carrier_name, names)))
    .returning({ id: consignments.id });
  return updated.length;
}

export const unmatchedList: ListDefinition = {
  sortable: {
    raw_name: sql`lower(${unmatchedCarriers.raw_name})`,
    occurrences: unmatchedCarriers.occurrences,
    first_seen_at: unmatchedCarriers.first_seen_at,
    last_seen_at: unmatchedCarriers.last_seen_at,
  },
  search: [unmatchedCarriers.raw_name],
  defaultSort: { key: 'last_seen_at', order: 'desc' },
  tieBreaker: unmatchedCarriers.id,
};

export async function listUnmatched(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(unmatchedCarriers).$dynamic(), plan),
    db.$count(unmatchedCarriers, plan.where),
  ]);
  return { rows, total };
}

/** Imported shipments still without carrier, per raw name folded to lower case. */
export async function unmatchedShipmentCounts(db: Executor, nameKeys: string[]) {
  if (nameKeys.length === 0) return new Map<string, number>();
  const key = sql<string>`lower(${consignments.carrier_name})`;
  const rows = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(consignments)
    .where(and(importedWithoutCarrier, inArray(key, nameKeys)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, row.count]));
}

export async function findUnmatched(db: Executor, id: number) {
  const [row] = await db.select().from(unmatchedCarriers).where(eq(unmatchedCarriers.id, id));
  return row;
}

export async function allUnmatched(db: Executor) {
  return db.select({ id: unmatchedCarriers.id, raw_name: unmatchedCarriers.raw_name }).from(unmatchedCarriers);
}

export async function deleteUnmatched(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(unmatchedCarriers).where(inArray(unmatchedCarriers.id, ids));
}
