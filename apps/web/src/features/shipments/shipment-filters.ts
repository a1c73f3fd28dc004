import { JOINED_NAME_FILTERS, NAME_SEPARATOR, type FilterState } from '@freight/domain';

/** Filters holding several values (SPEC §3 "Shipment table state"). */
export const LIST_FILTERS = [
  'status',
  'site',
  'carrier_from_source',
  'transport_mode_from_source',
  'consignor_countrycode',
  'consignor_city',
  'consignee_countrycode',
  'consignee_city',
  'consignor_name',
  'consignee_name',
  // What an analytics chart drills down by.
  'direction',
  'transport_mode',
  'lane',
  'currency',
  'exception_type',
] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/** On/off filters, sent as `filter[name]=1`. */
export const FLAG_FILTERS = [
  'exceptions',
  'probably_late',
  'under_reminder',
  'under_reminder_expired',
  'bookmarked',
  'delivered',
  'late',
  'on_time',
  'with_exception',
] as const;
export type FlagFilterName = (typeof FLAG_FILTERS)[number];
/** Flags an analytics chart sets; the filter bar offers them only while set. */
export const DRILL_DOWN_FLAGS: readonly FlagFilterName[] = ['delivered', 'late', 'on_time', 'with_exception'];

export type ShipmentFilters = Record<ListFilterName, string[]> &
  Record<FlagFilterName, boolean> & {
    search: string;
    /** Booked date as 'start,end', 'all' or empty. */
    date_between: string;
    /** Shipment day (booked, else created) as 'start,end', as analytics counts it; or empty. */
    period: string;
    /** Snoozed shipments listed too; by default the list hides them. */
    snoozed: boolean;
    /** Admin list only. */
    organization_id: string;
  };

const TEXT_FILTERS = ['search', 'date_between', 'period', 'organization_id'] as const;
/** `snoozed=all` lists snoozed and other shipments alike; the server hides snoozed ones otherwise. */
const SNOOZED_ALL = 'all';

/** The query parameter of SPEC §2: `filter[a]=x__filter[b]=y`. */
export const FILTER_PARAMS = 'filterParams';
const FILTER_PARAMS_SEPARATOR = '__';

const FILTER_KEYS: readonly string[] = [...LIST_FILTERS, ...FLAG_FILTERS, ...TEXT_FILTERS, 'snoozed', FILTER_PARAMS];

export const NO_FILTERS: ShipmentFilters = {
  ...(Object.fromEntries(LIST_FILTERS.map((name) => [name, []])) as unknown as Record<ListFilterName, string[]>),
  ...(Object.fromEntries(FLAG_FILTERS.map((name) => [name, false])) as Record<FlagFilterName, boolean>),
  search: '',
  date_between: '',
  period: '',
  snoozed: false,
  organization_id: '',
};

const isListFilter = (name: string): name is ListFilterName => (LIST_FILTERS as readonly string[]).includes(name);
const isFlagFilter = (name: string): name is FlagFilterName => (FLAG_FILTERS as readonly string[]).includes(name);
const isTextFilter = (name: string): name is (typeof TEXT_FILTERS)[number] => (TEXT_FILTERS as readonly string[]).includes(name);
const isOn = (value: string | null) => value === '1' || value === 'true';

/** Several values packed in one text, as `filter[name]=a,b` or names joined by '||' (SPEC §7). */
function splitValues(name: ListFilterName, value: string): string[] {
  const separator = JOINED_NAME_FILTERS.includes(name) ? NAME_SEPARATOR : ',';
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The `filter[name]=value` pairs of a filterParams link, e.g. from the expired reminders toast. */
export function parseFilterParams(value: string): [string, string][] {
  return value.split(FILTER_PARAMS_SEPARATOR).flatMap((part): [string, string][] => {
    const match = /^filter\[(\w+)\]=(.*)$/.exec(part);
    return match ? [[match[1]!, match[2]!]] : [];
  });
}

export function buildFilterParams(filters: Readonly<Record<string, string>>): string {
  return Object.entries(filters)
    .map(([name, value]) => `filter[${name}]=${value}`)
    .join(FILTER_PARAMS_SEPARATOR);
}

/**
 * The list's filters from the address, so a link or a reload keeps them. A filterParams query
 * presets filters; the page's own parameters come after it and win.
 */
export function readShipmentFilters(params: URLSearchParams): ShipmentFilters {
  const filters: ShipmentFilters = { ...NO_FILTERS };
  const preset = parseFilterParams(params.get(FILTER_PARAMS) ?? '');
  for (const [name, value] of preset) {
    if (isListFilter(name)) filters[name] = splitValues(name, value);
    else if (isFlagFilter(name)) filters[name] = isOn(value);
    else if (isTextFilter(name)) filters[name] = value;
    else if (name === 'snoozed') filters.snoozed = value === SNOOZED_ALL;
  }
  for (const name of LIST_FILTERS) {
    const values = params.getAll(name).filter(Boolean);
    if (values.length > 0) filters[name] = values;
  }
  for (const name of FLAG_FILTERS) if (params.has(name)) filters[name] = isOn(params.get(name));
  for (const name of TEXT_FILTERS) if (params.has(name)) filters[name] = params.get(name) ?? '';
  if (params.has('snoozed')) filters.snoozed = params.get('snoozed') === SNOOZED_ALL;
  return filters;
}

/**
 * The address with these filters, keeping parameters that are not filters (such as route-lock).
 * A list repeats its key, so values may hold commas.
 */
export function writeShipmentFilters(current: URLSearchParams, filters: ShipmentFilters): URLSearchParams {
  const next = new URLSearchParams([...current].filter(([key]) => !FILTER_KEYS.includes(key)));
  for (const name of LIST_FILTERS) for (const value of filters[name]) next.append(name, value);
  for (const name of FLAG_FILTERS) if (filters[name]) next.set(name, '1');
  for (const name of TEXT_FILTERS) if (filters[name]) next.set(name, filters[name]);
  if (filters.snoozed) next.set('snoozed', SNOOZED_ALL);
  return next;
}

/** The `filter[…]` parameters of the list, its statistics and its export. */
export function toFilterState(filters: ShipmentFilters): FilterState {
  return {
    ...Object.fromEntries(LIST_FILTERS.map((name) => [name, filters[name]])),
    ...Object.fromEntries(FLAG_FILTERS.map((name) => [name, filters[name]])),
    search: filters.search.trim(),
    date_between: filters.date_between,
    period: filters.period,
    snoozed: filters.snoozed ? SNOOZED_ALL : undefined,
    organization_id: filters.organization_id,
  };
}

/** How many filters narrow the list, the search left out. */
export function activeFilterCount(filters: ShipmentFilters): number {
  return (
    LIST_FILTERS.filter((name) => filters[name].length > 0).length +
    FLAG_FILTERS.filter((name) => filters[name]).length +
    (filters.date_between ? 1 : 0) +
    (filters.period ? 1 : 0) +
    (filters.snoozed ? 1 : 0) +
    (filters.organization_id ? 1 : 0)
  );
}
