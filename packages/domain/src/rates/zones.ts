/**
 * Price-list zones: a country, optionally narrowed to postcode ranges. Postcodes are compared as
 * text after normalising, and a range bound matches as a prefix: ['411', '413'] covers 411 00 to
 * 413 99, ['41100', '41199'] covers exactly those codes. Text comparison keeps letters working
 * (NL 1011 AB, GB outward codes) where a numeric one would fail.
 */

export type PostcodeRange = readonly [from: string, to: string];

export interface Zone {
  code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Empty or absent: the whole country. */
  postcodeRanges?: readonly PostcodeRange[];
}

export interface Place {
  country: string;
  postcode: string;
}

/** Country prefixes seen in front of postcodes, longest first, including old ones (S-411 05, SF-00100). */
const COUNTRY_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  SE: ['SE', 'S'],
  NO: ['NO', 'N'],
  DK: ['DK'],
  FI: ['FIN', 'FI', 'SF'],
  IS: ['IS'],
  DE: ['DE', 'D'],
  FR: ['FR', 'F'],
  BE: ['BE', 'B'],
};

/**
 * A postcode as the zones compare it: upper case, without spaces or dashes, without a country
 * prefix. 'SE 411 05', 'S-411 05' and '411 05' all become '41105'; 'PL 00-950' becomes '00950'.
 * A prefix is only taken off when digits follow, so a GB code such as 'SW1A 1AA' stays whole.
 */
export function normalizePostcode(country: string, postcode: string): string {
  const compact = postcode.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const code = country.toUpperCase();
  for (const prefix of COUNTRY_PREFIXES[code] ?? [code]) {
    const rest = compact.slice(prefix.length);
    if (compact.startsWith(prefix) && /^\d/.test(rest)) return rest;
  }
  return compact;
}

/**
 * How the first characters of a postcode compare with a range bound, as the text comparison of
 * postcode.slice(0, bound.length) with the bound would, without making that slice.
 */
