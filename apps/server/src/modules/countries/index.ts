import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListCountriesResponse, ZListQuery, type Locale, type TListCountriesResponse, type TListQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { countries } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { listMeta, paginate, planList, type ListDefinition } from '../../platform/list-query';
import { errorResponses } from '../../platform/responses';

const NAME_COLUMN = { en: countries.name_en, es: countries.name_es, 'zh-CN': countries.name_zh } as const;

function countryList(locale: Locale): ListDefinition {
  return {
    sortable: { name: NAME_COLUMN[locale], code: countries.code },
    filters: { code: { column: countries.code, type: 'text' } },
    search: [countries.name_en, countries.name_es, countries.name_zh, countries.code],
    defaultSort: { key: 'name', order: 'asc' },
    tieBreaker: countries.code,
  };
}

/** Countries with their name in the caller's language; the list is public reference data. */
async function listCountries(db: Executor, locale: Locale, query: TListQuery): Promise<TListCountriesResponse> {
  const plan = planList(query, countryList(locale));
  const [rows, total] = await Promise.all([paginate(db.select().from(countries).$dynamic(), plan), db.$count(countries, plan.where)]);
  return {
    data: rows.map((row) => {
      const names = { en: row.name_en, es: row.name_es, 'zh-CN': row.name_zh };
      return { code: row.code, alpha3: row.alpha3, name: names[locale], names };
    }),
    meta: listMeta(total, plan),
  };
}

export function registerCountries(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/countries', {
    config: { access: 'signedIn' },
    schema: { tags: ['countries'], querystring: ZListQuery, response: { 200: ZListCountriesResponse, ...errorResponses } },
    handler: async (request) => listCountries(deps.db, request.ctx.locale, request.query),
  });
}
