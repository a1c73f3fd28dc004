import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export const organizationList: ListDefinition = {
  sortable: {
    id: organizations.id,
    name: organizations.name,
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

export async function listOrganizations(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(organizations).$dynamic(), plan),
    db.$count(organizations, plan.where),
  ]);
  return { rows, total };
}

export async function findOrganization(db: Executor, id: number, organizationId: number | null) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(organizationId === null ? eq(organizations.id, id) : and(eq(organizations.id, id), eq(organizations.id, organizationId)))
    .limit(1);
  return row;
}

export const activeOrganizations = eq(organizations.is_active, true);
