import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agentOrganizationGrants, companies, organizations, users } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export const companyList: ListDefinition = {
  sortable: { updated_at: companies.updated_at, name: companies.name, is_agent: companies.is_agent },
  filters: { is_agent: { column: companies.is_agent, type: 'boolean' } },
  search: [companies.name],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: companies.id,
};

export type CompanyRow = typeof companies.$inferSelect;

export async function listCompanies(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(companies).$dynamic(), plan),
    db.select({ total: countAll }).from(companies).where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCompany(db: Executor, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** The users of several companies at once, for a page of the list. */
export async function usersOf(db: Executor, scope: Scope, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ company_id: users.company_id, id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.company_id, companyIds), tenantScope(scope, { organizationId: users.organization_id })))
    .orderBy(asc(users.name), asc(users.id));
}

export async function grantsOf(db: Executor, scope: Scope, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      company_id: agentOrganizationGrants.company_id,
      organization_id: agentOrganizationGrants.organization_id,
      organization_name: organizations.name,
      granted_at: agentOrganizationGrants.created_at,
    })
    .from(agentOrganizationGrants)
    .innerJoin(organizations, eq(organizations.id, agentOrganizationGrants.organization_id))
    .where(
      and(
        inArray(agentOrganizationGrants.company_id, companyIds),
        tenantScope(scope, { organizationId: agentOrganizationGrants.organization_id }),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function existingOrganizationIds(db: Executor, scope: Scope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, ids), tenantScope(scope, { organizationId: organizations.id })));
  return new Set(rows.map((row) => row.id));
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(db: Executor, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row ?? null;
}

export async function addGrants(db: Executor, companyId: number, organizationIds: number[], grantedBy: number) {
  if (organizationIds.length === 0) return;
  await db
    .insert(agentOrganizationGrants)
    .values(
      organizationIds.map((organizationId) => ({ company_id: companyId, organization_id: organizationId, granted_by_user_id: grantedBy })),
    )
    .onConflictDoNothing();
}

export async function removeGrants(db: Executor, companyId: number, organizationIds: number[]) {
  if (organizationIds.length === 0) return;
  await db
    .delete(agentOrganizationGrants)
    .where(and(eq(agentOrganizationGrants.company_id, companyId), inArray(agentOrganizationGrants.organization_id, organizationIds)));
}
