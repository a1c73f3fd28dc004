import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, roles, sessions, sites, userRoles, users, userSites, userSitesFilter } from '../../db/schema';
import { countAll, filterIds, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export async function findSavedSitesFilter(db: Executor, userId: number) {
  const rows = await db.select({ id: userSitesFilter.site_id }).from(userSitesFilter).where(eq(userSitesFilter.user_id, userId));
  return rows.map((row) => row.id);
}

export async function replaceSitesFilter(db: Executor, userId: number, siteIds: number[]) {
  // Locking the user first makes two saves at once run one after the other, the last one kept.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await db.delete(userSitesFilter).where(eq(userSitesFilter.user_id, userId));
  if (siteIds.length > 0) await db.insert(userSitesFilter).values(siteIds.map((siteId) => ({ user_id: userId, site_id: siteId })));
}

/** Users of the user's own organization; super users run every organization's. */
export const usersOf = (scope: Scope) => tenantScope(scope, { organizationId: users.organization_id });

export async function findAvatar(db: Executor, scope: Scope, userId: number) {
  const [row] = await db
    .select({ path: users.avatar_path, contentType: users.avatar_content_type })
    .from(users)
    .where(and(eq(users.id, userId), usersOf(scope)))
    .limit(1);
  return row;
}

// Written out with table aliases, since drizzle may leave columns unqualified inside subqueries.
const rolesOfUser = sql<{ id: number; name: string }[]>`coalesce(
  (select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
     from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users}.id),
  '[]'::json)`;
const sitesOfUser = sql<{ id: number; name: string }[]>`coalesce(
  (select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
     from ${userSites} us join ${sites} s on s.id = us.site_id where us.user_id = ${users}.id),
  '[]'::json)`;

export const managedUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  description: users.description,
  level: users.level,
  organization: { id: organizations.id, name: organizations.name },
  roles: rolesOfUser,
  sites: sitesOfUser,
  password_set: sql<boolean>`${users.password_hash} is not null`,
  active: sql<boolean>`${users.deactivated_at} is null`,
  updated_at: users.updated_at,
};

export const managedUserList: ListDefinition = {
  sortable: {
    id: users.id,
    name: users.name,
    email: users.email,
    level: users.level,
    organization: organizations.name,
    created_at: users.created_at,
    updated_at: users.updated_at,
  },
  filters: {
    id: { column: users.id, type: 'number' },
    organization_id: { column: users.organization_id, type: 'number' },
    level: { column: users.level, type: 'text' },
    site_id: {
      build: (value) => {
        const ids = filterIds(value).filter((id) => id > 0);
        return ids.length > 0
          ? sql`exists (select 1 from ${userSites} us where us.user_id = ${users}.id and us.site_id in ${ids})`
          : sql`false`;
      },
    },
  },
  search: [users.name, users.email, users.description, organizations.name],
  tieBreaker: users.id,
};

export async function listManagedUsers(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(
      db.select(managedUserColumns).from(users).innerJoin(organizations, eq(organizations.id, users.organization_id)).$dynamic(),
      plan,
    ),
    db.select({ n: countAll }).from(users).innerJoin(organizations, eq(organizations.id, users.organization_id)).where(plan.where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findManagedUser(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select(managedUserColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .where(and(eq(users.id, id), usersOf(scope)))
    .limit(1);
  return row;
}

export async function findRolesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
}

/** The sites of an organization the scope reaches; none of one beyond it. */
export async function findOrganizationSiteIds(db: Executor, scope: Scope, organizationId: number) {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.organization_id, organizationId), tenantScope(scope, { organizationId: sites.organization_id })))
    .orderBy(asc(sites.id));
  return rows.map((row) => row.id);
}

/** The name of an organization the scope reaches. */
export async function findOrganizationName(db: Executor, scope: Scope, organizationId: number) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), tenantScope(scope, { organizationId: organizations.id })))
    .limit(1);
  return row?.name;
}

export async function emailTaken(db: Executor, email: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptId === null ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id));
}

/** Sets a user's roles and sites; a site left is also dropped from their 'Act as' choice. */
export async function replaceRolesAndSites(db: Executor, userId: number, organizationId: number, roleIds: number[], siteIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));
  await db.delete(userSites).where(eq(userSites.user_id, userId));
  if (siteIds.length > 0) {
    await db.insert(userSites).values(siteIds.map((siteId) => ({ organization_id: organizationId, user_id: userId, site_id: siteId })));
  }
  await db
    .delete(userSitesFilter)
    .where(and(eq(userSitesFilter.user_id, userId), siteIds.length > 0 ? notInArray(userSitesFilter.site_id, siteIds) : undefined));
}

/** Deactivates or reactivates a user; deactivating also ends every session of theirs at once. */
export async function setUserActive(db: Executor, id: number, active: boolean) {
  await db
    .update(users)
    .set({ deactivated_at: active ? null : new Date(), updated_at: new Date() })
    .where(eq(users.id, id));
  if (!active) {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)));
  }
}

export async function deleteUser(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id));
}
