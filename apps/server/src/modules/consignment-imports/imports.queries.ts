import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  carrierDetectors,
  carrierServices,
  carriers,
  consignmentEvents,
  consignmentImportRules,
  consignmentImports,
  consignmentSiteShares,
  consignments,
  sites,
  statusDictionary,
  unmatchedCarriers,
} from '../../db/schema';

export async function findSitesByKey(db: Executor, organizationId: number) {
  return db.select({ id: sites.id, key: sites.key }).from(sites).where(eq(sites.organization_id, organizationId));
}

export async function findRules(db: Executor, organizationId: number) {
  return db
    .select()
    .from(consignmentImportRules)
    .where(eq(consignmentImportRules.organization_id, organizationId))
    .orderBy(asc(consignmentImportRules.priority), asc(consignmentImportRules.id));
}

export async function findCarrierCatalogue(db: Executor) {
  const [carrierRows, detectorRows, serviceRows] = await Promise.all([
    db.select({ id: carriers.id, name: carriers.name }).from(carriers),
    db.select().from(carrierDetectors),
    db.select({ id: carrierServices.id, carrierId: carrierServices.carrier_id, name: carrierServices.name, code: carrierServices.code }).from(carrierServices),
  ]);
  return { carriers: carrierRows, detectors: detectorRows, services: serviceRows };
}

export async function findStatusDictionary(db: Executor) {
  return db.select().from(statusDictionary);
}

export async function findExisting(db: Executor, organizationId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ id: consignments.id, external_key: consignments.external_key, site_id: consignments.site_id })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), inArray(consignments.external_key, keys)));
}

export async function insertConsignment(db: Executor, values: typeof consignments.$inferInsert) {
  const [row] = await db.insert(consignments).values(values).returning({ id: consignments.id });
  return row!.id;
}

export async function updateConsignment(db: Executor, id: number, values: Partial<typeof consignments.$inferInsert>) {
  await db.update(consignments).set({ ...values, updated_at: new Date() }).where(eq(consignments.id, id));
}

/** Inserts an event unless it is already stored; answers its id when it was new. */
export async function insertEvent(db: Executor, values: typeof consignmentEvents.$inferInsert) {
  const [inserted] = await db.insert(consignmentEvents).values(values).onConflictDoNothing().returning({ id: consignmentEvents.id });
  return inserted?.id ?? null;
}

/** The newest event with a normalized status, per shipment. */
export async function latestStatusEvents(db: Executor, consignmentIds: number[]) {
  if (consignmentIds.length === 0) return [];
  return db
    .selectDistinctOn([consignmentEvents.consignment_id], {
      consignmentId: consignmentEvents.consignment_id,
      status: consignmentEvents.status,
      code: consignmentEvents.status_code,
      occurredAt: consignmentEvents.occurred_at,
    })
    .from(consignmentEvents)
    .where(and(inArray(consignmentEvents.consignment_id, consignmentIds), isNotNull(consignmentEvents.status)))
    .orderBy(consignmentEvents.consignment_id, desc(consignmentEvents.occurred_at), desc(consignmentEvents.id));
}

export async function recordUnmatchedCarriers(db: Executor, names: string[]) {
  for (const name of names) {
    await db
      .insert(unmatchedCarriers)
      .values({ raw_name: name, name_key: name.toLowerCase() })
      .onConflictDoUpdate({
        target: unmatchedCarriers.name_key,
        set: { occurrences: sql`${unmatchedCarriers.occurrences} + 1`, last_seen_at: new Date() },
      });
  }
}

export async function insertImportLog(db: Executor, values: typeof consignmentImports.$inferInsert) {
  const [row] = await db.insert(consignmentImports).values(values).returning({ id: consignmentImports.id });
  return row!.id;
}

export async function shareWithSites(db: Executor, organizationId: number, consignmentId: number, siteIds: number[]) {
  if (siteIds.length === 0) return;
  await db
    .insert(consignmentSiteShares)
    .values(siteIds.map((siteId) => ({ organization_id: organizationId, consignment_id: consignmentId, site_id: siteId })))
    .onConflictDoNothing();
}

/** The organization's imported shipments after an id, with the fields the rules read. */
export async function importedShipments(db: Executor, organizationId: number, afterId: number, limit: number) {
  return db
    .select({
      id: consignments.id,
      site_id: consignments.site_id,
      direction: consignments.direction,
      carrier_id: consignments.carrier_id,
      carrier_name: consignments.carrier_name,
      consignor_name: consignments.consignor_name,
      consignor_zip: consignments.consignor_zip,
      consignor_city: consignments.consignor_city,
      consignor_countrycode: consignments.consignor_countrycode,
      consignee_name: consignments.consignee_name,
      consignee_zip: consignments.consignee_zip,
      consignee_city: consignments.consignee_city,
      consignee_countrycode: consignments.consignee_countrycode,
      consignor_reference: consignments.consignor_reference,
      consignee_reference: consignments.consignee_reference,
    })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), inArray(consignments.source, ['import', 'api']), sql`${consignments.id} > ${afterId}`))
    .orderBy(asc(consignments.id))
    .limit(limit);
}

export async function sharesOf(db: Executor, consignmentIds: number[]) {
  const rows = await db
    .select({ consignmentId: consignmentSiteShares.consignment_id, siteId: consignmentSiteShares.site_id })
    .from(consignmentSiteShares)
    .where(inArray(consignmentSiteShares.consignment_id, consignmentIds));
  const byShipment = new Map<number, number[]>();
  for (const row of rows) byShipment.set(row.consignmentId, [...(byShipment.get(row.consignmentId) ?? []), row.siteId]);
  return byShipment;
}

export async function replaceShares(db: Executor, organizationId: number, consignmentId: number, siteIds: number[]) {
  await db.delete(consignmentSiteShares).where(eq(consignmentSiteShares.consignment_id, consignmentId));
  await shareWithSites(db, organizationId, consignmentId, siteIds);
}
