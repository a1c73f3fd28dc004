import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TEmissionFactorBody } from '@freight/contracts';
import type { Executor } from '../../db/client';
import {
  carriers,
  carrierServices,
  consignments,
  emissionFactors,
  emissionFactorSetMappings,
  emissionFactorSets,
  emissionRecalculations,
} from '../../db/schema';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

/** Whose sets: the platform's (null) or one organization's own. */
export type SetOwner = number | null;

const ownedBy = (owner: SetOwner): SQL =>
  owner === null ? isNull(emissionFactorSets.organization_id) : eq(emissionFactorSets.organization_id, owner);

export type FactorSetRow = typeof emissionFactorSets.$inferSelect;
export type FactorRow = typeof emissionFactors.$inferSelect;

export async function listOwnedSets(db: Executor, owner: SetOwner) {
  return db
    .select({ set: emissionFactorSets, factor_count: count(emissionFactors.id) })
    .from(emissionFactorSets)
    .leftJoin(emissionFactors, eq(emissionFactors.set_id, emissionFactorSets.id))
    .where(ownedBy(owner))
    .groupBy(emissionFactorSets.id)
    .orderBy(
      desc(emissionFactorSets.is_default),
      asc(emissionFactorSets.name),
      desc(emissionFactorSets.valid_from),
      desc(emissionFactorSets.id),
    );
}

/** A set of the owner; another owner's is not found. */
export async function findOwnedSet(db: Executor, owner: SetOwner, id: number): Promise<FactorSetRow | undefined> {
  const [row] = await db
    .select()
    .from(emissionFactorSets)
    .where(and(eq(emissionFactorSets.id, id), ownedBy(owner)))
    .limit(1);
  return row;
}

/** A set the scope may read: the platform's or that of the organization worked in. */
export async function findVisibleSet(db: Executor, scope: Scope, id: number): Promise<FactorSetRow | undefined> {
  const [row] = await db
    .select()
    .from(emissionFactorSets)
    .where(
      and(
        eq(emissionFactorSets.id, id),
        or(
          isNull(emissionFactorSets.organization_id),
          workingOrganizationScope(scope, { organizationId: emissionFactorSets.organization_id }),
        ),
      ),
    )
    .limit(1);
  return row;
}

export function findFactors(db: Executor, setId: number) {
  return db
    .select()
    .from(emissionFactors)
    .where(eq(emissionFactors.set_id, setId))
    .orderBy(asc(emissionFactors.kind), asc(emissionFactors.id));
}

export async function findFactor(db: Executor, setId: number, id: number): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(emissionFactors)
    .where(and(eq(emissionFactors.set_id, setId), eq(emissionFactors.id, id)))
    .limit(1);
  return row;
}

export async function insertSet(db: Executor, values: typeof emissionFactorSets.$inferInsert): Promise<FactorSetRow> {
  const [row] = await db.insert(emissionFactorSets).values(values).returning();
  return row!;
}

export async function updateSet(db: Executor, id: number, values: Partial<typeof emissionFactorSets.$inferInsert>) {
  await db
    .update(emissionFactorSets)
    .set({ ...values, updated_at: new Date() })
    .where(eq(emissionFactorSets.id, id));
}

/** Makes a set its owner's only default. */
export async function markDefault(db: Executor, owner: SetOwner, id: number) {
  await db
    .update(emissionFactorSets)
    .set({ is_default: false, updated_at: new Date() })
    .where(and(ownedBy(owner), eq(emissionFactorSets.is_default, true)));
  await updateSet(db, id, { is_default: true });
}

function factorValues(setId: number, factor: TEmissionFactorBody): typeof emissionFactors.$inferInsert {
  return { set_id: setId, ...factor };
}

export async function insertFactors(db: Executor, setId: number, factors: readonly TEmissionFactorBody[]) {
  if (factors.length === 0) return [];
  return db
    .insert(emissionFactors)
    .values(factors.map((factor) => factorValues(setId, factor)))
    .returning();
}

export async function updateFactor(db: Executor, setId: number, id: number, factor: TEmissionFactorBody) {
  await db
    .update(emissionFactors)
    .set(factor)
    .where(and(eq(emissionFactors.set_id, setId), eq(emissionFactors.id, id)));
}

export async function deleteFactor(db: Executor, setId: number, id: number) {
  await db.delete(emissionFactors).where(and(eq(emissionFactors.set_id, setId), eq(emissionFactors.id, id)));
}

export async function deleteFactors(db: Executor, setId: number) {
  await db.delete(emissionFactors).where(eq(emissionFactors.set_id, setId));
}

