import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, roles, sites, userRoles, users } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

// Written out with table names: drizzle leaves columns unqualified in a one-table select.
const sitesCount = sql<number>`(select count(*)::int from ${sites} s where s.organization_id = ${organizations}.id)`;
const usersCount = sql<number>`(select count(*)::int from ${users} u where u.organization_id = ${organizations}.id)`;

export const organizationList: ListDefinition = {
  sortable: {
    id: organizations.id,
    name: organizations.name,
    country_code: organizations.country_code,
    is_active: organizations.is_active,
    sites_count: sitesCount,
    users_count: usersCount,
    created_at: organizations.created_at,
    updated_at: organizations.updated_at,
  },
  filters: {
    id: { column: organizations.id, type: 'number' },
    country_code: { column: organizations.country_code, type: 'text' },
  },
  search: [organizations.name],
  tieBreaker: organizations.id,
};

/** The user's own organization; super users run every organization, god users on the platform too. */
export const organizationsOf = (scope: Scope) => tenantScope(scope, { organizationId: organizations.id });

export async function listOrganizations(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(organizations).$dynamic(), plan),
    db.$count(organizations, plan.where),
  ]);
  return { rows, total };
}

/** Organizations with how many sites and users each has, for the admin list. */
export async function listOrganizationsWithCounts(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(
      db.select({ organization: organizations, sites_count: sitesCount, users_count: usersCount }).from(organizations).$dynamic(),
      plan,
    ),
    db.$count(organizations, plan.where),
  ]);
  return { rows, total };
}

export async function findOrganization(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), organizationsOf(scope)))
    .limit(1);
  return row;
}

export const activeOrganizations = eq(organizations.is_active, true);

export async function insertOrganization(db: Executor, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function updateOrganization(db: Executor, id: number, values: Partial<typeof organizations.$inferInsert>) {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updated_at: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row!;
}

export async function deleteOrganization(db: Executor, id: number) {
  await db.delete(organizations).where(eq(organizations.id, id));
}

/** The organization's users with their role names, by name. */
export async function findOrganizationUsers(db: Executor, scope: Scope, organizationId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      level: users.level,
      roles: sql<
        string[]
      >`array(select r.name from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users}.id order by r.name)`,
    })
    .from(users)
    .where(and(eq(users.organization_id, organizationId), tenantScope(scope, { organizationId: users.organization_id })))
    .orderBy(asc(users.name));
}
