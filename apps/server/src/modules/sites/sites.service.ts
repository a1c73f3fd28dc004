import type { TListQuery, TSite, TSiteSummary } from '@freight/contracts';
import { NotFoundError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { siteVisibilityScope } from '../../platform/tenancy';
import type { ExportColumn } from '../../platform/xlsx-export';
import { sites } from '../../db/schema';
import * as queries from './sites.queries';

type SiteRow = Awaited<ReturnType<typeof queries.listSites>>['rows'][number];

export function toSite(row: SiteRow): TSite {
  return {
    ...row,
    is_active: row.is_active === 1 ? 1 : 0,
    applications: row.applications as TSite['applications'],
    updated_at: row.updated_at.toISOString(),
  };
}

/** Sites lists show every site the user may see, not only those acted as. */
export function visibleSites(ctx: SignedInContext) {
  return siteVisibilityScope(ctx.actor.visibility, { id: sites.id, organizationId: sites.organization_id });
}

export async function listSites(deps: AppDeps, ctx: SignedInContext, query: TListQuery) {
  const plan = planList(query, queries.siteList, [visibleSites(ctx)]);
  const { rows, total } = await queries.listSites(deps.db, plan);
  return { data: rows.map(toSite), meta: listMeta(total, plan) };
}

export const siteExportColumns: ExportColumn<SiteRow>[] = [
  { key: 'id', header: 'ID', value: (row) => row.id, width: 8 },
  { key: 'name', header: 'Name', value: (row) => row.name, width: 30 },
  { key: 'key', header: 'Key', value: (row) => row.key, width: 24 },
  { key: 'email', header: 'E-mail', value: (row) => row.email, width: 30 },
  { key: 'phone', header: 'Phone', value: (row) => row.phone },
  { key: 'address', header: 'Address', value: (row) => row.address, width: 30 },
  { key: 'post_code', header: 'Post code', value: (row) => row.post_code, width: 12 },
  { key: 'city', header: 'City', value: (row) => row.city },
  { key: 'vat_number', header: 'VAT number', value: (row) => row.vat_number },
  { key: 'is_active', header: 'Active', value: (row) => row.is_active, width: 8 },
  { key: 'applications', header: 'Applications', value: (row) => row.applications.join(', '), width: 40 },
  { key: 'updated_at', header: 'Updated', value: (row) => row.updated_at, width: 22 },
];

export function exportSiteBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const plan = planList(query, queries.siteList, [visibleSites(ctx)]);
  return queries.siteBatches(deps.db, plan.where, ids);
}

/** Sites of the given organizations that the user may see, grouped by organization. */
export async function loadSiteSummariesByOrganization(deps: AppDeps, ctx: SignedInContext, organizationIds: number[]) {
  const rows = await queries.findSitesOfOrganizations(deps.db, organizationIds, visibleSites(ctx));
  const grouped = new Map<number, TSiteSummary[]>();
  for (const row of rows) {
    const site = toSite(row);
    const summary: TSiteSummary = {
      id: site.id,
      key: site.key,
      name: site.name,
      organization_id: site.organization_id,
      applications: site.applications,
      is_active: site.is_active,
    };
    grouped.set(row.organization_id, [...(grouped.get(row.organization_id) ?? []), summary]);
  }
  return grouped;
}

/** The sites of one organization the user may see; another organization's answers 404. */
export async function listOrganizationSites(deps: AppDeps, ctx: SignedInContext, organizationId: number) {
  if (ctx.actor.level !== 'super' && organizationId !== ctx.actor.organizationId) throw new NotFoundError();
  const rows = await queries.findSitesOfOrganizations(deps.db, [organizationId], visibleSites(ctx));
  return rows.map(toSite);
}
