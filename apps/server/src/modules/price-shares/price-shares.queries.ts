import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, priceCalculations, priceCalculationShares, users } from '../../db/schema';

/** A calculation has a handful of links; the newest hundred are more than anyone manages. */
const SHARES_SHOWN = 100;

export async function findCalculation(db: Executor, id: string, scope: SQL) {
  const [row] = await db
    .select({ id: priceCalculations.id, organization_id: priceCalculations.organization_id })
    .from(priceCalculations)
    .where(and(eq(priceCalculations.id, id), scope));
  return row ?? null;
}

/** Links with their maker's name, limited by a scope over their calculation. */
function selectShares(db: Executor) {
  return db
    .select({ share: priceCalculationShares, created_by_name: users.name })
    .from(priceCalculationShares)
    .innerJoin(priceCalculations, eq(priceCalculations.id, priceCalculationShares.calculation_id))
    .leftJoin(users, eq(users.id, priceCalculationShares.created_by_user_id));
}

export type ShareRow = Awaited<ReturnType<typeof findShares>>[number];

export function findShares(db: Executor, calculationId: string, calculationScope: SQL) {
  return selectShares(db)
    .where(and(eq(priceCalculationShares.calculation_id, calculationId), calculationScope))
    .orderBy(desc(priceCalculationShares.created_at), desc(priceCalculationShares.id))
    .limit(SHARES_SHOWN);
}

export async function findShare(db: Executor, id: string, calculationScope: SQL) {
  const [row] = await selectShares(db).where(and(eq(priceCalculationShares.id, id), calculationScope));
  return row ?? null;
}

export async function insertShare(db: Executor, values: typeof priceCalculationShares.$inferInsert) {
  const [row] = await db.insert(priceCalculationShares).values(values).returning({ id: priceCalculationShares.id });
  return row!.id;
}

/** Revokes a link that still works; a second revoke changes nothing. */
export async function revokeShare(db: Executor, id: string, at: Date) {
  await db
    .update(priceCalculationShares)
    .set({ revoked_at: at })
    .where(and(eq(priceCalculationShares.id, id), isNull(priceCalculationShares.revoked_at)));
}

/** The link of a token's hash with its calculation and the organization that shared it, whatever its state. */
export async function findPublicShare(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ share: priceCalculationShares, calculation: priceCalculations, organization_name: organizations.name })
    .from(priceCalculationShares)
    .innerJoin(priceCalculations, eq(priceCalculations.id, priceCalculationShares.calculation_id))
    .innerJoin(organizations, eq(organizations.id, priceCalculationShares.organization_id))
    .where(eq(priceCalculationShares.token_hash, tokenHash));
  return row ?? null;
}
