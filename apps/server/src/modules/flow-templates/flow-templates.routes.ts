import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFlowTemplateBody,
  ZFlowTemplateResponse,
  ZFlowTemplateUpdateBody,
  ZIdParams,
  ZListFlowTemplatesResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as templates from './flow-templates.service';

const BASE = '/api/priceleadtime/templates';

export function registerFlowTemplates(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['templates'];
  const config = { access: 'signedIn' } as const;
  const one = { 200: ZFlowTemplateResponse, ...errorResponses };

  api.get(BASE, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListFlowTemplatesResponse, ...errorResponses } },
    handler: async (request) => templates.listTemplates(deps, signedIn(request), request.query),
  });
  api.post(BASE, {
    config,
    schema: { tags, body: ZFlowTemplateBody, response: one },
    handler: async (request) => ({ data: await templates.createTemplate(deps, signedIn(request), request.body) }),
  });
  api.get(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await templates.getTemplate(deps, signedIn(request), request.params.id) }),
  });
  api.put(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParams, body: ZFlowTemplateUpdateBody, response: one },
    handler: async (request) => ({ data: await templates.updateTemplate(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await templates.deleteTemplate(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
