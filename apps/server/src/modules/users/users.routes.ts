import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDeleteUserBody,
  ZIdParams,
  ZListManagedUsersResponse,
  ZListQuery,
  ZManagedUserBody,
  ZManagedUserResponse,
  ZUpdateSitesFilterBody,
  ZWhoamiResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as users from './users.service';

export function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  // Organization admins manage their organization's users from settings; god users everyone's.
  const manage = { access: 'organizationAdmin', permission: 'settings.users' } as const;
  const one = { 200: ZManagedUserResponse, ...errorResponses };
  const done = { 204: z.null(), ...errorResponses };

  api.post('/api/users/sites-filter', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZUpdateSitesFilterBody, response: { 200: ZWhoamiResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await users.updateSitesFilter(deps, signedIn(request), request.body.site_ids),
    }),
  });

  api.get('/api/users/:id/avatar', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams },
    handler: async (request, reply) => {
      const avatar = await users.readAvatar(deps, signedIn(request), request.params.id);
      return reply.type(avatar.contentType).header('cache-control', 'private, max-age=86400').send(avatar.content);
    },
  });

  api.get('/api/users', {
    config: manage,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListManagedUsersResponse, ...errorResponses } },
    handler: async (request) => users.listManagedUsers(deps, signedIn(request), request.query),
  });

  api.get('/api/users/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await users.getManagedUser(deps, signedIn(request), request.params.id) }),
  });

  api.post('/api/users', {
    config: manage,
    schema: { tags, body: ZManagedUserBody, response: one },
    handler: async (request) => ({ data: await users.createManagedUser(deps, signedIn(request), request.body) }),
  });

  api.put('/api/users/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, body: ZManagedUserBody, response: one },
    handler: async (request) => ({ data: await users.updateManagedUser(deps, signedIn(request), request.params.id, request.body) }),
  });

  api.delete('/api/users/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, querystring: ZDeleteUserBody, body: ZDeleteUserBody.nullish(), response: done },
    handler: async (request, reply) => {
      await users.deleteManagedUser(deps, signedIn(request), request.params.id, request.body?.command ?? request.query.command);
      return reply.status(204).send(null);
    },
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    api.post(`/api/users/:id/${action}`, {
      config: manage,
      schema: { tags, params: ZIdParams, response: one },
      handler: async (request) => ({ data: await users.setManagedUserActive(deps, signedIn(request), request.params.id, active) }),
    });
  }

  api.post('/api/users/:id/ms/invite', {
    config: manage,
    schema: { tags, params: ZIdParams, response: done },
    handler: async (request, reply) => {
      await users.inviteManagedUser(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