function compareStart(postcode: string, bound: string): number {
  for (let index = 0; index < bound.length; index += 1) {
    if (index >= postcode.length) return -1;
    const difference = postcode.charCodeAt(index) - bound.charCodeAt(index);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A range bound pair normalised, with how narrow it is. */
interface IndexedRange {
  from: string;
  to: string;
  /** Longer shared beginnings of the bounds mean a narrower range: 411xx is narrower than 4xxxx. */
  narrowness: number;
}

function inRange(postcode: string, { from, to }: IndexedRange): boolean {
  return compareStart(postcode, from) >= 0 && compareStart(postcode, to) <= 0;
}

function narrowness(from: string, to: string): number {
  let shared = 0;
  while (shared < from.length && from[shared] === to[shared]) shared += 1;
  return shared;
}

interface IndexedZone<Z extends Zone> {
  zone: Z;
  /** Normalised bounds; empty for a whole-country zone. */
  bounds: IndexedRange[];
}

/**
 * Zones by country with their bounds normalised, built once per zone list: a price list is
 * read many times and has a thousand zones, most of them in other countries.
 */
const indexes = new WeakMap<readonly Zone[], Map<string, IndexedZone<Zone>[]>>();

function zonesOf<Z extends Zone>(zones: readonly Z[], country: string): IndexedZone<Z>[] {
  let index = indexes.get(zones);
  if (!index) {
    index = new Map();
    for (const zone of zones) {
      const code = zone.country.toUpperCase();
      const bounds = (zone.postcodeRanges ?? []).map(([from, to]): IndexedRange => {
        const normalizedFrom = normalizePostcode(code, from);
        const normalizedTo = normalizePostcode(code, to);
        return { from: normalizedFrom, to: normalizedTo, narrowness: narrowness(normalizedFrom, normalizedTo) };
      });
      let ofCountry = index.get(code);
      if (!ofCountry) {
        ofCountry = [];
        index.set(code, ofCountry);
      }
      ofCountry.push({ zone, bounds });
    }
    indexes.set(zones, index);
  }
  return (index.get(country) ?? []) as IndexedZone<Z>[];
}

/**
 * How closely the zone covers the postcode: -1 when it does not, 0 for a whole-country zone,
 * higher for narrower ranges.
 */
function coverage(bounds: readonly IndexedRange[], postcode: string): number {
  if (bounds.length === 0) return 0;
  let best = -1;
  for (const range of bounds) {
    if (inRange(postcode, range)) best = Math.max(best, 1 + range.narrowness);
  }
  return best;
}

/**
 * The zone of a place. Price lists overlap on purpose (a remote-area zone inside a country
 * zone), so the narrowest matching zone wins, and among equals the one listed first.
 */
export function findZone<Z extends Zone>(priceList: { zones: readonly Z[] }, country: string, postcode: string): Z | null {
  const place = placeOf(country, postcode);
  return narrowestZone(candidatesFor(priceList.zones, place), place.normalized);
}

/** A place as the zone lists compare it. */
interface NormalizedPlace {
  code: string;
  normalized: string;
  /** The bucket of zones that can hold it; null for a postcode too short to have one. */
  bucket: string | null;
}

/**
 * Places looked up lately by country and postcode as written: a quote looks up the same two in
 * every price list. Nothing is remembered per price list, so a long quote file of many postcodes
 * takes no more memory than a short one.
 */
let places = new Map<string, Map<string, NormalizedPlace>>();
let placesKept = 0;
const PLACES_KEPT = 20_000;

function placeOf(country: string, postcode: string): NormalizedPlace {
  let ofCountry = places.get(country);
  let place = ofCountry?.get(postcode);
  if (!place) {
    if (placesKept >= PLACES_KEPT) {
      places = new Map();
      placesKept = 0;
      ofCountry = undefined;
    }
    if (!ofCountry) {
      ofCountry = new Map();
      places.set(country, ofCountry);
    }
    const code = country.toUpperCase();
    const normalized = normalizePostcode(code, postcode);
    place = { code, normalized, bucket: normalized.length < BUCKET_LENGTH ? null : normalized.slice(0, BUCKET_LENGTH) };
    ofCountry.set(postcode, place);
    placesKept += 1;
  }
  return place;
}

/** Postcodes are bucketed by their first characters; a range outside a bucket cannot match in it. */
const BUCKET_LENGTH = 2;
const buckets = new WeakMap<readonly Zone[], Map<string, Map<string, IndexedZone<Zone>[]>>>();

/** Whether a range may hold postcodes beginning with the bucket's characters. */
function mayHold({ from, to }: IndexedRange, bucket: string): boolean {
  if (from.length < BUCKET_LENGTH || to.length < BUCKET_LENGTH) return true;
  return from.slice(0, BUCKET_LENGTH) <= bucket && bucket <= to.slice(0, BUCKET_LENGTH);
}

/**
 * The zones of a country that can cover the place: whole-country zones and those with a range
 * reaching its first characters. A Swedish list of 900 zones leaves a handful for 411 05.
 */
function candidatesFor<Z extends Zone>(zones: readonly Z[], { code, bucket }: NormalizedPlace): IndexedZone<Z>[] {
  const all = zonesOf(zones, code);
  if (bucket === null) return all;
  let byCountry = buckets.get(zones);
  if (!byCountry) {
    byCountry = new Map();
    buckets.set(zones, byCountry);
  }
  let byBucket = byCountry.get(code);
  if (!byBucket) {
    byBucket = new Map();
    byCountry.set(code, byBucket);
  }
  let candidates = byBucket.get(bucket);
  if (!candidates) {
    candidates = all.filter(({ bounds }) => bounds.length === 0 || bounds.some((range) => mayHold(range, bucket)));
    byBucket.set(bucket, candidates);
  }
  return candidates as IndexedZone<Z>[];
}

function narrowestZone<Z extends Zone>(candidates: readonly IndexedZone<Z>[], normalized: string): Z | null {
  let found: Z | null = null;
  let foundCoverage = -1;
  for (const { zone, bounds } of candidates) {
    const score = coverage(bounds, normalized);
    if (score > foundCoverage) {
      found = zone;
      foundCoverage = score;
    }
  }
  return found;
}
