import type {
  TFlowTemplate,
  TFlowTemplateBody,
  TFlowTemplatePlace,
  TFlowTemplateUpdateBody,
  TListFlowTemplatesResponse,
  TListQuery,
} from '@freight/contracts';
import { flowTemplates } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { Actor, SignedInContext } from '../../platform/request-context';
import { siteVisibilityScope, workingOrganizationId } from '../../platform/tenancy';
import { typeOfOrganization } from '../template-types';
import * as queries from './flow-templates.queries';

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function place(value: unknown): TFlowTemplatePlace | null {
  const found = record(value);
  if (!found) return null;
  const result = { country: text(found.country), zip: text(found.zip), city: text(found.city) };
  return result.country || result.zip || result.city ? result : null;
}

const NO_PLACE: TFlowTemplatePlace = { country: null, zip: null, city: null };

/** The route of a quote form (pickup → delivery) or of a booking form (consignor → consignee). */
export function templateRoute(values: Record<string, unknown>): TFlowTemplate['route'] {
  return {
    from: place(values.pickup) ?? place(values.consignor) ?? NO_PLACE,
    to: place(values.delivery) ?? place(values.consignee) ?? NO_PLACE,
  };
}

function present(row: queries.TemplateRow): TFlowTemplate {
  const { template } = row;
  return {
    id: template.id,
    kind: template.kind,
    name: template.name,
    organization_id: template.organization_id,
    site_id: template.site_id,
    site_name: row.site_name,
    type_id: template.type_id,
    type_name: row.type_name,
    values: template.values,
    locked_fields: template.locked_fields,
    route: templateRoute(template.values),
    created_by:
      template.created_by_user_id !== null && row.created_by_name !== null
        ? { id: template.created_by_user_id, name: row.created_by_name }
        : null,
    created_at: template.created_at.toISOString(),
    updated_at: template.updated_at.toISOString(),
  };
}

function scope(actor: Actor) {
  return queries.usableTemplates(
    workingOrganizationId(actor),
    siteVisibilityScope(actor.visibility, { id: flowTemplates.site_id, organizationId: flowTemplates.organization_id }),
  );
}

export async function listTemplates(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListFlowTemplatesResponse> {
  const plan = planList(query, queries.templateList, [scope(ctx.actor)]);
  const { rows, total } = await queries.listTemplates(deps.db, plan);
  return { data: rows.map(present), meta: listMeta(total, plan) };
}

export async function getTemplate(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TFlowTemplate> {
  const row = await queries.findTemplate(deps.db, id, scope(ctx.actor));
  if (!row) throw new NotFoundError();
  return present(row);
}

/** A template's site must be one of the organization's that the user may act for. */
async function checkSite(deps: AppDeps, actor: Actor, organizationId: number, siteId: number | null) {
  if (siteId === null) return;
  const site = await queries.findSite(deps.db, siteId);
  const { visibility } = actor;
  const visible =
    site !== null &&
    site.organization_id === organizationId &&
    (visibility.kind === 'all' ||
      (visibility.kind === 'organization' ? visibility.organizationId === organizationId : visibility.siteIds.includes(siteId)));
  if (!visible) throw new ValidationError({ site_id: ['validation.site_not_allowed'] });
}

async function checkType(deps: AppDeps, organizationId: number, typeId: number | null) {
  if (typeId !== null && !(await typeOfOrganization(deps, organizationId, typeId)))
    throw new ValidationError({ type_id: ['validation.template_type_unknown'] });
}

async function checkName(deps: AppDeps, organizationId: number, kind: string, name: string, exceptId: number | null) {
  if (await queries.nameTaken(deps.db, organizationId, kind, name, exceptId))
    throw new ValidationError({ name: ['validation.template_name_taken'] });
}

export async function createTemplate(deps: AppDeps, ctx: SignedInContext, body: TFlowTemplateBody): Promise<TFlowTemplate> {
  const organizationId = workingOrganizationId(ctx.actor);
  await checkSite(deps, ctx.actor, organizationId, body.site_id);
  await checkName(deps, organizationId, body.kind, body.name, null);
  await checkType(deps, organizationId, body.type_id);
  const id = await queries.insertTemplate(deps.db, {
    organization_id: organizationId,
    site_id: body.site_id,
    type_id: body.type_id,
    created_by_user_id: ctx.actor.userId,
    kind: body.kind,
    name: body.name,
    values: body.values,
    locked_fields: body.locked_fields,
  });
  return getTemplate(deps, ctx, id);
}

export async function updateTemplate(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TFlowTemplateUpdateBody,
): Promise<TFlowTemplate> {
  const current = await getTemplate(deps, ctx, id);
  if (body.site_id !== undefined) await checkSite(deps, ctx.actor, current.organization_id, body.site_id);
  if (body.name !== undefined) await checkName(deps, current.organization_id, current.kind, body.name, id);
  if (body.type_id !== undefined) await checkType(deps, current.organization_id, body.type_id);
  await queries.updateTemplate(deps.db, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.site_id !== undefined ? { site_id: body.site_id } : {}),
    ...(body.type_id !== undefined ? { type_id: body.type_id } : {}),
    ...(body.values !== undefined ? { values: body.values } : {}),
    ...(body.locked_fields !== undefined ? { locked_fields: body.locked_fields } : {}),
    updated_at: new Date(),
  });
  return getTemplate(deps, ctx, id);
}

/** Templates can always be removed (SPEC §4): drafts made from one simply forget it. */
export async function deleteTemplate(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  await getTemplate(deps, ctx, id);
  if (!(await queries.deleteTemplate(deps.db, id))) throw new NotFoundError();
}
