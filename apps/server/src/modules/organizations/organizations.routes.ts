import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, ZIdParams, ZListActiveOrganizationsResponse, ZListQuery, ZSite } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { listOrganizationSites } from '../sites/sites.service';
import * as organizations from './organizations.service';

export function organizationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

  api.get('/api/organizations/active', {
    config: { access: 'organizationAdmin' },
    schema: {
      tags,
      querystring: ZListQuery.extend({ include: z.string().optional() }),
      response: { 200: ZListActiveOrganizationsResponse, ...errorResponses },
    },
    handler: async (request) => organizations.listActiveOrganizations(deps, signedIn(request), request.query),
  });

  api.get('/api/organizations/sites/:id', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams, response: { 200: dataResponse(z.array(ZSite)), ...errorResponses } },
    handler: async (request) => ({ data: await listOrganizationSites(deps, signedIn(request), request.params.id) }),
  });

  api.get('/api/organizations/:id/logo', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams },
    handler: async (request, reply) => {
      const logo = await organizations.readLogo(deps, signedIn(request), request.params.id);
      return reply.type(logo.contentType).header('cache-control', 'private, max-age=86400').send(logo.content);
    },
  });
}
