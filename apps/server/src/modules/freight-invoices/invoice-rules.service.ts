import {
  INVOICE_RULES_MAX,
  type TInvoiceRule,
  type TInvoiceRuleBody,
  type TListInvoiceRulesResponse,
  type TListQuery,
  type TReorderInvoiceRulesBody,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { filterIds, listMeta } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope, scopeOf, workingOrganizationId, type Scope } from '../../platform/tenancy';
import * as queries from './invoice-rules.queries';

function present(row: queries.InvoiceRuleRow): TInvoiceRule {
  return {
    id: row.id,
    organization_id: row.organization_id,
    position: row.position,
    name: row.name,
    carrier_id: row.carrier_id,
    carrier_name: row.carrier_name,
    surcharge_type: row.surcharge_type,
    deviation_percent_above: row.deviation_percent_above,
    deviation_amount_above: row.deviation_amount_above,
    action: row.action,
    notify_site_users: row.notify_site_users,
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit trail keeps of a rule: its own fields, not the carrier's name. */
const audited = ({ carrier_name: _name, ...rule }: queries.InvoiceRuleRow) => rule;

/** God users keep any organization's rules; organization admins their own. */
const recordScope = (ctx: SignedInContext): Scope => (ctx.actor.isGodUser ? platformScope(ctx) : scopeOf(ctx));

/** The organization a god user names, or the one the caller works in. */
async function organizationFor(deps: AppDeps, ctx: SignedInContext, requested: number | undefined) {
  if (!ctx.actor.isGodUser || !requested) return workingOrganizationId(ctx.actor);
  if (!(await queries.organizationExists(deps.db, requested)))
    throw new ValidationError({ organization_id: ['validation.unknown_organization'] });
  return requested;
}

export async function listRules(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListInvoiceRulesResponse> {
  const [requested] = filterIds(query.filter?.organization_id ?? '');
  const organizationId = ctx.actor.isGodUser && requested ? requested : workingOrganizationId(ctx.actor);
  const rows = await queries.listRules(deps.db, organizationId);
  // Rules are tried in order, so the list is always the whole order on one page.
  return { data: rows.map(present), meta: listMeta(rows.length, { page: 1, pageSize: Math.max(rows.length, 1), offset: 0 }) };
}

export async function getRule(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TInvoiceRule> {
  const row = await queries.findRule(deps.db, id, recordScope(ctx));
  if (!row) throw new NotFoundError();
  return present(row);
}

async function ruleValues(deps: AppDeps, body: TInvoiceRuleBody) {
  const errors: Record<string, FieldMessage[]> = {};
  if (body.carrier_id !== null && !(await queries.carrierExists(deps.db, body.carrier_id)))
    errors.carrier_id = ['validation.unknown_carrier'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    name: body.name,
    carrier_id: body.carrier_id,
    surcharge_type: body.surcharge_type,
    deviation_percent_above: body.deviation_percent_above,
    deviation_amount_above: body.deviation_amount_above,
    action: body.action,
    notify_site_users: body.notify_site_users,
    updated_at: new Date(),
  };
}

export async function createRule(deps: AppDeps, ctx: SignedInContext, body: TInvoiceRuleBody): Promise<TInvoiceRule> {
  const organizationId = await organizationFor(deps, ctx, body.organization_id);
  const values = await ruleValues(deps, body);
  if ((await queries.countRules(deps.db, organizationId)) >= INVOICE_RULES_MAX)
    throw new ValidationError({ name: [{ key: 'validation.invoice_rules_full', params: { maximum: INVOICE_RULES_MAX } }] });
  const id = await deps.db.transaction(async (tx) => {
    const row = await queries.insertRule(tx, organizationId, values);
    await recordAudit(tx, ctx, { entity: 'invoice_rule', entityId: row.id, action: 'create', organizationId, after: row, label: row.name });
    return row.id;
  });
  return getRule(deps, ctx, id);
}

export async function updateRule(deps: AppDeps, ctx: SignedInContext, id: number, body: TInvoiceRuleBody): Promise<TInvoiceRule> {
  const current = await queries.findRule(deps.db, id, recordScope(ctx));
  if (!current) throw new NotFoundError();
  const values = await ruleValues(deps, body);
  await deps.db.transaction(async (tx) => {
    const row = await queries.updateRule(tx, id, values);
    await recordAudit(tx, ctx, {
      entity: 'invoice_rule',
      entityId: id,
      action: 'update',
      organizationId: current.organization_id,
      before: audited(current),
      after: row,
      label: row.name,
    });
  });
  return getRule(deps, ctx, id);
}

export async function deleteRule(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  const current = await queries.findRule(deps.db, id, recordScope(ctx));
  if (!current) throw new NotFoundError();
  await deps.db.transaction(async (tx) => {
    await queries.deleteRule(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'invoice_rule',
      entityId: id,
      action: 'delete',
      organizationId: current.organization_id,
      before: audited(current),
      label: current.name,
    });
  });
}

/** Puts the organization's rules in a new order; the list must name each of its rules once. */
export async function reorderRules(
  deps: AppDeps,
  ctx: SignedInContext,
  body: TReorderInvoiceRulesBody,
): Promise<TListInvoiceRulesResponse> {
  const organizationId = await organizationFor(deps, ctx, body.organization_id);
  const current = await queries.listRules(deps.db, organizationId);
  const known = new Set(current.map((rule) => rule.id));
  const given = new Set(body.ids);
  if (given.size !== body.ids.length || given.size !== known.size || body.ids.some((id) => !known.has(id)))
    throw new ValidationError({ ids: ['validation.invoice_rules_order'] });
  await deps.db.transaction(async (tx) => {
    await queries.setPositions(tx, organizationId, body.ids);
    for (const [index, id] of body.ids.entries()) {
      const rule = current.find((candidate) => candidate.id === id)!;
      await recordAudit(tx, ctx, {
        entity: 'invoice_rule',
        entityId: id,
        action: 'update',
        organizationId,
        before: { position: rule.position },
        after: { position: index + 1 },
        label: rule.name,
      });
    }
  });
  const rows = await queries.listRules(deps.db, organizationId);
  return { data: rows.map(present), meta: listMeta(rows.length, { page: 1, pageSize: Math.max(rows.length, 1), offset: 0 }) };
}
