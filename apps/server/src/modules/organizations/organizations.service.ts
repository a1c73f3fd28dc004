import type { TListQuery, TOrganization, TOrganizationWithSites } from '@freight/contracts';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { loadSiteSummariesByOrganization } from '../sites/sites.service';
import * as queries from './organizations.queries';

type OrganizationRow = typeof organizations.$inferSelect;

function toOrganization(row: OrganizationRow): TOrganization {
  return {
    id: row.id,
    name: row.name,
    country_code: row.country_code,
    brand_color: row.brand_color,
    logo_url: row.logo_path ? `/api/organizations/${row.id}/logo` : null,
    is_demo: row.is_demo,
    is_active: row.is_active,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Super users run every organization; everybody else sees only their own. */
function ownOrganizationOnly(ctx: SignedInContext): number | null {
  return ctx.actor.level === 'super' ? null : ctx.actor.organizationId;
}

/** Active organizations with the sites the user may see (the super user's site picker). */
export async function listActiveOrganizations(
  deps: AppDeps,
  ctx: SignedInContext,
  query: TListQuery,
): Promise<{ data: TOrganizationWithSites[]; meta: ReturnType<typeof listMeta> }> {
  const own = ownOrganizationOnly(ctx);
  const plan = planList(query, queries.organizationList, [
    queries.activeOrganizations,
    own === null ? undefined : eq(organizations.id, own),
  ]);
  const { rows, total } = await queries.listOrganizations(deps.db, plan);
  const sitesByOrganization = await loadSiteSummariesByOrganization(deps, ctx, rows.map((row) => row.id));
  return {
    data: rows.map((row) => ({ ...toOrganization(row), sites: sitesByOrganization.get(row.id) ?? [] })),
    meta: listMeta(total, plan),
  };
}

export async function readLogo(deps: AppDeps, ctx: SignedInContext, organizationId: number) {
  const organization = await queries.findOrganization(deps.db, organizationId, ownOrganizationOnly(ctx));
  if (!organization?.logo_path) throw new NotFoundError();
  const content = await deps.files.read(organization.logo_path);
  if (!content) throw new NotFoundError();
  return { content, contentType: organization.logo_content_type ?? 'application/octet-stream' };
}
