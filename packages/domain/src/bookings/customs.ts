/**
 * Customs territories (SPEC §4 dutiable): goods crossing from one territory into another need
 * customs clearance and a commercial invoice. The EU customs union is one territory; every other
 * country is its own.
 */
import { EU_COUNTRIES } from '../rates/geography';

/** The EU member states and Monaco, which lies in the union's customs territory through France. */
const EU_CUSTOMS_UNION: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'MC']);

export const EU_CUSTOMS_TERRITORY = 'EU';

/** The customs territory of a country (ISO 3166-1 alpha-2, any case): 'EU' or the country itself. */
export function customsTerritory(country: string): string {
  const code = country.trim().toUpperCase();
  return EU_CUSTOMS_UNION.has(code) ? EU_CUSTOMS_TERRITORY : code;
}

/**
 * Whether goods from one country to another are dutiable. Unknown places (an empty country) are
 * not: the address step asks for them first.
 */
export function isDutiableLane(fromCountry: string | null | undefined, toCountry: string | null | undefined): boolean {
  const from = (fromCountry ?? '').trim();
  const to = (toCountry ?? '').trim();
  if (from === '' || to === '') return false;
  return customsTerritory(from) !== customsTerritory(to);
}
