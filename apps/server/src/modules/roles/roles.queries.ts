import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema';
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
