import { and, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { embeddedReports } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export const reportList: ListDefinition = {
  sortable: {
    id: embeddedReports.id,
    name: embeddedReports.name,
    is_default: embeddedReports.is_default,
    updated_at: embeddedReports.updated_at,
  },
  filters: {
    organization_id: { column: embeddedReports.organization_id, type: 'number' },
    is_default: { column: embeddedReports.is_default, type: 'number' },
  },
  search: [embeddedReports.name],
  tieBreaker: embeddedReports.id,
};

/**
 * Reports of the user's organization; a super user reads those of the organizations of the sites
 * acted as, since the client menu shows the reports of what the user is looking at.
 */
export function reportsOf(scope: Scope): SQL {
  const own = tenantScope(scope, { organizationId: embeddedReports.organization_id });
  if (scope.kind !== 'user' || scope.actor.level !== 'super') return own;
  return and(own, inArray(embeddedReports.organization_id, scope.actor.actingOrganizationIds)) as SQL;
}

export async function listReports(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(embeddedReports).$dynamic(), plan),
    db.$count(embeddedReports, plan.where),
  ]);
  return { rows, total };
}
