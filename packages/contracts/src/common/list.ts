import { z } from 'zod';
import { ZFormInt } from './numbers';
import { LIST_PAGE_SIZE_MAX, TABLE_PAGE_SIZE_DEFAULT } from '../constants';

export const FILTER_OPERATORS = ['=', '!=', '<', '<=', '>', '>=', 'like', 'in', 'between'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const ZFilterValue = z.union([z.string(), z.array(z.string())]);

/** One `filters[i][name|value|operator]` entry of SPEC §7. */
export const ZListFilter = z.object({
  name: z.string().min(1),
  value: ZFilterValue,
  operator: z.enum(FILTER_OPERATORS).default('='),
});
export type TListFilter = z.infer<typeof ZListFilter>;

/** The shared query of every table list (SPEC §7 "Table lists"). */
export const ZListQuery = z.object({
  sortKey: z.string().min(1).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  page: ZFormInt.min(1).default(1),
  pageSize: ZFormInt.min(1).max(LIST_PAGE_SIZE_MAX).default(TABLE_PAGE_SIZE_DEFAULT),
  rfid: z.string().optional(),
  filter: z.record(z.string(), ZFilterValue).optional(),
  // `filters[i][name|value|operator]`; qs turns more than 20 entries into an object keyed by
  // index. `filters[read]=0` is the short form of `filters[i][name]=read&filters[i][value]=0`.
  filters: z
    .union([z.array(ZListFilter), z.record(z.string(), z.union([ZListFilter, ZFilterValue]))])
    .transform((value): TListFilter[] =>
      Array.isArray(value)
        ? value
        : Object.entries(value).map(([name, entry]) =>
            typeof entry === 'string' || Array.isArray(entry) ? { name, value: entry, operator: '=' } : entry,
          ),
    )
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;
export type TListQueryInput = z.input<typeof ZListQuery>;

export const ZListMeta = z.object({
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  /** The list counted no further than `total`; there are more rows than that. */
  total_capped: z.boolean().optional(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}

export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
