import { and, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consignmentExceptions, consignments, sites, siteExceptionSettings, users, userSites } from '../../db/schema';

/** Keeps the open-exception flag of a shipment true while any exception is not resolved. */
export async function refreshExceptionFlag(db: Executor, consignmentId: number) {
  await db
    .update(consignments)
    .set({
      has_open_exception: sql`exists (select 1 from ${consignmentExceptions} where ${consignmentExceptions.consignment_id} = ${consignmentId} and ${consignmentExceptions.state} <> 'resolved')`,
      updated_at: new Date(),
    })
    .where(eq(consignments.id, consignmentId));
}

export async function insertException(db: Executor, values: typeof consignmentExceptions.$inferInsert) {
  await db.insert(consignmentExceptions).values(values);
}

export async function findShipment(db: Executor, consignmentId: number) {
  const [shipment] = await db
    .select({
      number: consignments.shipment_number,
      uuid: consignments.uuid,
      siteId: consignments.site_id,
      organizationId: consignments.organization_id,
    })
    .from(consignments)
    .where(eq(consignments.id, consignmentId));
  return shipment;
}

export async function findNotifySetting(db: Executor, siteId: number, type: string) {
  const [setting] = await db
    .select({ notify: siteExceptionSettings.notify })
    .from(siteExceptionSettings)
    .where(and(eq(siteExceptionSettings.site_id, siteId), eq(siteExceptionSettings.exception_type, type)));
  return setting;
}

/** The site's members and the organization's admins. */
export function findSitePeople(db: Executor, organizationId: number, siteId: number) {
  return db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userSites, and(eq(userSites.user_id, users.id), eq(userSites.site_id, siteId)))
    .where(
      and(eq(users.organization_id, organizationId), or(sql`${userSites.site_id} is not null`, eq(users.level, 'organization-admin'))),
    );
}

/** Open and investigating exceptions of the shipments in scope, by type, and those resolved in the last 30 days. */
export async function countExceptions(db: Executor, shipmentScope: SQL) {
  const byType = await db
    .select({
      type: consignmentExceptions.type,
      open: sql<number>`count(*) filter (where ${consignmentExceptions.state} = 'open')::int`,
      investigating: sql<number>`count(*) filter (where ${consignmentExceptions.state} = 'investigating')::int`,
    })
    .from(consignmentExceptions)
    .innerJoin(consignments, eq(consignments.id, consignmentExceptions.consignment_id))
    .where(and(shipmentScope, inArray(consignmentExceptions.state, ['open', 'investigating'])))
    .groupBy(consignmentExceptions.type)
    .orderBy(consignmentExceptions.type);
  const [resolved] = await db
    .select({ n: count() })
    .from(consignmentExceptions)
    .innerJoin(consignments, eq(consignments.id, consignmentExceptions.consignment_id))
    .where(
      and(
        shipmentScope,
        eq(consignmentExceptions.state, 'resolved'),
        gt(consignmentExceptions.resolved_at, sql`now() - interval '30 days'`),
      ),
    );
  return { byType, resolved: resolved?.n ?? 0 };
}

export async function findSite(db: Executor, siteId: number) {
  const [site] = await db
    .select({ id: sites.id, name: sites.name, organizationId: sites.organization_id })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site;
}

export function findSiteSettings(db: Executor, siteId: number) {
  return db.select().from(siteExceptionSettings).where(eq(siteExceptionSettings.site_id, siteId));
}

export async function saveSiteSetting(db: Executor, values: typeof siteExceptionSettings.$inferInsert) {
  await db
    .insert(siteExceptionSettings)
    .values(values)
    .onConflictDoUpdate({ target: [siteExceptionSettings.site_id, siteExceptionSettings.exception_type], set: { notify: values.notify } });
}
