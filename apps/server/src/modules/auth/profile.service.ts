import {
  APPLICATION_KEYS,
  bookingDefaultsOf,
  lockedPrintTypesOf,
  GOD_USERS_ROLE,
  LOCALES,
  type Locale,
  type TUser,
} from '@freight/contracts';
import type { Executor } from '../../db/client';
import { memberSiteIds, resolveActingSites } from '../../platform/auth';
import { NotFoundError } from '../../platform/errors';
import { visibilityFor } from '../../platform/tenancy';
import { organizationLogoUrl } from '../organizations';
import * as queries from './profile.queries';

const isApplicationKey = (key: string): key is TUser['sites'][number]['applications'][number] =>
  (APPLICATION_KEYS as readonly string[]).includes(key);

/**
 * The user as the web app knows it (SPEC §3 User). `sites` are the sites the user may pick from:
 * all visible ones, except for super users, who pick from the organizations list instead and get
 * only the sites they belong to or act as. `sitesFilter` is the saved 'Act as' choice.
 */
export async function loadUserProfile(db: Executor, userId: number): Promise<TUser> {
  const row = await queries.findUserWithOrganization(db, userId);
  if (!row) throw new NotFoundError();
  const { user, organization, company } = row;
  const [grants, members] = await Promise.all([queries.findRolesWithPermissions(db, userId), memberSiteIds(db, userId)]);
  const visibility = visibilityFor(user.level, user.organization_id, members);
  const { siteIds: sitesFilter } = await resolveActingSites(db, userId, user.level, visibility, null);
  const siteRows = await queries.findSiteSummaries(
    db,
    visibility.kind === 'all' ? { ids: [...new Set([...members, ...sitesFilter])] } : { visibility },
  );
  const roles = new Map<number, string>();
  const permissions: Record<string, boolean> = {};
  for (const grant of grants) {
    roles.set(grant.id, grant.name);
    if (grant.permission) permissions[grant.permission] = true;
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    level: user.level,
    is_god_user: [...roles.values()].includes(GOD_USERS_ROLE),
    roles: [...roles].map(([id, name]) => ({ id, name })),
    permissions,
    organization: {
      id: organization.id,
      name: organization.name,
      country_code: organization.country_code,
      brand_color: organization.brand_color,
      is_demo: organization.is_demo,
      quote_booking: organization.quote_booking,
      logo_url: organizationLogoUrl(organization),
    },
    company: company && company.id !== null ? company : null,
    sites: siteRows.map((site) => ({
      ...site,
      is_active: site.is_active === 1 ? 1 : 0,
      applications: site.applications.filter(isApplicationKey),
      locked_freight_print_types: lockedPrintTypesOf(site.locked_freight_print_types),
    })),
    sitesFilter,
    modes: user.modes,
    frontdesk_key: user.frontdesk_key,
    description: user.description,
    locale: (LOCALES as readonly string[]).includes(user.locale) ? (user.locale as Locale) : 'en',
    avatar_url: user.avatar_path ? `/api/users/${user.id}/avatar` : null,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    booking_defaults: bookingDefaultsOf(user.booking_defaults),
  };
}
