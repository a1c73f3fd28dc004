import type { TEmissionsBucket } from '@freight/contracts';
import { parseDateRangeParam } from '@freight/domain';

/** The emissions screen's filters as the user set them; empty means all. */
export interface EmissionsFilterState {
  /** 'from,to' as YYYY-MM-DD, or '' for the last twelve months. */
  range: string;
  sites: string[];
  carriers: string[];
  modes: string[];
  origins: string[];
  destinations: string[];
  sources: string[];
  qualities: string[];
}

export const NO_FILTERS: EmissionsFilterState = {
  range: '',
  sites: [],
  carriers: [],
  modes: [],
  origins: [],
  destinations: [],
  sources: [],
  qualities: [],
};

const LIST_PARAMS = [
  ['sites', 'site_id'],
  ['carriers', 'carrier'],
  ['modes', 'mode'],
  ['origins', 'origin_country'],
  ['destinations', 'destination_country'],
  ['sources', 'source'],
  ['qualities', 'data_quality'],
] as const;

/**
 * Filters given in the page's address, as a dashboard's drill-down links to the screen: the
 * same names as the endpoints take, the period as `from` and `to`.
 */
export function filtersFromParams(params: URLSearchParams): EmissionsFilterState {
  const from = params.get('from');
  const to = params.get('to');
  const state: EmissionsFilterState = { ...NO_FILTERS, range: from && to ? `${from},${to}` : '' };
  for (const [field, name] of LIST_PARAMS) state[field] = params.getAll(name).filter(Boolean);
  return state;
}

/** The query string of the emissions endpoints: a key repeated for each chosen value. */
export function emissionsParams(state: EmissionsFilterState, extra: Record<string, string | number> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const [from, to] = parseDateRangeParam(state.range);
  if (from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  for (const [field, name] of LIST_PARAMS) for (const value of state[field]) params.append(name, value);
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  return params;
}

export function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether any filter narrows the shipments beyond the default period. */
export function isFiltered(state: EmissionsFilterState): boolean {
  return state.range !== '' || LIST_PARAMS.some(([field]) => state[field].length > 0);
}

/** kg as tonnes for a chart's axis, to three decimals. */
export const tonnes = (kg: number) => Math.round(kg) / 1000;

/** A chart's series of WTW tonnes from buckets. */
export function tonnesOf(buckets: readonly TEmissionsBucket[]): number[] {
  return buckets.map((bucket) => tonnes(bucket.co2e_wtw_kg));
}
