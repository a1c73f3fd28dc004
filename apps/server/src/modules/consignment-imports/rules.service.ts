import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TImportRule, ZImportRuleBody } from '@freight/contracts';
import type { z } from 'zod';
import { consignmentImportRules, organizationApiKeys, sites } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { generateToken, hashToken } from '../../platform/secrets';
import { workingOrganizationId } from '../../platform/tenancy';

/** Rules and keys belong to the organization the admin works in. */
export function organizationOf(ctx: SignedInContext): number {
  return workingOrganizationId(ctx.actor);
}

function toRule(row: typeof consignmentImportRules.$inferSelect): TImportRule {
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
  const rows = await deps.db
    .select()
    .from(consignmentImportRules)
    .where(eq(consignmentImportRules.organization_id, organizationOf(ctx)))
    .orderBy(asc(consignmentImportRules.kind), asc(consignmentImportRules.priority), asc(consignmentImportRules.id));
  return rows.map(toRule);
}

async function checkSite(deps: AppDeps, organizationId: number, siteId: number | null) {
  if (siteId === null) return;
  const [site] = await deps.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.organization_id, organizationId)));
  if (!site) throw new ValidationError({ site_id: ['validation.invalid'] });
}

export async function saveRule(deps: AppDeps, ctx: SignedInContext, body: z.output<typeof ZImportRuleBody>, id?: number) {
  const organizationId = organizationOf(ctx);
  await checkSite(deps, organizationId, body.kind === 'direction' ? null : body.site_id);
  const values = {
    ...body,
    site_id: body.kind === 'direction' ? null : body.site_id,
    direction: body.kind === 'direction' ? body.direction : null,
    organization_id: organizationId,
    updated_at: new Date(),
  };
  if (id === undefined) {
    const [row] = await deps.db.insert(consignmentImportRules).values(values).returning();
    return toRule(row!);
  }
  const [row] = await deps.db
    .update(consignmentImportRules)
    .set(values)
    .where(and(eq(consignmentImportRules.id, id), eq(consignmentImportRules.organization_id, organizationId)))
    .returning();
  if (!row) throw new NotFoundError();
  return toRule(row);
}

export async function deleteRule(deps: AppDeps, ctx: SignedInContext, id: number) {
  const deleted = await deps.db
    .delete(consignmentImportRules)
    .where(and(eq(consignmentImportRules.id, id), eq(consignmentImportRules.organization_id, organizationOf(ctx))))
    .returning({ id: consignmentImportRules.id });
  if (deleted.length === 0) throw new NotFoundError();
}

export async function listApiKeys(deps: AppDeps, ctx: SignedInContext) {
  const rows = await deps.db
    .select()
    .from(organizationApiKeys)
    .where(and(eq(organizationApiKeys.organization_id, organizationOf(ctx)), isNull(organizationApiKeys.revoked_at)))
    .orderBy(asc(organizationApiKeys.created_at));
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
  const [row] = await deps.db
    .insert(organizationApiKeys)
    .values({ organization_id: organizationOf(ctx), name, key_hash: hashToken(key) })
    .returning();
  return { id: row!.id, name: row!.name, last_used_at: null, created_at: row!.created_at.toISOString(), key };
}

export async function revokeApiKey(deps: AppDeps, ctx: SignedInContext, id: number) {
  const revoked = await deps.db
    .update(organizationApiKeys)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(organizationApiKeys.id, id),
        eq(organizationApiKeys.organization_id, organizationOf(ctx)),
        isNull(organizationApiKeys.revoked_at),
      ),
    )
    .returning({ id: organizationApiKeys.id });
  if (revoked.length === 0) throw new NotFoundError();
}
