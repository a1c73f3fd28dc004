import type { TUser } from '@freight/contracts';
import { useState } from 'react';
import { useSessionUser } from '../../../lib/session';

/**
 * The sites a price can be calculated for: those acted as that have price and lead time, or all
 * sites acted as when none has it.
 */
export function quoteSiteOptions(user: Pick<TUser, 'sites' | 'sitesFilter'> | null): { value: string; label: string }[] {
  const acting = (user?.sites ?? []).filter((site) => user?.sitesFilter.includes(site.id));
  const pricing = acting.filter((site) => site.applications.includes('priceleadtime'));
  return (pricing.length > 0 ? pricing : acting).map((site) => ({ value: String(site.id), label: site.name }));
}

/**
 * The site a calculation is made for (it belongs to one site, whose carriers and agreements price
 * it): the first of the options until the user picks another, for this calculation only.
 */
export function useQuoteSite() {
  const options = quoteSiteOptions(useSessionUser());
  const [picked, setPicked] = useState<number | null>(null);
  const first = options[0] ? Number(options[0].value) : null;
  const siteId = picked !== null && options.some((option) => Number(option.value) === picked) ? picked : first;
  return { siteId, options, pick: setPicked };
}
