import type { TEmissionsLocatedPlace, TEmissionsPlace } from '@freight/contracts';

/**
 * Places without a road or sea network: airports by IATA code, sea ports by UN/LOCODE and cities
 * by country and name, from packaged open data (tab-separated, a header line first). Each table
 * is read on its first use only. A place not in the data is not found; it is never guessed.
 */

export interface GazetteerSources {
  /** iata, country, lat, lon, name */
  airports: () => string;
  /** unlocode, lat, lon, name */
  seaports: () => string;
  /** country, name, lat, lon; the most populous place of a name first */
  cities: () => string;
  /** country, name, lat, lon: each country's capital */
  capitals?: () => string;
}

export type LocatedPlace = TEmissionsLocatedPlace;

export interface Gazetteer {
  locate(place: TEmissionsPlace): LocatedPlace | null;
  /** A country's capital, when the data has it: a stand-in for a place that cannot be found. */
  capital(countrycode: string): LocatedPlace | null;
  /** The country a place is in, when its code or the data says so: a UN/LOCODE begins with it. */
  countryOf(place: TEmissionsPlace): string | null;
}

/** A city name as people type it: any case, with or without accents and extra spaces. */
export function cityKey(country: string, name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  return `${country.toUpperCase()}\t${folded}`;
}

function rows(text: string): string[][] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

function lazyTable(load: () => Map<string, LocatedPlace>) {
  let table: Map<string, LocatedPlace> | null = null;
  return (key: string) => (table ??= load()).get(key) ?? null;
}

export function createGazetteer(sources: GazetteerSources): Gazetteer {
  let airportCountries: Map<string, string> | null = null;
  const airport = lazyTable(() => {
    const table = new Map<string, LocatedPlace>();
    airportCountries = new Map();
    for (const [iata, country, lat, lon, name] of rows(sources.airports())) {
      table.set(iata!, { kind: 'airport', lat: Number(lat), lon: Number(lon), name: name ?? null });
      airportCountries.set(iata!, country!);
    }
    return table;
  });
  const seaport = lazyTable(() => {
    const table = new Map<string, LocatedPlace>();
    for (const [code, lat, lon, name] of rows(sources.seaports()))
      table.set(code!, { kind: 'seaport', lat: Number(lat), lon: Number(lon), name: name ?? null });
    return table;
  });
  const city = lazyTable(() => {
    const table = new Map<string, LocatedPlace>();
    for (const [country, name, lat, lon] of rows(sources.cities())) {
      const key = cityKey(country!, name!);
      if (!table.has(key)) table.set(key, { kind: 'city', lat: Number(lat), lon: Number(lon), name: name! });
    }
    return table;
  });
  const capital = lazyTable(() => {
    const table = new Map<string, LocatedPlace>();
    for (const [country, name, lat, lon] of rows(sources.capitals?.() ?? ''))
      table.set(country!, { kind: 'city', lat: Number(lat), lon: Number(lon), name: name! });
    return table;
  });

  return {
    capital: (countrycode) => capital(countrycode.toUpperCase()),
    countryOf(place) {
      if ('iata' in place) {
        const code = place.iata.toUpperCase();
        return airport(code) ? (airportCountries?.get(code) ?? null) : null;
      }
      if ('unlocode' in place) return seaport(place.unlocode.toUpperCase()) ? place.unlocode.slice(0, 2).toUpperCase() : null;
      if ('city' in place) return place.countrycode.toUpperCase();
      return null;
    },
    locate(place) {
      if ('iata' in place) return airport(place.iata.toUpperCase());
      if ('unlocode' in place) return seaport(place.unlocode.toUpperCase());
      if ('city' in place) return city(cityKey(place.countrycode, place.city));
      return { kind: 'point', lat: place.lat, lon: place.lon, name: null };
    },
  };
}
