import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, organizations, roles, rolePermissions, siteApplications, sites, userRoles, users } from '../../db/schema';
import type { SiteVisibility } from '../../platform/request-context';
import { siteVisibilityScope } from '../../platform/tenancy';

export async function findUserWithOrganization(db: Executor, userId: number) {
  const [row] = await db
    .select({
      user: users,
      organization: {
        id: organizations.id,
        name: organizations.name,
        country_code: organizations.country_code,
        brand_color: organizations.brand_color,
        is_demo: organizations.is_demo,
        quote_booking: organizations.quote_booking,
        logo_path: organizations.logo_path,
        updated_at: organizations.updated_at,
      },
      company: { id: companies.id, name: companies.name, is_agent: companies.is_agent },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organization_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findRolesWithPermissions(db: Executor, userId: number) {
  return db
    .select({ id: roles.id, name: roles.name, permission: rolePermissions.permission_key })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(roles.name));
}

const applicationsOfSite = sql<string[]>`coalesce(
  (select array_agg(${siteApplications.application} order by ${siteApplications.application})
     from ${siteApplications} where ${siteApplications.site_id} = ${sites.id}),
  '{}'::text[])`;

/** Sites with their organization's name and enabled applications, by visibility or by ids. */
export async function findSiteSummaries(db: Executor, where: { visibility: SiteVisibility } | { ids: number[] }) {
  const condition =
    'visibility' in where
      ? siteVisibilityScope(where.visibility, { id: sites.id, organizationId: sites.organization_id })
      : where.ids.length > 0
        ? inArray(sites.id, where.ids)
        : sql`false`;
  return db
    .select({
      id: sites.id,
      key: sites.key,
      name: sites.name,
      organization_id: sites.organization_id,
      organization_name: organizations.name,
      is_active: sites.is_active,
      applications: applicationsOfSite,
      locked_freight_print_types: sites.locked_freight_print_types,
    })
    .from(sites)
    .innerJoin(organizations, eq(organizations.id, sites.organization_id))
    .where(condition)
    .orderBy(asc(organizations.name), asc(sites.name));
}
