import {
  hasLevel,
  savedReportPeriod,
  type TAnalyticsFilter,
  type TAnalyticsResult,
  type TListQuery,
  type TListSavedReportsResponse,
  type TSavedReport,
  type TSavedReportBody,
  type TSavedReportDefinition,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { runQuery } from '../analytics';
import * as queries from './saved-reports.queries';

/** Shared reports are the organization's: its admins keep them. */
const keepsShared = (ctx: SignedInContext) => hasLevel(ctx.actor.level, 'organization-admin');

const readable = (ctx: SignedInContext) => queries.readableBy(scopeOf(ctx));

function toSavedReport(ctx: SignedInContext, { report, owner_name }: queries.SavedReportRow): TSavedReport {
  const shared = report.owner_user_id === null;
  return {
    id: report.id,
    name: report.name,
    shared,
    owner: report.owner_user_id === null ? null : { id: report.owner_user_id, name: owner_name ?? '' },
    definition: report.definition,
    editable: shared ? keepsShared(ctx) : report.owner_user_id === ctx.actor.userId,
    updated_at: report.updated_at.toISOString(),
  };
}

export function filterOf(definition: TSavedReportDefinition, today = new Date()): TAnalyticsFilter {
  const { site_id, carrier, mode, lane, direction, currency, interval } = definition;
  const some = <T>(list: T[]) => (list.length > 0 ? list : undefined);
  return {
    ...savedReportPeriod(definition, today),
    interval,
    site_id: some(site_id),
    carrier: some(carrier),
    mode: some(mode),
    lane: some(lane),
    direction: some(direction),
    currency: some(currency),
  };
}

const dimensionsOf = (definition: TSavedReportDefinition) =>
  [definition.rows, definition.columns].filter((dimension): dimension is NonNullable<typeof dimension> => dimension !== null);

/** The report's figures for the sites acted as today. */
export function runDefinition(deps: AppDeps, ctx: SignedInContext, definition: TSavedReportDefinition): Promise<TAnalyticsResult> {
  return runQuery(deps, ctx, { measures: definition.measures, dimensions: dimensionsOf(definition), filter: filterOf(definition) });
}

/** A definition the catalogue cannot answer (a dimension a measure cannot be grouped by) is refused under its field. */
async function checkDefinition(deps: AppDeps, ctx: SignedInContext, definition: TSavedReportDefinition) {
  try {
    await runQuery(deps, ctx, {
      measures: definition.measures,
      dimensions: dimensionsOf(definition),
      filter: filterOf(definition),
      limit: 1,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [
        field === 'dimensions' ? 'definition.rows' : `definition.${field}`,
        messages,
      ]),
    );
    throw new ValidationError(fields);
  }
}

export async function listSavedReports(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListSavedReportsResponse> {
  const plan = planList({ ...query, sortKey: query.sortKey ?? 'name' }, queries.savedReportList, [readable(ctx)]);
  const { rows, total } = await queries.listSavedReports(deps.db, plan);
  return { data: rows.map((row) => toSavedReport(ctx, row)), meta: listMeta(total, plan) };
}

async function findReadable(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findSavedReport(deps.db, readable(ctx), id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getSavedReport(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TSavedReport> {
  return toSavedReport(ctx, await findReadable(deps, ctx, id));
}

export async function runSavedReport(deps: AppDeps, ctx: SignedInContext, id: number) {
  const report = await getSavedReport(deps, ctx, id);
  return { report, result: await runDefinition(deps, ctx, report.definition) };
}

export async function saveReport(deps: AppDeps, ctx: SignedInContext, body: TSavedReportBody, id?: number): Promise<TSavedReport> {
  if (id !== undefined && !(await getSavedReport(deps, ctx, id)).editable) throw new ForbiddenError();
  if (body.shared && !keepsShared(ctx)) throw new ValidationError({ shared: ['validation.report_share_admins'] });
  await checkDefinition(deps, ctx, body.definition);
  const values = {
    name: body.name,
    owner_user_id: body.shared ? null : ctx.actor.userId,
    definition: body.definition,
  };
  const savedId =
    id === undefined
      ? await queries.insertSavedReport(deps.db, {
          ...values,
          organization_id: workingOrganizationId(ctx.actor),
          created_by_user_id: ctx.actor.userId,
        })
      : (await queries.updateSavedReport(deps.db, id, { ...values, updated_at: new Date() }), id);
  return getSavedReport(deps, ctx, savedId);
}

export async function deleteSavedReport(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  if (!(await getSavedReport(deps, ctx, id)).editable) throw new ForbiddenError();
  await queries.deleteSavedReport(deps.db, id);
}
