import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../../db/client';
import { chunks, insertRecords, recordset, ROWS_PER_STATEMENT } from '../../db/recordset';
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
import { tenantScope, type Scope } from '../../platform/tenancy';

/** The sites of the organization an import may place shipments on, by key. */
export async function findSitesByKey(db: Executor, organizationId: number, scope: Scope) {
  return db
    .select({ id: sites.id, key: sites.key })
    .from(sites)
    .where(and(eq(sites.organization_id, organizationId), tenantScope(scope, { organizationId: sites.organization_id, siteId: sites.id })));
}

export async function findRules(db: Executor, organizationId: number) {
  return db
    .select()
    .from(consignmentImportRules)
    .where(eq(consignmentImportRules.organization_id, organizationId))
    .orderBy(asc(consignmentImportRules.priority), asc(consignmentImportRules.id));
}

export async function findCarrierCatalogue(db: Executor) {
  const [carrierRows, detectorRows, serviceRows] = await readTogether(
    db,
    () => db.select({ id: carriers.id, name: carriers.name }).from(carriers),
    () => db.select().from(carrierDetectors),
    () =>
      db
        .select({ id: carrierServices.id, carrierId: carrierServices.carrier_id, name: carrierServices.name, code: carrierServices.code })
        .from(carrierServices),
  );
  return { carriers: carrierRows, detectors: detectorRows, services: serviceRows };
}

export async function findStatusDictionary(db: Executor) {
  return db.select().from(statusDictionary);
}

/** Keys looked up per statement, well inside PostgreSQL's limit of bound parameters. */
const KEYS_PER_QUERY = 1000;

/**
 * Imports of one organization run one at a time: two imports naming the same new shipment would
 * otherwise both create it. The lock ends with the transaction.
 */
export async function lockOrganizationImports(tx: Executor, organizationId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consignment_imports'), ${organizationId})`);
}

/**
 * The organization's shipments with these numbers, whichever site they are on (a number names
 * one shipment in an organization), and whether the import may change each.
 */
export async function findExisting(db: Executor, organizationId: number, keys: string[], scope: Scope) {
  const writable = tenantScope(scope, { organizationId: consignments.organization_id, siteId: consignments.site_id });
  const found = [];
  for (const part of chunks(keys, KEYS_PER_QUERY)) {
    found.push(
      ...(await db
        .select({
          id: consignments.id,
          external_key: consignments.external_key,
          site_id: consignments.site_id,
          writable: sql<boolean>`coalesce(${writable}, false)`,
        })
        .from(consignments)
        .where(and(eq(consignments.organization_id, organizationId), inArray(consignments.external_key, part)))),
    );
  }
  return found;
}

/** New shipments; a status is always given, as a column left out would be null rather than its default. */
export async function insertConsignments(db: Executor, values: (typeof consignments.$inferInsert & { status: string })[]) {
  return insertRecords<{ id: number; external_key: string }>(db, consignments, values, { returning: sql`id, external_key` });
}

export type ConsignmentChanges = Partial<Pick<typeof consignments.$inferInsert, (typeof UPDATABLE_COLUMNS)[number]>>;

/** The shipment fields an import takes from a row as they are. */
export const FIELDS_AS_GIVEN = [
  'transport_mode',
  'consignor_name',
  'consignor_address',
  'consignor_zip',
  'consignor_city',
  'consignor_countrycode',
  'consignee_name',
  'consignee_address',
  'consignee_zip',
  'consignee_city',
  'consignee_countrycode',
  'total_weight',
  'total_volume',
  'waybill_number',
  'container_number',
  'consignor_reference',
  'consignee_reference',
  'purchase_order_number',
  'sales_order_number',
  'project_number',
  'booked_at',
  'pickup_at',
  'eta_at',
  'delivered_at',
] as const;

/** What an import may change on a shipment it updates: the row's fields, and those worked out from it. */
const UPDATABLE_COLUMNS = [
  ...FIELDS_AS_GIVEN,
  'packages',
  'carrier_name',
  'carrier_id',
  'carrier_service_id',
  'status',
  'status_raw',
] as const;
const STATUS_COLUMNS = new Set<string>(['status', 'status_raw', 'delivered_at']);

