import { GEOGRAPHY_KEYS } from '@freight/contracts';

/**
 * Where a consignment goes, seen from the organization (SPEC §3 Markup): domestic is the
 * organization's own country, regional a configurable group of countries such as the Nordics or
 * the EU, worldwide the rest. The key names the origin's scope, then the destination's.
 */

/** The nine keys live in the contracts, where the markup form and API read them too. */
export { GEOGRAPHY_KEYS };
export type GeographyKey = (typeof GEOGRAPHY_KEYS)[number];

type Scope = 'DOM' | 'REG' | 'WW';

export const NORDIC_COUNTRIES: ReadonlySet<string> = new Set(['SE', 'NO', 'DK', 'FI', 'IS']);

export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

function scope(country: string, organizationCountry: string, region: ReadonlySet<string>): Scope {
  const code = country.toUpperCase();
  if (code === organizationCountry.toUpperCase()) return 'DOM';
  return region.has(code) ? 'REG' : 'WW';
}

/** The organization's own country counts as domestic even when the region contains it. */
export function geographyKey(
  originCountry: string,
  destinationCountry: string,
  organizationCountry: string,
  region: ReadonlySet<string>,
): GeographyKey {
  return `${scope(originCountry, organizationCountry, region)}_${scope(destinationCountry, organizationCountry, region)}`;
}
