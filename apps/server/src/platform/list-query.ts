import { and, asc, Column, desc, ilike, inArray, is, ne, or, sql, type SQL, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { INT4_MAX, INT4_MIN, type FilterOperator, type TListMeta, type TListQuery } from '@freight/contracts';
import { ValidationError } from './errors';

type Expression = AnyPgColumn | SQL;

export type ListFilter =
  | {
      column: Expression;
      type: 'text' | 'number' | 'date' | 'boolean';
      operators?: readonly FilterOperator[];
    }
  /** A filter with its own meaning, such as `date_between=start,end`. */
  | { build: (value: string | string[], operator: FilterOperator) => SQL | undefined };

export interface ListDefinition {
  sortable: Record<string, Expression>;
  filters?: Record<string, ListFilter>;
  /** Columns that `filter[search]` matches, case-insensitively, anywhere in the text. */
  search?: Expression[];
  defaultSort?: { key: string; order: 'asc' | 'desc' };
  /** A unique column that makes the order stable between pages. */
  tieBreaker: Expression;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
  /** Whether a free-text search is part of the WHERE. */
  searching: boolean;
}

const DEFAULT_OPERATORS: Record<'text' | 'number' | 'date' | 'boolean', readonly FilterOperator[]> = {
  text: ['=', '!=', 'like', 'in'],
  number: ['=', '!=', '<', '<=', '>', '>=', 'in', 'between'],
  date: ['=', '<', '<=', '>', '>=', 'between'],
  boolean: ['=', '!='],
};

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function asList(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(',');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The ids of a filter's comma-separated value that an id column can hold (0 included); the rest name no row. */
export function filterIds(value: string | string[]): number[] {
  return asList(value)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id >= 0 && id <= INT4_MAX);
}

/** Whether text starts with a YYYY-MM-DD day that exists, in the years PostgreSQL keeps (1 onwards). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  smallint: [-32_768, 32_767],
  integer: [INT4_MIN, INT4_MAX],
  serial: [INT4_MIN, INT4_MAX],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  bigserial: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/**
 * The integers a number filter may compare with its column, or null for a decimal column, which
 * takes any finite number. The database would refuse anything else as a server fault. A computed
 * expression is taken as an integer column: refusing a fraction is safe where passing one is not.
 */
function integerRange(column: Expression): readonly [number, number] | null {
  if (!is(column, Column)) return INTEGER_RANGES.integer!;
  return INTEGER_RANGES[column.getSQLType()] ?? null;
}

/** Parses one filter value for its column; a value of the wrong shape or beyond the column is a 422. */
function parseValue(filter: Extract<ListFilter, { column: Expression }>, raw: string, field: string): unknown {
  switch (filter.type) {
    case 'text':
      return raw;
    case 'number': {
      const value = Number(raw);
      const range = integerRange(filter.column);
      const fits = range ? Number.isInteger(value) && value >= range[0] && value <= range[1] : Number.isFinite(value);
      if (raw.trim() === '' || !fits) throw new ValidationError({ [field]: ['validation.invalid'] });
      return value;
    }
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) || Number.isNaN(Date.parse(raw)) || !isCalendarDate(raw)) {
        throw new ValidationError({ [field]: ['validation.invalid'] });
      }
      return raw;
    }
    case 'boolean':
      if (!['0', '1', 'true', 'false'].includes(raw)) throw new ValidationError({ [field]: ['validation.invalid'] });
      return raw === '1' || raw === 'true';
  }
}

function columnCondition(
  filter: Extract<ListFilter, { column: Expression }>,
  operator: FilterOperator,
  value: string | string[],
  field: string,
): SQL | undefined {
  const values = asList(value).map((part) => parseValue(filter, part, field));
  const [first] = values;
  if (first === undefined) return undefined;
  const column: SQL = sql`${filter.column}`;
  switch (operator) {
    case '=':
      return values.length > 1 ? inArray(column, values) : eq(column, first);
    case 'in':
      return inArray(column, values);
    case '!=':
      return ne(column, first);
    case '<':
      return lt(column, first);
    case '<=':
      return lte(column, first);
    case '>':
      return gt(column, first);
    case '>=':
      return gte(column, first);
    case 'like':
      return ilike(column, `%${escapeLike(String(first))}%`);
    case 'between': {
      const [start, end] = values;
      if (start === undefined || end === undefined) throw new ValidationError({ [field]: ['validation.invalid'] });
      return and(gte(column, start), lte(column, end));
    }
  }
}

