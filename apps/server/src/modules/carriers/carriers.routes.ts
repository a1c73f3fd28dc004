import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListCarrierServicesResponse, ZListCarriersResponse, ZListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/responses';
import * as carriers from './carriers.service';

export function carriersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/carriers', {
    config: { access: 'signedIn' },
    schema: { tags: ['carriers'], querystring: ZListQuery, response: { 200: ZListCarriersResponse, ...errorResponses } },
    handler: async (request) => carriers.listCarriers(deps, request.query),
  });
  api.get('/api/carrier-services', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['carriers'],
      querystring: ZListQuery,
      response: { 200: ZListCarrierServicesResponse, ...errorResponses },
    },
    handler: async (request) => carriers.listCarrierServices(deps, request.query),
  });
}
