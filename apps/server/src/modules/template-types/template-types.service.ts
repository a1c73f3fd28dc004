import type { TListQuery, TListTemplateTypesResponse, TTemplateType, TTemplateTypeBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { recordAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import * as queries from './template-types.queries';

function present(row: queries.TemplateTypeRow): TTemplateType {
  return {
    id: row.type.id,
    name: row.type.name,
    description: row.type.description,
    template_count: row.template_count,
    created_at: row.type.created_at.toISOString(),
    updated_at: row.type.updated_at.toISOString(),
  };
}

/** Every user of the organization reads its types, to choose and filter templates by them. */
export async function listTypes(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListTemplateTypesResponse> {
  const plan = planList(query, queries.templateTypeList, [queries.typesOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listTypes(deps.db, plan);
  return { data: rows.map(present), meta: listMeta(total, plan) };
}

export async function getType(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TTemplateType> {
  const row = await queries.findType(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return present(row);
}

async function checkName(deps: AppDeps, ctx: SignedInContext, name: string, exceptId: number | null) {
  if (await queries.nameTaken(deps.db, scopeOf(ctx), name, exceptId))
    throw new ValidationError({ name: ['validation.template_type_taken'] });
}

export async function createType(deps: AppDeps, ctx: SignedInContext, body: TTemplateTypeBody): Promise<TTemplateType> {
  const organizationId = workingOrganizationId(ctx.actor);
  await checkName(deps, ctx, body.name, null);
  const created = await deps.db.transaction(async (tx) => {
    const row = await queries.insertType(tx, { organization_id: organizationId, name: body.name, description: body.description });
    await recordAudit(tx, ctx, {
      entity: 'template_type',
      entityId: row.id,
      action: 'create',
      organizationId,
      after: row,
      label: row.name,
    });
    return row;
  });
  return getType(deps, ctx, created.id);
}

export async function updateType(deps: AppDeps, ctx: SignedInContext, id: number, body: TTemplateTypeBody): Promise<TTemplateType> {
  const current = await queries.findType(deps.db, scopeOf(ctx), id);
  if (!current) throw new NotFoundError();
  await checkName(deps, ctx, body.name, id);
  await deps.db.transaction(async (tx) => {
    const row = await queries.updateType(tx, id, { name: body.name, description: body.description, updated_at: new Date() });
    await recordAudit(tx, ctx, {
      entity: 'template_type',
      entityId: id,
      action: 'update',
      organizationId: current.type.organization_id,
      before: current.type,
      after: row,
      label: row.name,
    });
  });
  return getType(deps, ctx, id);
}

/** A type can always be removed; its templates stay, without a type. */
export async function deleteType(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  const current = await queries.findType(deps.db, scopeOf(ctx), id);
  if (!current) throw new NotFoundError();
  await deps.db.transaction(async (tx) => {
    await queries.deleteType(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'template_type',
      entityId: id,
      action: 'delete',
      organizationId: current.type.organization_id,
      before: current.type,
      label: current.type.name,
    });
  });
}

/** Whether a type belongs to the organization: a template may only be grouped under its own organization's types. */
export async function typeOfOrganization(deps: AppDeps, organizationId: number, id: number) {
  return queries.typeBelongsTo(deps.db, organizationId, id);
}
