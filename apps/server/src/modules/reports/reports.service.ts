import { inArray } from 'drizzle-orm';
import type { TEmbeddedReport, TListEmbeddedReportsResponse, TListQuery } from '@freight/contracts';
import { embeddedReports } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { listMeta, paginate, planList, type ListDefinition } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { tenantScope } from '../../platform/tenancy';

const reportList: ListDefinition = {
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

function toReport(row: typeof embeddedReports.$inferSelect): TEmbeddedReport {
  return {
    id: row.id,
    name: row.name,
    workspace_id: row.workspace_id,
    report_id: row.report_id,
    front_options: row.front_options,
    is_default: row.is_default === 1 ? 1 : 0,
    organization_id: row.organization_id,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Reports of the user's organization; a super user reads those of the organizations of the sites
 * acted as, since the client menu shows the reports of what the user is looking at.
 */
export async function listReports(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListEmbeddedReportsResponse> {
  const plan = planList(query, reportList, [
    tenantScope(ctx.actor, { organizationId: embeddedReports.organization_id }),
    ctx.actor.level === 'super' ? inArray(embeddedReports.organization_id, ctx.actor.actingOrganizationIds) : undefined,
  ]);
  const [rows, total] = await Promise.all([
    paginate(deps.db.select().from(embeddedReports).$dynamic(), plan),
    deps.db.$count(embeddedReports, plan.where),
  ]);
  return { data: rows.map(toReport), meta: listMeta(total, plan) };
}
