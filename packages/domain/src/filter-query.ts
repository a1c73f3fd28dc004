import type { FilterOperator } from '@freight/contracts';
import { type DateInput, toIsoDate } from './format';

/** A date filter that matches every date rather than none (SPEC §5). */
export const ALL_DATES = 'all';

/** Filters whose several values travel as one text joined by '||' (SPEC §7). */
export const JOINED_NAME_FILTERS: readonly string[] = ['consignor_name', 'consignee_name'];
export const NAME_SEPARATOR = '||';

export interface DateRangeFilter {
  start: DateInput;
  end: DateInput;
}

export type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[] | DateRangeFilter;

/** The filters a list screen holds, by filter name. */
export type FilterState = Readonly<Record<string, FilterValue>>;

/** One `filters[i][name|value|operator]` condition of SPEC §7. */
export interface FilterCondition {
  name: string;
  value: string | readonly string[];
  operator?: FilterOperator;
}

/** A query parameter as a key (with bracketed nesting, as qs reads it) and a text value. */
export type QueryParam = readonly [key: string, value: string];

/** 'start,end' as YYYY-MM-DD, or null while either end is missing (SPEC §5). */
export function dateRangeParam(range: DateRangeFilter): string | null {
  const start = toIsoDate(range.start);
  const end = toIsoDate(range.end);
  return start && end ? `${start},${end}` : null;
}

/** Reads 'start,end' back into a range; anything else, 'all' included, gives null ends. */
export function parseDateRangeParam(value: string | null | undefined): [string | null, string | null] {
  const [start, end] = (value ?? '').split(',');
  const valid = (date: string | undefined) => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null);
  return [valid(start), valid(end)];
}

function isDateRange(value: FilterValue): value is DateRangeFilter {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'start' in value;
}

function filterEntries(name: string, value: FilterValue): QueryParam[] {
  const key = `filter[${name}]`;
  if (value === null || value === undefined || value === '' || value === 0 || value === false) return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [[key, String(value)]] : [];
  if (typeof value === 'boolean') return [[key, '1']];
  if (typeof value === 'string') return [[key, value]];
  if (isDateRange(value)) {
    const range = dateRangeParam(value);
    return range ? [[key, range]] : [];
  }
  const values = (value as readonly (string | number)[]).map(String).filter((item) => item !== '');
  if (values.length === 0) return [];
  if (JOINED_NAME_FILTERS.includes(name)) return [[key, values.join(NAME_SEPARATOR)]];
  return values.map((item, index) => [`${key}[${index}]`, item]);
}

/**
 * `filter[name]=value` parameters of a filter state (SPEC §5, §7). Empty values are left out:
 * empty texts, zero, false, empty lists and date ranges missing an end. True travels as 1, a
 * date range as 'start,end', a list as `filter[name][i]`, and consignor and consignee names
 * as one '||'-joined text.
 */
export function filterParams(filters: FilterState): QueryParam[] {
  return Object.entries(filters).flatMap(([name, value]) => filterEntries(name, value));
}

export type SortOrder = 'asc' | 'desc';

/** The query of a table list (SPEC §7 "Table lists"). */
export interface ListQuery {
  sortKey?: string | null;
  sortOrder?: SortOrder | null;
  page?: number;
  pageSize?: number;
  search?: string;
  rfid?: string;
  filters?: FilterState;
  conditions?: readonly FilterCondition[];
}

/** The parameters of a list query in the order the server documents them. */
export function listQueryParams(query: ListQuery): QueryParam[] {
  const params: QueryParam[] = [];
  if (query.sortKey) {
    params.push(['sortKey', query.sortKey]);
    params.push(['sortOrder', query.sortOrder ?? 'asc']);
  }
  if (query.page !== undefined) params.push(['page', String(query.page)]);
  if (query.pageSize !== undefined) params.push(['pageSize', String(query.pageSize)]);
  if (query.rfid) params.push(['rfid', query.rfid]);
  const search = query.search?.trim();
  if (search) params.push(['filter[search]', search]);
  params.push(...filterParams(query.filters ?? {}));
  (query.conditions ?? []).forEach((condition, index) => {
    const prefix = `filters[${index}]`;
    params.push([`${prefix}[name]`, condition.name]);
    if (typeof condition.value === 'string') params.push([`${prefix}[value]`, condition.value]);
    else condition.value.forEach((item, position) => params.push([`${prefix}[value][${position}]`, item]));
    params.push([`${prefix}[operator]`, condition.operator ?? '=']);
  });
  return params;
}

// Brackets stay readable in the address; qs on the server reads them either way.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** Parameters as a query string without the leading '?'. */
export function toQueryString(params: readonly QueryParam[]): string {
  return params.map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`).join('&');
}

/** The query string of a table list: sorting, page, page size, search and filters. */
export function buildListQuery(query: ListQuery): string {
  return toQueryString(listQueryParams(query));
}
