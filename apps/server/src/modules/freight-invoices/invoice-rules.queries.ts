import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers, freightInvoiceRules, organizations } from '../../db/schema';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

export type InvoiceRuleRow = typeof freightInvoiceRules.$inferSelect & { carrier_name: string | null };
type RuleValues = Omit<typeof freightInvoiceRules.$inferInsert, 'id' | 'organization_id' | 'position'>;

const selectRules = (db: Executor) =>
  db
    .select({ rule: freightInvoiceRules, carrier_name: carriers.name })
    .from(freightInvoiceRules)
    .leftJoin(carriers, eq(carriers.id, freightInvoiceRules.carrier_id));

const flatten = ({
  rule,
  carrier_name,
}: {
  rule: typeof freightInvoiceRules.$inferSelect;
  carrier_name: string | null;
}): InvoiceRuleRow => ({
  ...rule,
  carrier_name,
});

/** An organization's rules in the order they are tried. */
export async function listRules(db: Executor, organizationId: number) {
  const rows = await selectRules(db)
    .where(eq(freightInvoiceRules.organization_id, organizationId))
    .orderBy(asc(freightInvoiceRules.position), asc(freightInvoiceRules.id));
  return rows.map(flatten);
}

/** A rule the scope keeps: of the organization worked in, or of any for the platform. */
export async function findRule(db: Executor, id: number, scope: Scope) {
  const [row] = await selectRules(db).where(
    and(eq(freightInvoiceRules.id, id), workingOrganizationScope(scope, { organizationId: freightInvoiceRules.organization_id })),
  );
  return row ? flatten(row) : null;
}

export async function organizationExists(db: Executor, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function carrierExists(db: Executor, id: number) {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return row !== undefined;
}

export async function countRules(db: Executor, organizationId: number) {
  return db.$count(freightInvoiceRules, eq(freightInvoiceRules.organization_id, organizationId));
}

/** A new rule goes last. */
export async function insertRule(db: Executor, organizationId: number, values: RuleValues) {
  const [row] = await db
    .insert(freightInvoiceRules)
    .values({
      ...values,
      organization_id: organizationId,
      position: sql`(select coalesce(max(${freightInvoiceRules.position}), 0) + 1 from ${freightInvoiceRules} where ${freightInvoiceRules.organization_id} = ${organizationId})`,
    })
    .returning();
  return row!;
}

export async function updateRule(db: Executor, id: number, values: RuleValues) {
  const [row] = await db.update(freightInvoiceRules).set(values).where(eq(freightInvoiceRules.id, id)).returning();
  return row!;
}

export async function deleteRule(db: Executor, id: number) {
  await db.delete(freightInvoiceRules).where(eq(freightInvoiceRules.id, id));
}

/** Numbers the organization's rules 1, 2, 3 … in the given order of their ids. */
export async function setPositions(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return;
  const order = sql.join(
    ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(freightInvoiceRules)
    .set({ position: sql`case ${freightInvoiceRules.id} ${order} end`, updated_at: new Date() })
    .where(and(eq(freightInvoiceRules.organization_id, organizationId), inArray(freightInvoiceRules.id, ids)));
}
