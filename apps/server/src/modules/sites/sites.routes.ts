import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDeleteSiteBody,
  ZIdParams,
  ZListQuery,
  ZListSitesResponse,
  ZSiteApplicationsBody,
  ZSiteBody,
  ZSiteResponse,
  ZSitesApplicationsBody,
  ZSitesResponse,
  ZSiteUserParams,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { pickColumns, sendXlsx, ZExportBody } from '../../platform/xlsx-export';
import * as sites from './sites.service';

export function sitesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];
  // Site admins manage their sites from settings; god users from the admin area, unchecked.
  const manage = { access: 'siteAdmin', permission: 'settings.sites' } as const;
  const applications = { access: 'organizationAdmin', permission: 'settings.applications' } as const;
  const one = { 200: ZSiteResponse, ...errorResponses };
  const removed = { 204: z.null(), ...errorResponses };

  api.get('/api/sites', {
    config: { access: 'signedIn' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListSitesResponse, ...errorResponses } },
    handler: async (request) => sites.listSites(deps, signedIn(request), request.query),
  });

  api.post('/api/sites/export', {
    config: { access: 'siteAdmin' },
    preValidation: multipartBody(),
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      // The rows come in the table's sort, as the screen showed them.
      const { filter, sortKey, sortOrder } = request.body;
      const query = ZListQuery.parse({ filter, sortKey, sortOrder });
      const batches = sites.exportSiteBatches(deps, ctx, query, request.body.data);
      return sendXlsx(reply, 'sites', pickColumns(sites.siteExportColumns, request.body.columns), batches);
    },
  });

  api.put('/api/sites/applications', {
    config: applications,
    schema: { tags, body: ZSitesApplicationsBody, response: { 200: ZSitesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await sites.updateSitesApplications(deps, signedIn(request), request.body) }),
  });

  api.get('/api/sites/:id', {
    config: { access: 'siteAdmin' },
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await sites.getSite(deps, signedIn(request), request.params.id) }),
  });

  api.post('/api/sites', {
    config: manage,
    preValidation: multipartBody(),
    schema: { tags, body: ZSiteBody, response: one },
    handler: async (request) => ({ data: await sites.createSite(deps, signedIn(request), request.body) }),
  });

  api.put('/api/sites/:id', {
    config: manage,
    preValidation: multipartBody(),
    schema: { tags, params: ZIdParams, body: ZSiteBody, response: one },
    handler: async (request) => ({ data: await sites.updateSite(deps, signedIn(request), request.params.id, request.body) }),
  });

  // The decision may come as the body or, for clients that send no body with DELETE, as the query.
  api.delete('/api/sites/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, querystring: ZDeleteSiteBody, body: ZDeleteSiteBody.nullish(), response: removed },
    handler: async (request, reply) => {
      const decision = { ...request.query, ...request.body };
      await sites.deleteSite(deps, signedIn(request), request.params.id, decision);
      return reply.status(204).send(null);
    },
  });

  api.delete('/api/sites/:id/users/:userId', {
    config: manage,
    schema: { tags, params: ZSiteUserParams, response: removed },
    handler: async (request, reply) => {
      await sites.removeSiteUser(deps, signedIn(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  });

  api.put('/api/sites/:id/applications', {
    config: applications,
    schema: { tags, params: ZIdParams, body: ZSiteApplicationsBody, response: one },
    handler: async (request) => {
      const [site] = await sites.updateSitesApplications(deps, signedIn(request), {
        sites: [{ id: request.params.id, applications: request.body.applications }],
      });
      return { data: site! };
    },
  });
}
