import type { TEmbeddedReport, TListEmbeddedReportsResponse, TListQuery } from '@freight/contracts';
import type { embeddedReports } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './reports.queries';

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

/** The reports the client menu shows for what the user is looking at. */
export async function listReports(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListEmbeddedReportsResponse> {
  const plan = planList(query, queries.reportList, [queries.reportsOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listReports(deps.db, plan);
  return { data: rows.map(toReport), meta: listMeta(total, plan) };
}
