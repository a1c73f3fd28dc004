import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListCountriesResponse, ZListQuery, type Locale, type TListCountriesResponse, type TListQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import { errorResponses } from '../../platform/responses';
import * as queries from './countries.queries';

/** Countries with their name in the caller's language; public reference data, which the registration form needs before any sign-in. */
async function listCountries(db: Executor, locale: Locale, query: TListQuery): Promise<TListCountriesResponse> {
  const plan = planList(query, queries.countryList(locale));
  const { rows, total } = await queries.listCountries(db, plan);
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
    config: { access: 'public' },
    schema: { tags: ['countries'], querystring: ZListQuery, response: { 200: ZListCountriesResponse, ...errorResponses } },
    handler: async (request) => listCountries(deps.db, request.ctx.locale, request.query),
  });
}
