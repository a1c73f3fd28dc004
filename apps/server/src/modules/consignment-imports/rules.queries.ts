import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consignmentImportRules, organizationApiKeys, sites } from '../../db/schema';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

/** Rules and keys belong to the organization the admin works in. */
const rulesOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: consignmentImportRules.organization_id });
const keysOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: organizationApiKeys.organization_id });

export type RuleRow = typeof consignmentImportRules.$inferSelect;
type RuleValues = Omit<typeof consignmentImportRules.$inferInsert, 'id' | 'organization_id'>;

export async function listRules(db: Executor, scope: Scope) {
  return db
    .select()
    .from(consignmentImportRules)
    .where(rulesOf(scope))
    .orderBy(asc(consignmentImportRules.kind), asc(consignmentImportRules.priority), asc(consignmentImportRules.id));
}

/** Whether a site belongs to the organization the admin works in. */
export async function siteInScope(db: Executor, scope: Scope, siteId: number) {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), workingOrganizationScope(scope, { organizationId: sites.organization_id })));
  return site !== undefined;
}

export async function insertRule(db: Executor, organizationId: number, values: RuleValues) {
  const [row] = await db
    .insert(consignmentImportRules)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

/** Changes a rule in the scope; none when there is no such rule. */
export async function updateRule(db: Executor, scope: Scope, id: number, values: RuleValues) {
  const [row] = await db
    .update(consignmentImportRules)
    .set(values)
    .where(and(eq(consignmentImportRules.id, id), rulesOf(scope)))
    .returning();
  return row;
}

export async function deleteRule(db: Executor, scope: Scope, id: number) {
  const deleted = await db
    .delete(consignmentImportRules)
    .where(and(eq(consignmentImportRules.id, id), rulesOf(scope)))
    .returning({ id: consignmentImportRules.id });
  return deleted.length > 0;
}

export async function listApiKeys(db: Executor, scope: Scope) {
  return db
    .select()
    .from(organizationApiKeys)
    .where(and(keysOf(scope), isNull(organizationApiKeys.revoked_at)))
    .orderBy(asc(organizationApiKeys.created_at));
}

export async function insertApiKey(db: Executor, organizationId: number, name: string, keyHash: string) {
  const [row] = await db.insert(organizationApiKeys).values({ organization_id: organizationId, name, key_hash: keyHash }).returning();
  return row!;
}

export async function revokeApiKey(db: Executor, scope: Scope, id: number) {
  const revoked = await db
    .update(organizationApiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(organizationApiKeys.id, id), keysOf(scope), isNull(organizationApiKeys.revoked_at)))
    .returning({ id: organizationApiKeys.id });
  return revoked.length > 0;
}
