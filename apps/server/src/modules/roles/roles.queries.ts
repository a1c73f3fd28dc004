import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export const roleList: ListDefinition = {
  sortable: { id: roles.id, name: roles.name, created_at: roles.created_at, updated_at: roles.updated_at },
  filters: { id: { column: roles.id, type: 'number' }, name: { column: roles.name, type: 'text' } },
  search: [roles.name],
  tieBreaker: roles.id,
};

const permissionsOfRole = sql<string[]>`coalesce(
  (select array_agg(${rolePermissions.permission_key} order by ${rolePermissions.permission_key})
     from ${rolePermissions} where ${rolePermissions.role_id} = ${roles.id}),
  '{}'::text[])`;

export async function listRoles(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(
      db.select({ id: roles.id, name: roles.name, permissions: permissionsOfRole, updated_at: roles.updated_at }).from(roles).$dynamic(),
      plan,
    ),
    db.$count(roles, plan.where),
  ]);
  return { rows, total };
}

const usersOfRole = sql<number>`(select count(*)::int from ${userRoles} ur where ur.role_id = ${roles}.id)`;

export async function findRole(db: Executor, id: number) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, permissions: permissionsOfRole, users_count: usersOfRole, updated_at: roles.updated_at })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return row;
}

export async function nameTaken(db: Executor, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertRole(db: Executor, name: string) {
  const [row] = await db.insert(roles).values({ name }).returning({ id: roles.id });
  return row!.id;
}

export async function renameRole(db: Executor, id: number, name: string) {
  await db.update(roles).set({ name, updated_at: new Date() }).where(eq(roles.id, id));
}

export async function replacePermissions(db: Executor, roleId: number, keys: readonly string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (keys.length > 0) await db.insert(rolePermissions).values(keys.map((key) => ({ role_id: roleId, permission_key: key })));
  await db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, roleId));
}

export async function deleteRole(db: Executor, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}
