import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, organizations, sites } from '../../db/schema';
import { visibleSitesScope, type Scope } from '../../platform/tenancy';

export const COUNTRY_NAME_BY_LOCALE = { en: countries.name_en, es: countries.name_es, 'zh-CN': countries.name_zh } as const;

export function countryNames(db: Executor, locale: keyof typeof COUNTRY_NAME_BY_LOCALE) {
  const name = COUNTRY_NAME_BY_LOCALE[locale];
  return db.select({ code: countries.code, name }).from(countries).orderBy(asc(name));
}

/** Sites the scope may see, with their organization, by organization and site name. */
export function visibleSitesWithOrganization(db: Executor, scope: Scope) {
  return db
    .select({ organizationId: organizations.id, organizationName: organizations.name, id: sites.id, name: sites.name, key: sites.key })
    .from(sites)
    .innerJoin(organizations, eq(organizations.id, sites.organization_id))
    .where(visibleSitesScope(scope, { id: sites.id, organizationId: sites.organization_id }))
    .orderBy(asc(organizations.name), asc(sites.name));
}
