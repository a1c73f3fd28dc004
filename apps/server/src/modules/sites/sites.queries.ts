import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers, countries, organizations, siteApplications, sites, users, userSites, userSitesFilter } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { visibleSitesScope, type Scope } from '../../platform/tenancy';
import { batchesInOrder } from '../../platform/xlsx-export';

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
  country_code: sites.country_code,
  excluded_carrier_ids: sites.excluded_carrier_ids,
  is_active: sites.is_active,
  organization_id: sites.organization_id,
  applications,
  locked_freight_print_types: sites.locked_freight_print_types,
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
  const [rows, total] = await Promise.all([paginate(db.select(siteColumns).from(sites).$dynamic(), plan), db.$count(sites, plan.where)]);
  return { rows, total };
}

/** Rows for an export in id order, by the chosen ids or all of them. */
/** Rows for an export in the table's sort, by the chosen ids or all of the list's filter. */
export function siteBatches(db: Executor, plan: Pick<ListPlan, 'where' | 'orderBy'>, ids: number[]) {
  return batchesInOrder((offset, limit) =>
    db
      .select(siteColumns)
      .from(sites)
      .where(and(plan.where, ids.length > 0 ? inArray(sites.id, ids) : undefined))
      .orderBy(...plan.orderBy)
      .limit(limit)
      .offset(offset),
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

/** Sites the scope may see at all, not only those acted as. */
export function sitesOf(scope: Scope): SQL {
  return visibleSitesScope(scope, { id: sites.id, organizationId: sites.organization_id });
}

export async function findOrganization(db: Executor, id: number) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return organization;
}

/** A site by id within `where`; without it, a site the caller has just written. */
export async function findSite(db: Executor, id: number, where: SQL | undefined) {
  const [row] = await db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.id, id), where))
    .limit(1);
  return row;
}

export async function keyTaken(db: Executor, organizationId: number, key: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.organization_id, organizationId),
        sql`lower(${sites.key}) = lower(${key})`,
        exceptId === null ? undefined : ne(sites.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function existingCarrierIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: carriers.id }).from(carriers).where(inArray(carriers.id, ids));
  return rows.map((row) => row.id);
}

export async function insertSite(db: Executor, values: typeof sites.$inferInsert) {
  const [row] = await db.insert(sites).values(values).returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(db: Executor, id: number, values: Partial<typeof sites.$inferInsert>) {
  await db
    .update(sites)
    .set({ ...values, updated_at: new Date() })
    .where(eq(sites.id, id));
}

export async function deleteSite(db: Executor, id: number) {
  await db.delete(sites).where(eq(sites.id, id));
}

export async function addMember(db: Executor, organizationId: number, userId: number, siteId: number) {
  await db.insert(userSites).values({ organization_id: organizationId, user_id: userId, site_id: siteId }).onConflictDoNothing();
}

/** Members of one site move to another; those already there keep their one membership. */
export async function moveMembers(db: Executor, fromSiteId: number, toSiteId: number, organizationId: number) {
  await db.execute(sql`
    insert into ${userSites} (organization_id, user_id, site_id)
    select ${organizationId}, ${userSites.user_id}, ${toSiteId} from ${userSites} where ${userSites.site_id} = ${fromSiteId}
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${userSitesFilter} (user_id, site_id)
    select ${userSitesFilter.user_id}, ${toSiteId} from ${userSitesFilter} where ${userSitesFilter.site_id} = ${fromSiteId}
    on conflict do nothing`);
}

/**
 * Users whose only site is this one: they leave with it. Administrators belong to the whole
 * organization rather than to sites, and the person deleting is never among them.
 */
export async function usersOnlyOnSite(db: Executor, siteId: number, exceptUserId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, organization_id: users.organization_id })
    .from(users)
    .where(
      and(
        inArray(users.level, ['site-admin', 'user']),
        ne(users.id, exceptUserId),
        sql`exists (select 1 from ${userSites} us where us.user_id = ${users}.id and us.site_id = ${siteId})`,
        sql`not exists (select 1 from ${userSites} us where us.user_id = ${users}.id and us.site_id <> ${siteId})`,
      ),
    );
}

export async function deleteUsers(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.delete(users).where(inArray(users.id, ids));
}

export async function countMembers(db: Executor, siteId: number) {
  return db.$count(userSites, eq(userSites.site_id, siteId));
}

export async function removeMember(db: Executor, siteId: number, userId: number) {
  const removed = await db
    .delete(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)))
    .returning({ userId: userSites.user_id });
  await db.delete(userSitesFilter).where(and(eq(userSitesFilter.site_id, siteId), eq(userSitesFilter.user_id, userId)));
  return removed.length > 0;
}

export async function replaceApplications(db: Executor, organizationId: number, siteId: number, applications: readonly string[]) {
  // Touching the site first locks it, so two replacements at once run one after the other.
  await db.update(sites).set({ updated_at: new Date() }).where(eq(sites.id, siteId));
  await db.delete(siteApplications).where(eq(siteApplications.site_id, siteId));
  if (applications.length > 0) {
    await db
      .insert(siteApplications)
      .values(applications.map((application) => ({ organization_id: organizationId, site_id: siteId, application })));
  }
}

export async function findSitesByIds(db: Executor, ids: number[], where: SQL) {
  if (ids.length === 0) return [];
  return db
    .select(siteColumns)
    .from(sites)
    .where(and(inArray(sites.id, ids), where));
}

export async function countryExists(db: Executor, code: string) {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  return row !== undefined;
}
