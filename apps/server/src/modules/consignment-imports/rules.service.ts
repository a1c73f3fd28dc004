import type { TImportRule, ZImportRuleBody } from '@freight/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { generateToken, hashToken } from '../../platform/secrets';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import * as queries from './rules.queries';

function toRule(row: queries.RuleRow): TImportRule {
  return {
    id: row.id,
    kind: row.kind,
    field: row.field as TImportRule['field'],
    operator: row.operator,
    value: row.value,
    site_id: row.site_id,
    direction: row.direction,
    priority: row.priority,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listRules(deps: AppDeps, ctx: SignedInContext) {
  return (await queries.listRules(deps.db, scopeOf(ctx))).map(toRule);
}

export async function saveRule(deps: AppDeps, ctx: SignedInContext, body: z.output<typeof ZImportRuleBody>, id?: number) {
  const scope = scopeOf(ctx);
  const siteId = body.kind === 'direction' ? null : body.site_id;
  if (siteId !== null && !(await queries.siteInScope(deps.db, scope, siteId)))
    throw new ValidationError({ site_id: ['validation.invalid'] });
  const values = {
    ...body,
    site_id: siteId,
    direction: body.kind === 'direction' ? body.direction : null,
    updated_at: new Date(),
  };
  // A new rule belongs to the organization the admin works in.
  if (id === undefined) return toRule(await queries.insertRule(deps.db, workingOrganizationId(ctx.actor), values));
  const row = await queries.updateRule(deps.db, scope, id, values);
  if (!row) throw new NotFoundError();
  return toRule(row);
}

export async function deleteRule(deps: AppDeps, ctx: SignedInContext, id: number) {
  if (!(await queries.deleteRule(deps.db, scopeOf(ctx), id))) throw new NotFoundError();
}

export async function listApiKeys(deps: AppDeps, ctx: SignedInContext) {
  const rows = await queries.listApiKeys(deps.db, scopeOf(ctx));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

/** A new key for an integrator; it is shown this once, only its hash is kept. */
export async function createApiKey(deps: AppDeps, ctx: SignedInContext, name: string) {
  const key = `fpk_${generateToken()}`;
  const row = await queries.insertApiKey(deps.db, workingOrganizationId(ctx.actor), name, hashToken(key));
  return { id: row.id, name: row.name, last_used_at: null, created_at: row.created_at.toISOString(), key };
}

export async function revokeApiKey(deps: AppDeps, ctx: SignedInContext, id: number) {
  if (!(await queries.revokeApiKey(deps.db, scopeOf(ctx), id))) throw new NotFoundError();
}
