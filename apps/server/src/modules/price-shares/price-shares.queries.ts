import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, priceCalculations, priceCalculationShares, users } from '../../db/schema';

/** A calculation has a handful of links; the newest hundred are more than anyone manages. */
const SHARES_SHOWN = 100;

export async function findCalculation(db: Executor, id: string, organizationId: number) {
  const [row] = await db
    .select({ id: priceCalculations.id })
    .from(priceCalculations)
    .where(and(eq(priceCalculations.id, id), eq(priceCalculations.organization_id, organizationId)));
  return row ?? null;
}

function selectShares(db: Executor) {
  return db
    .select({ share: priceCalculationShares, created_by_name: users.name })
    .from(priceCalculationShares)
    .leftJoin(users, eq(users.id, priceCalculationShares.created_by_user_id));
}

export type ShareRow = Awaited<ReturnType<typeof findShares>>[number];

export function findShares(db: Executor, calculationId: string, organizationId: number) {
  return selectShares(db)
    .where(and(eq(priceCalculationShares.calculation_id, calculationId), eq(priceCalculationShares.organization_id, organizationId)))
    .orderBy(desc(priceCalculationShares.created_at), desc(priceCalculationShares.id))
    .limit(SHARES_SHOWN);
}

export async function findShare(db: Executor, id: string, organizationId: number) {
  const [row] = await selectShares(db).where(and(eq(priceCalculationShares.id, id), eq(priceCalculationShares.organization_id, organizationId)));
  return row ?? null;
}

export async function insertShare(db: Executor, values: typeof priceCalculationShares.$inferInsert) {
  await db.insert(priceCalculationShares).values(values);
}

/** Revokes a link that still works; a second revoke changes nothing. */
export async function revokeShare(db: Executor, id: string, organizationId: number, at: Date) {
  await db
    .update(priceCalculationShares)
    .set({ revoked_at: at })
    .where(and(eq(priceCalculationShares.id, id), eq(priceCalculationShares.organization_id, organizationId), isNull(priceCalculationShares.revoked_at)));
}

/** A link with its calculation and the organization that shared it, whatever its state. */
export async function findPublicShare(db: Executor, id: string) {
  const [row] = await db
    .select({ share: priceCalculationShares, calculation: priceCalculations, organization_name: organizations.name })
    .from(priceCalculationShares)
    .innerJoin(priceCalculations, eq(priceCalculations.id, priceCalculationShares.calculation_id))
    .innerJoin(organizations, eq(organizations.id, priceCalculationShares.organization_id))
    .where(eq(priceCalculationShares.id, id));
  return row ?? null;
}
