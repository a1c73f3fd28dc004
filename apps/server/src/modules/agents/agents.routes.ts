import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataResponse,
  ZAgentCompany,
  ZAgentCompanyBody,
  ZAgentGrantsBody,
  ZIdParam,
  ZListAgentCompaniesResponse,
  ZFormId,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as agents from './agents.service';

const BASE = '/api/agents';

export function registerAgents(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agents'];
  const config = { access: 'godUser' } as const;
  const one = { 200: dataResponse(ZAgentCompany), ...errorResponses };

  registerRecordRoutes(app, {
    path: BASE,
    tags,
    config,
    record: ZAgentCompany,
    listResponse: ZListAgentCompaniesResponse,
    body: ZAgentCompanyBody,
    list: (ctx, query) => agents.listCompanies(deps, ctx, query),
    create: (ctx, body) => agents.createCompany(deps, ctx, body),
    get: (ctx, id) => agents.getCompany(deps, ctx, id),
    update: (ctx, id, body) => agents.updateCompany(deps, ctx, id, body),
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
