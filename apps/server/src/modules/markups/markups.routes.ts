import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, ZIdParam, ZListMarkupsResponse, ZListQuery, ZMarkup, ZMarkupBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as markups from './markups.service';

export function registerMarkups(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['markups'];
  const config = { access: 'organizationAdmin' } as const;
  const one = { 200: dataResponse(ZMarkup), ...errorResponses };

  api.get('/api/markups', {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListMarkupsResponse, ...errorResponses } },
    handler: async (request) => markups.listMarkups(deps, signedIn(request), request.query),
  });
  api.get('/api/markups/:id', {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await markups.getMarkup(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/markups', {
    config,
    schema: { tags, body: ZMarkupBody, response: one },
    handler: async (request) => ({ data: await markups.saveMarkup(deps, signedIn(request), request.body) }),
  });
  api.put('/api/markups/:id', {
    config,
    schema: { tags, params: ZIdParam, body: ZMarkupBody, response: one },
    handler: async (request) => ({ data: await markups.saveMarkup(deps, signedIn(request), request.body, request.params.id) }),
  });
  api.delete('/api/markups/:id', {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await markups.deleteMarkup(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