/**
 * Updates many shipments in one statement per batch. A field a row leaves out keeps its value.
 * The status then follows the shipment's newest event with a normalized status, if it has one
 * (an event that arrived out of order does not turn it back); a delivery stamps its time.
 */
export async function updateConsignments(db: Executor, changes: { id: number; values: ConsignmentChanges }[]) {
  const given = (name: string) => sql`coalesce(v.${sql.identifier(name)}, c.${sql.identifier(name)})`;
  const assignments = sql.join(
    [
      ...UPDATABLE_COLUMNS.filter((name) => !STATUS_COLUMNS.has(name)).map((name) => sql`${sql.identifier(name)} = ${given(name)}`),
      sql`status = coalesce(latest.status, ${given('status')})`,
      sql`status_raw = case when latest.status is null then ${given('status_raw')} else latest.status_code end`,
      sql`delivered_at = case when latest.status = 'DELIVERED' then latest.occurred_at else ${given('delivered_at')} end`,
      sql`updated_at = now()`,
    ],
    sql`, `,
  );
  for (const part of chunks(changes, ROWS_PER_STATEMENT)) {
    const rows = part.map(({ id, values }) => ({ ...values, id }));
    await db.execute(sql`
      update ${consignments} as c set ${assignments}
      from ${recordset(consignments, ['id', ...UPDATABLE_COLUMNS], rows)}
      left join lateral (
        select e.status, e.status_code, e.occurred_at from ${consignmentEvents} e
        where e.consignment_id = v.id and e.status is not null
        order by e.occurred_at desc, e.id desc limit 1
      ) latest on true
      where c.id = v.id`);
  }
}

export async function updateConsignment(db: Executor, id: number, values: Partial<typeof consignments.$inferInsert>) {
  await db
    .update(consignments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(consignments.id, id));
}

/** Inserts the events not already stored; answers those that were new. */
export async function insertEvents(db: Executor, values: (typeof consignmentEvents.$inferInsert)[]) {
  return insertRecords<{ id: number; consignment_id: number; dedupe_key: string }>(db, consignmentEvents, values, {
    onConflict: { skip: true },
    returning: sql`id, consignment_id, dedupe_key`,
  });
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
  await shareMany(
    db,
    organizationId,
    siteIds.map((siteId) => ({ consignmentId, siteId })),
  );
}

/** Shares shipments with further sites; a share already given stays as it is. */
export async function shareMany(db: Executor, organizationId: number, shares: { consignmentId: number; siteId: number }[]) {
  const rows = shares.map((share) => ({ organization_id: organizationId, consignment_id: share.consignmentId, site_id: share.siteId }));
  await insertRecords(db, consignmentSiteShares, rows, { onConflict: { skip: true } });
}

/** The organization's imported shipments within a scope after an id, with the fields the rules read. */
export async function importedShipments(db: Executor, organizationId: number, scope: Scope, afterId: number, limit: number) {
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
    .where(
      and(
        eq(consignments.organization_id, organizationId),
        tenantScope(scope, { organizationId: consignments.organization_id, siteId: consignments.site_id }),
        inArray(consignments.source, ['import', 'api']),
        sql`${consignments.id} > ${afterId}`,
      ),
    )
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

/** What people are told of when an import changes it: each shipment's status and ETA. */
export async function findNotifiedFields(db: Executor, ids: number[]) {
  const found: { id: number; uuid: string; number: string; status: string; etaAt: Date | null }[] = [];
  for (const part of chunks(ids, ROWS_PER_STATEMENT)) {
    found.push(
      ...(await db
        .select({
          id: consignments.id,
          uuid: consignments.uuid,
          number: consignments.shipment_number,
          status: consignments.status,
          etaAt: consignments.eta_at,
        })
        .from(consignments)
        .where(inArray(consignments.id, part))),
    );
  }
  return found;
}
