import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZListManualPriceRequestsResponse,
  ZListQuery,
  ZManualPriceRequestAnswerBody,
  ZManualPriceRequestBody,
  ZManualPriceRequestResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as requests from './manual-price-requests.service';

const BASE = '/api/priceleadtime/inquiry';

export function registerManualPriceRequests(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['manual price requests'];
  const one = { 200: ZManualPriceRequestResponse, ...errorResponses };

  api.get(BASE, {
    config: { access: 'signedIn' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListManualPriceRequestsResponse, ...errorResponses } },
    handler: async (request) => requests.listRequests(deps, signedIn(request), request.query),
  });
  api.post(BASE, {
    config: { access: 'signedIn' },
    schema: { tags, body: ZManualPriceRequestBody, response: one },
    handler: async (request) => ({ data: await requests.createRequest(deps, signedIn(request), request.body) }),
  });
  api.get(`${BASE}/:id`, {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await requests.getRequest(deps, signedIn(request), request.params.id) }),
  });
  api.post(`${BASE}/:id/answer`, {
    config: { access: 'godUser' },
    schema: { tags, params: ZIdParams, body: ZManualPriceRequestAnswerBody, response: one },
    handler: async (request) => ({ data: await requests.answerRequest(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.post(`${BASE}/:id/cancel`, {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await requests.cancelRequest(deps, signedIn(request), request.params.id) }),
  });
}
