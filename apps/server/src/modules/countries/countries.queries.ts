import type { Locale } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { countries } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

const NAME_COLUMN = { en: countries.name_en, es: countries.name_es, 'zh-CN': countries.name_zh } as const;

/** Sorting by the name in the caller's language, filters and search of the countries list. */
export function countryList(locale: Locale): ListDefinition {
  return {
    sortable: { name: NAME_COLUMN[locale], code: countries.code },
    filters: { code: { column: countries.code, type: 'text' } },
    search: [countries.name_en, countries.name_es, countries.name_zh, countries.code],
    defaultSort: { key: 'name', order: 'asc' },
    tieBreaker: countries.code,
  };
}

export async function listCountries(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([paginate(db.select().from(countries).$dynamic(), plan), db.$count(countries, plan.where)]);
  return { rows, total };
}
