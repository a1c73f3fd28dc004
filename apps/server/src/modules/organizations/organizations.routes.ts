import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZDeleteOrganizationBody,
  ZIdParams,
  ZListActiveOrganizationsResponse,
  ZListOrganizationsResponse,
  ZListQuery,
  ZOrganizationBody,
  ZOrganizationDetailResponse,
  ZSite,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { listOrganizationSites } from '../sites';
import * as organizations from './organizations.service';

/** The organization form as multipart: its fields and, when a new one is chosen, the logo file. */
const ZOrganizationForm = ZOrganizationBody.extend({ logo: ZUploadedFile.optional() });

export function organizationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];
  const godUsers = { access: 'godUser', permission: 'admin.organizations' } as const;
  const one = { 200: ZOrganizationDetailResponse, ...errorResponses };

  api.get('/api/organizations', {
    config: godUsers,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListOrganizationsResponse, ...errorResponses } },
    handler: async (request) => organizations.listOrganizations(deps, signedIn(request), request.query),
  });

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

  api.get('/api/organizations/:id', {
    config: { access: 'organizationAdmin' },
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await organizations.getOrganization(deps, signedIn(request), request.params.id) }),
  });

  api.post('/api/organizations', {
    config: godUsers,
    preValidation: multipartBody(['logo']),
    schema: { tags, body: ZOrganizationForm, response: one },
    handler: async (request) => {
      const { logo, ...body } = request.body;
      return { data: await organizations.createOrganization(deps, signedIn(request), body, logo) };
    },
  });

  api.put('/api/organizations/:id', {
    config: { access: 'organizationAdmin', permission: 'settings.organization' },
    preValidation: multipartBody(['logo']),
    schema: { tags, params: ZIdParams, body: ZOrganizationForm, response: one },
    handler: async (request) => {
      const { logo, ...body } = request.body;
      return { data: await organizations.updateOrganization(deps, signedIn(request), request.params.id, body, logo) };
    },
  });

  api.delete('/api/organizations/:id', {
    config: godUsers,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZDeleteOrganizationBody,
      body: ZDeleteOrganizationBody.nullish(),
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await organizations.deleteOrganization(deps, signedIn(request), request.params.id, request.body?.command ?? request.query.command);
      return reply.status(204).send(null);
    },
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
