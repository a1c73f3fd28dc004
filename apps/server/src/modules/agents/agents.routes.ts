import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataResponse,
  ZAgentCompany,
  ZAgentCompanyBody,
  ZAgentGrantsBody,
  ZIdParam,
  ZListAgentCompaniesResponse,
  ZListQuery,
  ZFormId,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as agents from './agents.service';

const BASE = '/api/agents';

export function registerAgents(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agents'];
  const config = { access: 'godUser' } as const;
  const one = { 200: dataResponse(ZAgentCompany), ...errorResponses };

  api.get(BASE, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListAgentCompaniesResponse, ...errorResponses } },
    handler: async (request) => agents.listCompanies(deps, request.query),
  });
  api.post(BASE, {
    config,
    schema: { tags, body: ZAgentCompanyBody, response: one },
    handler: async (request) => ({ data: await agents.createCompany(deps, signedIn(request), request.body) }),
  });
  api.get(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await agents.getCompany(deps, request.params.id) }),
  });
  api.put(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, body: ZAgentCompanyBody, response: one },
    handler: async (request) => ({ data: await agents.updateCompany(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.put(`${BASE}/:id/organizations`, {
    config,
    schema: { tags, params: ZIdParam, body: ZAgentGrantsBody, response: one },
    handler: async (request) => ({
      data: await agents.setGrants(deps, signedIn(request), request.params.id, request.body.organization_ids),
    }),
  });
  api.delete(`${BASE}/:id/organizations/:organizationId`, {
    config,
    schema: {
      tags,
      params: ZIdParam.extend({ organizationId: ZFormId }),
      response: one,
    },
    handler: async (request) => ({
      data: await agents.removeGrant(deps, signedIn(request), request.params.id, request.params.organizationId),
    }),
  });
}
