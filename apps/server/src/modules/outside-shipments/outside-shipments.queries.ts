import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRecords } from '../../db/recordset';
import { outsideShipmentImports, outsideShipments, sites } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export type OutsideShipmentValues = typeof outsideShipments.$inferInsert;

/** Outside shipments of the sites the scope acts as. */
export const outsideShipmentsOf = (scope: Scope) =>
  tenantScope(scope, { organizationId: outsideShipments.organization_id, siteId: outsideShipments.site_id });

export async function findSite(db: Executor, siteId: number) {
  const [site] = await db.select({ id: sites.id, organization_id: sites.organization_id }).from(sites).where(eq(sites.id, siteId));
  return site ?? null;
}

/** Which of these references an organization already has, and on which site. */
export function findReferences(db: Executor, organizationId: number, references: string[]) {
  if (references.length === 0) return Promise.resolve([]);
  return db
    .select({ reference: outsideShipments.reference, site_id: outsideShipments.site_id })
    .from(outsideShipments)
    .where(and(eq(outsideShipments.organization_id, organizationId), inArray(outsideShipments.reference, references)));
}

/** Creates or updates by the organization's reference; an update replaces everything the workbook row gives. */
export async function upsertOutsideShipments(db: Executor, rows: OutsideShipmentValues[]) {
  await insertRecords(db, outsideShipments, rows, {
    onConflict: { target: [outsideShipments.organization_id, outsideShipments.reference] },
  });
}

export const OUTSIDE_SHIPMENT_LIST: ListDefinition = {
  sortable: {
    reference: outsideShipments.reference,
    shipment_date: outsideShipments.shipment_date,
    carrier_name: outsideShipments.carrier_name,
    mode: outsideShipments.mode,
    mass_kg: outsideShipments.mass_kg,
    co2e_wtw_kg: outsideShipments.co2e_wtw_kg,
  },
  filters: {
    mode: { column: outsideShipments.mode, type: 'text', operators: ['=', 'in'] },
    shipment_date: { column: outsideShipments.shipment_date, type: 'date' },
    site_id: { column: outsideShipments.site_id, type: 'number', operators: ['=', 'in'] },
  },
  search: [outsideShipments.reference, outsideShipments.carrier_name, outsideShipments.origin_place, outsideShipments.destination_place],
  defaultSort: { key: 'shipment_date', order: 'desc' },
  tieBreaker: outsideShipments.id,
};

export async function listOutsideShipments(db: Executor, scope: Scope, plan: ListPlan) {
  const where = and(outsideShipmentsOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(outsideShipments).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(outsideShipments).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Deletes one of the scope's outside shipments; false when it has none by that id. */
export async function deleteOutsideShipment(db: Executor, scope: Scope, id: number): Promise<boolean> {
  const deleted = await db
    .delete(outsideShipments)
    .where(and(eq(outsideShipments.id, id), outsideShipmentsOf(scope)))
    .returning({ id: outsideShipments.id });
  return deleted.length > 0;
}

/** An import that has not read a batch for this long has ended with the process that ran it. */
const IMPORT_STALE = sql`interval '15 minutes'`;

/** Starts a user's import progress at nought, and drops that user's imports whose process has ended. */
export async function startImportProgress(db: Executor, userId: number, progressId: string) {
  await db
    .delete(outsideShipmentImports)
    .where(and(eq(outsideShipmentImports.user_id, userId), lt(outsideShipmentImports.updated_at, sql`now() - ${IMPORT_STALE}`)));
  await db
    .insert(outsideShipmentImports)
    .values({ user_id: userId, progress_id: progressId, rows: 0 })
    .onConflictDoUpdate({
      target: [outsideShipmentImports.user_id, outsideShipmentImports.progress_id],
      set: { rows: 0, created_at: sql`now()`, updated_at: sql`now()` },
    });
}

export async function advanceImportProgress(db: Executor, userId: number, progressId: string, rows: number) {
  await db
    .update(outsideShipmentImports)
    .set({ rows, updated_at: sql`now()` })
    .where(and(eq(outsideShipmentImports.user_id, userId), eq(outsideShipmentImports.progress_id, progressId)));
}

export async function endImportProgress(db: Executor, userId: number, progressId: string) {
  await db
    .delete(outsideShipmentImports)
    .where(and(eq(outsideShipmentImports.user_id, userId), eq(outsideShipmentImports.progress_id, progressId)));
}

/** The rows a user's running import has read, if it runs. */
export async function findImportProgress(db: Executor, userId: number, progressId: string) {
  const [row] = await db
    .select({ rows: outsideShipmentImports.rows })
    .from(outsideShipmentImports)
    .where(
      and(
        eq(outsideShipmentImports.user_id, userId),
        eq(outsideShipmentImports.progress_id, progressId),
        gt(outsideShipmentImports.updated_at, sql`now() - ${IMPORT_STALE}`),
      ),
    );
  return row ?? null;
}
