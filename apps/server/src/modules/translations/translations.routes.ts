import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOCALES,
  ZListTranslationsQuery,
  ZListTranslationsResponse,
  ZLocaleParams,
  ZLocaleVersionsResponse,
  ZTranslationBody,
  ZTranslationParams,
  ZTranslationSaved,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as translations from './translations.service';

/**
 * The interface texts: every language's namespaces served with the administrators' overrides
 * (public, the sign-in page needs them too), and the translations screen of god users.
 */
export function registerTranslations(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['translations'];

  api.get('/api/locales/:locale', {
    config: { access: 'public' },
    schema: { tags, params: z.object({ locale: z.enum(LOCALES) }), response: { 200: ZLocaleVersionsResponse, ...errorResponses } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await translations.localeVersions(deps, request.params.locale) };
    },
  });
  api.get('/api/locales/:locale/:namespace', {
    config: { access: 'public' },
    // The answer is the namespace's texts as i18next reads them: a tree of strings.
    schema: { tags, params: ZLocaleParams, response: { 200: z.record(z.string(), z.unknown()), 304: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      const { texts, version } = await translations.localeTexts(deps, request.params.locale, request.params.namespace);
      const etag = `"${version}"`;
      // Browsers revalidate every time; unchanged texts cost a 304 without a body.
      reply.header('etag', etag).header('cache-control', 'no-cache').header('x-texts-version', version);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return texts;
    },
  });

  const config = { access: 'godUser' } as const;
  const saved = { 200: ZTranslationSaved, ...errorResponses };
  api.get('/api/translations', {
    config,
    schema: { tags, querystring: ZListTranslationsQuery, response: { 200: ZListTranslationsResponse, ...errorResponses } },
    handler: async (request) => translations.listTranslations(deps, request.query),
  });
  api.put('/api/translations/:locale/:namespace/:key', {
    config,
    schema: { tags, params: ZTranslationParams, body: ZTranslationBody, response: saved },
    handler: async (request) => ({ data: await translations.saveTranslation(deps, signedIn(request), request.params, request.body.value) }),
  });
  api.delete('/api/translations/:locale/:namespace/:key', {
    config,
    schema: { tags, params: ZTranslationParams, response: saved },
    handler: async (request) => ({ data: await translations.resetTranslation(deps, signedIn(request), request.params) }),
  });
}