function filterCondition(
  definition: ListDefinition,
  name: string,
  value: string | string[],
  operator: FilterOperator,
  field: string,
): SQL | undefined {
  const filter = definition.filters?.[name];
  if (!filter) throw new ValidationError({ [field]: [{ key: 'validation.unknown_filter', params: { name } }] });
  if ('build' in filter) return filter.build(value, operator);
  const allowed = filter.operators ?? DEFAULT_OPERATORS[filter.type];
  if (!allowed.includes(operator)) {
    throw new ValidationError({ [field]: [{ key: 'validation.operator_not_allowed', params: { name, operator } }] });
  }
  return columnCondition(filter, operator, value, field);
}

/**
 * Turns the shared list query of SPEC §7 into a WHERE, ORDER BY and page for one list, checking
 * every sort key and filter against what the list offers: anything else is a 422, never a 500.
 */
export function planList(query: TListQuery, definition: ListDefinition, base: (SQL | undefined)[] = []): ListPlan {
  const conditions: (SQL | undefined)[] = [...base];
  let searching = false;
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (name === 'search') {
      const text = (Array.isArray(value) ? value.join(' ') : value).trim();
      if (text && definition.search?.length) {
        const pattern = `%${escapeLike(text)}%`;
        conditions.push(or(...definition.search.map((column) => ilike(sql`${column}`, pattern))));
        searching = true;
      }
      continue;
    }
    if (asList(value).length === 0) continue;
    conditions.push(filterCondition(definition, name, value, '=', `filter.${name}`));
  }
  (query.filters ?? []).forEach((entry, index) => {
    if (asList(entry.value).length === 0) return;
    conditions.push(filterCondition(definition, entry.name, entry.value, entry.operator, `filters.${index}.name`));
  });

  const sortKey = query.sortKey ?? definition.defaultSort?.key ?? 'updated_at';
  const sortColumn = definition.sortable[sortKey];
  if (!sortColumn) throw new ValidationError({ sortKey: [{ key: 'validation.unknown_sort', params: { name: sortKey } }] });
  const order = query.sortOrder ?? (query.sortKey ? 'asc' : (definition.defaultSort?.order ?? 'desc'));
  const direction = order === 'asc' ? asc : desc;

  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return {
    where: present.length > 0 ? and(...present) : undefined,
    orderBy: [direction(sortColumn), direction(definition.tieBreaker)],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    page: query.page,
    pageSize: query.pageSize,
    searching,
  };
}

/**
 * Page facts for a list. A capped total is a lower bound: there are more rows than `total`, so
 * the page after the current one is always offered.
 */
export function listMeta(total: number, plan: Pick<ListPlan, 'page' | 'pageSize' | 'offset'>, totalCapped = false): TListMeta {
  const shown = Math.max(0, Math.min(plan.pageSize, total - plan.offset));
  const lastPage = Math.max(1, Math.ceil(total / plan.pageSize));
  return {
    ...(totalCapped ? { total_capped: true } : {}),
    total,
    from: shown > 0 ? plan.offset + 1 : null,
    to: shown > 0 ? plan.offset + shown : null,
    last_page: totalCapped ? Math.max(lastPage, plan.page + 1) : lastPage,
    current_page: plan.page,
    per_page: plan.pageSize,
  };
}

/** `count(*)` as a JavaScript number (PostgreSQL returns bigint as text). */
export const countAll = sql<number>`count(*)::int`;

/** Applies a list plan's WHERE, ORDER BY and page to a select (drizzle's dynamic query mode). */
export function paginate<Query extends PgSelect>(query: Query, plan: ListPlan): Query {
  return query
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
}
