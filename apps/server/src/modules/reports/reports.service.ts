import {
  isJsonObjectText,
  presetReportOptions,
  type TEmbeddedReport,
  type TEmbeddedReportBody,
  type TListEmbeddedReportsResponse,
  type TListQuery,
  type TReportEmbed,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import type { Metabase } from './metabase';
import type { PowerBi } from './power-bi';
import * as queries from './reports.queries';

/** The reporting services the server is configured for; a missing one leaves its reports 'not configured'. */
export interface ReportProviders {
  powerBi: PowerBi | null;
  metabase: Metabase | null;
}

function toReport(row: queries.ReportRow): TEmbeddedReport {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    workspace_id: row.workspace_id,
    report_id: row.report_id,
    front_options: row.front_options,
    is_default: row.is_default === 1 ? 1 : 0,
    organization_id: row.organization_id,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The reports of the organization named in the filter, or those the client menu shows for what the user is looking at. */
export async function listReports(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListEmbeddedReportsResponse> {
  const organizationNamed = query.filter?.organization_id !== undefined;
  const plan = planList(query, queries.reportList, [queries.reportsOf(scopeOf(ctx), { organizationNamed })]);
  const { rows, total } = await queries.listReports(deps.db, plan);
  return { data: rows.map(toReport), meta: listMeta(total, plan) };
}

const menuReports = (ctx: SignedInContext) => queries.reportsOf(scopeOf(ctx), { organizationNamed: false });

/** The default report of the organization the user looks at; 404 when it has none. */
export async function getDefaultReport(deps: AppDeps, ctx: SignedInContext): Promise<TEmbeddedReport> {
  const row = await queries.findDefaultReport(deps.db, menuReports(ctx));
  if (!row) throw new NotFoundError();
  return toReport(row);
}

/** The reports of the Custom reports submenu (SPEC §2): neither default nor analytics. */
export async function listCustomReports(deps: AppDeps, ctx: SignedInContext): Promise<TEmbeddedReport[]> {
  return (await queries.findCustomReports(deps.db, menuReports(ctx))).map(toReport);
}

async function findKept(deps: AppDeps, ctx: SignedInContext, id: number): Promise<queries.ReportRow> {
  const row = await queries.findReport(deps.db, queries.organizationReports(scopeOf(ctx)), id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getReport(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TEmbeddedReport> {
  return toReport(await findKept(deps, ctx, id));
}

/**
 * Adds or changes a report (SPEC §4, §5). Organization admins keep their own organization's
 * reports, god users any organization's. A default report and the analytics report keep their
 * preset options whatever was sent, as the form does.
 */
export async function saveReport(deps: AppDeps, ctx: SignedInContext, body: TEmbeddedReportBody, id?: number): Promise<TEmbeddedReport> {
  const existing = id === undefined ? null : await findKept(deps, ctx, id);
  const errors: Record<string, FieldMessage[]> = {};
  const mayKeep = ctx.actor.level === 'super' || body.organization_id === ctx.actor.organizationId;
  if (!mayKeep || !(await queries.organizationExists(deps.db, body.organization_id))) {
    errors.organization_id = ['validation.unknown_organization'];
  }
  // Metabase embeds dashboards by their number.
  if (body.source === 'metabase' && !/^\d{1,9}$/.test(body.report_id)) errors.report_id = ['validation.metabase_dashboard'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const values: queries.ReportValues = {
    organization_id: body.organization_id,
    name: body.name,
    source: body.source,
    workspace_id: body.workspace_id,
    report_id: body.report_id,
    front_options: presetReportOptions(body) ?? body.front_options,
    is_default: body.is_default,
    updated_at: new Date(),
  };
  const row = await deps.db.transaction(async (tx) => {
    const saved = existing ? await queries.updateReport(tx, existing.id, values) : await queries.insertReport(tx, values);
    await recordAudit(tx, ctx, {
      entity: 'report',
      entityId: saved.id,
      action: existing ? 'update' : 'create',
      organizationId: saved.organization_id,
      before: existing,
      after: saved,
      label: saved.name,
    });
    return saved;
  });
  return toReport(row);
}

export async function deleteReport(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  const existing = await findKept(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    await queries.deleteReport(tx, existing.id);
    await recordAudit(tx, ctx, {
      entity: 'report',
      entityId: existing.id,
      action: 'delete',
      organizationId: existing.organization_id,
      before: existing,
      label: existing.name,
    });
  });
}

/**
 * What the page needs to show a report the user may see. The organization whose rows it shows is
 * the report's own, decided here; nothing the browser sends takes part.
 */
export async function embedReport(deps: AppDeps, providers: ReportProviders, ctx: SignedInContext, id: number): Promise<TReportEmbed> {
  const row = await queries.findReport(deps.db, queries.organizationReports(scopeOf(ctx)), id);
  if (!row) throw new NotFoundError();
  const options: Record<string, unknown> = isJsonObjectText(row.front_options) ? JSON.parse(row.front_options) : {};
  if (row.source === 'metabase') {
    if (!providers.metabase) return { kind: 'not_configured', source: row.source };
    const embed = await providers.metabase.embed(Number(row.report_id), row.organization_id, options);
    return { kind: 'metabase', url: embed.url, expires_at: embed.expiresAt.toISOString() };
  }
  if (!providers.powerBi) return { kind: 'not_configured', source: row.source };
  const embed = await providers.powerBi.embed({ workspaceId: row.workspace_id, reportId: row.report_id }, row.organization_id);
  return {
    kind: 'power_bi',
    report_id: embed.reportId,
    embed_url: embed.embedUrl,
    access_token: embed.accessToken,
    expires_at: embed.expiresAt.toISOString(),
    options,
  };
}
