import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZGoodType,
  ZGoodTypeBody,
  ZGoodTypeSearchQuery,
  ZGoodTypeSearchResponse,
  ZIdParam,
  ZListGoodTypesResponse,
  ZListQuery,
  ZListStatusDictionaryResponse,
  ZStatusDictionaryBody,
  ZStatusDictionaryEntry,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as dictionaries from './dictionaries.service';

const STATUSES = '/api/dictionary';
const GOOD_TYPES = '/api/good-type-dictionary';

/** The status dictionary (carrier codes → normalized statuses) and the goods-type dictionary. */
export function registerDictionaries(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'godUser' } as const;
  const noContent = { 204: z.null(), ...errorResponses };

  const statusTags = ['status dictionary'];
  const entry = { 200: dataResponse(ZStatusDictionaryEntry), ...errorResponses };
  api.get(STATUSES, {
    config,
    schema: { tags: statusTags, querystring: ZListQuery, response: { 200: ZListStatusDictionaryResponse, ...errorResponses } },
    handler: async (request) => dictionaries.listStatusEntries(deps, request.query),
  });
  api.post(STATUSES, {
    config,
    schema: { tags: statusTags, body: ZStatusDictionaryBody, response: entry },
    handler: async (request) => ({ data: await dictionaries.createStatusEntry(deps, signedIn(request), request.body) }),
  });
  api.put(`${STATUSES}/:id`, {
    config,
    schema: { tags: statusTags, params: ZIdParam, body: ZStatusDictionaryBody, response: entry },
    handler: async (request) => ({ data: await dictionaries.updateStatusEntry(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete(`${STATUSES}/:id`, {
    config,
    schema: { tags: statusTags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await dictionaries.deleteStatusEntry(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  const goodTags = ['goods-type dictionary'];
  const goodType = { 200: dataResponse(ZGoodType), ...errorResponses };
  api.get(GOOD_TYPES, {
    config,
    schema: { tags: goodTags, querystring: ZListQuery, response: { 200: ZListGoodTypesResponse, ...errorResponses } },
    handler: async (request) => dictionaries.listGoodTypes(deps, request.query),
  });
  // The booking form's goods type select: every signed-in user, active types only.
  api.get(`${GOOD_TYPES}/search`, {
    config: { access: 'signedIn' },
    schema: { tags: goodTags, querystring: ZGoodTypeSearchQuery, response: { 200: ZGoodTypeSearchResponse, ...errorResponses } },
    handler: async (request) => ({ data: await dictionaries.searchGoodTypes(deps, request.ctx.locale, request.query) }),
  });
  api.post(GOOD_TYPES, {
    config,
    schema: { tags: goodTags, body: ZGoodTypeBody, response: goodType },
    handler: async (request) => ({ data: await dictionaries.createGoodType(deps, signedIn(request), request.body) }),
  });
  api.get(`${GOOD_TYPES}/:id`, {
    config,
    schema: { tags: goodTags, params: ZIdParam, response: goodType },
    handler: async (request) => ({ data: await dictionaries.getGoodType(deps, request.params.id) }),
  });
  api.put(`${GOOD_TYPES}/:id`, {
    config,
    schema: { tags: goodTags, params: ZIdParam, body: ZGoodTypeBody, response: goodType },
    handler: async (request) => ({ data: await dictionaries.updateGoodType(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete(`${GOOD_TYPES}/:id`, {
    config,
    schema: { tags: goodTags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await dictionaries.deleteGoodType(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
