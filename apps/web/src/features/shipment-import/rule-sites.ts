import type { TOrganizationSitesFilterResponse, TUser } from '@freight/contracts';

type SiteGroup = TOrganizationSitesFilterResponse['data'][number];
export type RuleSite = SiteGroup['sites'][number];

/**
 * The organization whose rules and keys an admin manages, as the server decides it: a super
 * user acting as sites of exactly one organization manages that one, everyone else their own.
 */
export function ruleOrganizationId(user: Pick<TUser, 'level' | 'organization' | 'sitesFilter'>, groups: readonly SiteGroup[]): number {
  if (user.level !== 'super') return user.organization.id;
  const acting = groups.filter((group) => group.sites.some((site) => user.sitesFilter.includes(site.id)));
  return acting.length === 1 ? acting[0]!.id : user.organization.id;
}

/** The sites a rule of that organization may name; the server refuses any other. */
export function ruleOrganizationSites(
  user: Pick<TUser, 'level' | 'organization' | 'sitesFilter'>,
  groups: readonly SiteGroup[],
): RuleSite[] {
  const organizationId = ruleOrganizationId(user, groups);
  return groups.find((group) => group.id === organizationId)?.sites ?? [];
}
