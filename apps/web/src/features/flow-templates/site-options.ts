import type { TUser } from '@freight/contracts';

/**
 * The sites a template can be limited to: those of the organization the user works in. A super
 * user works in the organization of the sites acted as.
 */
export function templateSiteOptions(user: TUser | null): { value: string; label: string }[] {
  if (!user) return [];
  const acting = user.sites.find((site) => user.sitesFilter.includes(site.id));
  const organizationId = acting?.organization_id ?? user.organization.id;
  return user.sites
    .filter((site) => site.organization_id === organizationId)
    .map((site) => ({ value: String(site.id), label: site.name }))
    .toSorted((a, b) => a.label.localeCompare(b.label));
}
