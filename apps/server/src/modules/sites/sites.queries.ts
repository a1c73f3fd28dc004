import { and, asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteApplications, sites } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { batchesById } from '../../platform/xlsx-export';

const applications = sql<string[]>`coalesce(
  (select array_agg(${siteApplications.application} order by ${siteApplications.application})
     from ${siteApplications} where ${siteApplications.site_id} = ${sites.id}),
  '{}'::text[])`;

export const siteColumns = {
  id: sites.id,
  key: sites.key,
  name: sites.name,
  email: sites.email,
  phone: sites.phone,
  address: sites.address,
  post_code: sites.post_code,
  city: sites.city,
  vat_number: sites.vat_number,
  excluded_carrier_ids: sites.excluded_carrier_ids,
  is_active: sites.is_active,
  organization_id: sites.organization_id,
  applications,
  updated_at: sites.updated_at,
};

export const siteList: ListDefinition = {
  sortable: {
    id: sites.id,
    name: sites.name,
    key: sites.key,
    city: sites.city,
    email: sites.email,
    is_active: sites.is_active,
    created_at: sites.created_at,
    updated_at: sites.updated_at,
  },
  filters: {
    id: { column: sites.id, type: 'number' },
    organization_id: { column: sites.organization_id, type: 'number' },
    is_active: { column: sites.is_active, type: 'number' },
    city: { column: sites.city, type: 'text' },
  },
  search: [sites.name, sites.key, sites.city, sites.email, sites.vat_number],
  tieBreaker: sites.id,
};

export async function listSites(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select(siteColumns).from(sites).$dynamic(), plan),
    db.$count(sites, plan.where),
  ]);
  return { rows, total };
}

/** Rows for an export in id order, by the chosen ids or all of them. */
export function siteBatches(db: Executor, where: SQL | undefined, ids: number[]) {
  return batchesById((after, limit) =>
    db
      .select(siteColumns)
      .from(sites)
      .where(and(where, ids.length > 0 ? inArray(sites.id, ids) : undefined, gt(sites.id, after)))
      .orderBy(asc(sites.id))
      .limit(limit),
  );
}

export async function findSitesOfOrganizations(db: Executor, organizationIds: number[], where: SQL) {
  if (organizationIds.length === 0) return [];
  return db
    .select(siteColumns)
    .from(sites)
    .where(and(inArray(sites.organization_id, organizationIds), where))
    .orderBy(asc(sites.name));
}