export function findMappings(db: Executor, organizationId: number, setId: number) {
  return db
    .select({
      id: emissionFactorSetMappings.id,
      carrier_id: emissionFactorSetMappings.carrier_id,
      carrier_name: carriers.name,
      carrier_service_id: emissionFactorSetMappings.carrier_service_id,
      carrier_service_name: carrierServices.name,
    })
    .from(emissionFactorSetMappings)
    .innerJoin(carriers, eq(carriers.id, emissionFactorSetMappings.carrier_id))
    .leftJoin(carrierServices, eq(carrierServices.id, emissionFactorSetMappings.carrier_service_id))
    .where(and(eq(emissionFactorSetMappings.organization_id, organizationId), eq(emissionFactorSetMappings.set_id, setId)))
    .orderBy(asc(carriers.name), asc(carrierServices.name));
}

export async function carrierServiceExists(
  db: Executor,
  carrierId: number,
  serviceId: number | null,
): Promise<{ carrier: boolean; service: boolean }> {
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId)).limit(1);
  if (serviceId === null) return { carrier: !!carrier, service: true };
  const [service] = await db
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .where(and(eq(carrierServices.id, serviceId), eq(carrierServices.carrier_id, carrierId)))
    .limit(1);
  return { carrier: !!carrier, service: !!service };
}

/** Maps a carrier or service of an organization to a set, replacing the set it had. */
export async function upsertMapping(db: Executor, organizationId: number, setId: number, carrierId: number, serviceId: number | null) {
  await db
    .delete(emissionFactorSetMappings)
    .where(
      and(
        eq(emissionFactorSetMappings.organization_id, organizationId),
        eq(emissionFactorSetMappings.carrier_id, carrierId),
        serviceId === null
          ? isNull(emissionFactorSetMappings.carrier_service_id)
          : eq(emissionFactorSetMappings.carrier_service_id, serviceId),
      ),
    );
  await db
    .insert(emissionFactorSetMappings)
    .values({ organization_id: organizationId, set_id: setId, carrier_id: carrierId, carrier_service_id: serviceId });
}

export async function deleteMapping(db: Executor, organizationId: number, setId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(emissionFactorSetMappings)
    .where(
      and(
        eq(emissionFactorSetMappings.id, id),
        eq(emissionFactorSetMappings.organization_id, organizationId),
        eq(emissionFactorSetMappings.set_id, setId),
      ),
    )
    .returning({ id: emissionFactorSetMappings.id });
  return rows.length > 0;
}

export async function deleteMappingsOfSet(db: Executor, setId: number) {
  await db.delete(emissionFactorSetMappings).where(eq(emissionFactorSetMappings.set_id, setId));
}

/** Organizations that mapped a set to a carrier or service. */
export async function organizationsMapping(db: Executor, setId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ organization_id: emissionFactorSetMappings.organization_id })
    .from(emissionFactorSetMappings)
    .where(eq(emissionFactorSetMappings.set_id, setId));
  return rows.map((row) => row.organization_id);
}

/**
 * Queues shipments for recalculation: those of the given organizations, or every shipment (null).
 * A shipment already waiting keeps its place and is done once.
 */
export async function queueRecalculation(db: Executor, organizationIds: readonly number[] | null) {
  if (organizationIds !== null && organizationIds.length === 0) return;
  await db
    .insert(emissionRecalculations)
    .select(
      db
        .select({ consignment_id: consignments.id, organization_id: consignments.organization_id, queued_at: sql`now()`.as('queued_at') })
        .from(consignments)
        .where(organizationIds === null ? undefined : inArray(consignments.organization_id, [...organizationIds])),
    )
    .onConflictDoNothing();
}

/** Shipments waiting for recalculation: of an organization, or all (null). */
export async function countPendingRecalculations(db: Executor, organizationId: number | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(emissionRecalculations)
    .where(organizationId === null ? undefined : eq(emissionRecalculations.organization_id, organizationId));
  return row?.total ?? 0;
}

/**
 * Takes the next shipments waiting for recalculation, locking their rows for the caller's
 * transaction; rows another process holds are skipped, so two processes never take the same.
 */
export async function claimRecalculations(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: emissionRecalculations.consignment_id })
    .from(emissionRecalculations)
    .orderBy(asc(emissionRecalculations.queued_at), asc(emissionRecalculations.consignment_id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function deleteRecalculations(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(emissionRecalculations).where(inArray(emissionRecalculations.consignment_id, [...ids]));
}
