import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams,
  ZListQuery,
  ZListRolesResponse,
  ZPermissionRoutesResponse,
  ZPermissionTreeResponse,
  ZRoleBody,
  ZRoleDetailResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as roles from './roles.service';

export function rolesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const manage = { access: 'godUser', permission: 'admin.roles' } as const;
  const one = { 200: ZRoleDetailResponse, ...errorResponses };

  // Organization admins read the roles to hand them out to their users.
  api.get('/api/roles', {
    config: { access: 'organizationAdmin' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListRolesResponse, ...errorResponses } },
    handler: async (request) => roles.listRoles(deps, signedIn(request), request.query),
  });

  api.get('/api/roles/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await roles.getRole(deps, request.params.id) }),
  });

  api.post('/api/roles', {
    config: manage,
    schema: { tags, body: ZRoleBody, response: one },
    handler: async (request) => ({ data: await roles.createRole(deps, signedIn(request), request.body) }),
  });

  api.put('/api/roles/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, body: ZRoleBody, response: one },
    handler: async (request) => ({ data: await roles.updateRole(deps, signedIn(request), request.params.id, request.body) }),
  });

  api.delete('/api/roles/:id', {
    config: manage,
    schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await roles.deleteRole(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/permissions/tree', {
    config: manage,
    schema: { tags, response: { 200: ZPermissionTreeResponse, ...errorResponses } },
    handler: async (request) => ({ data: roles.permissionTree(request.ctx.locale) }),
  });

  api.get('/api/permissions/routes', {
    config: manage,
    schema: { tags, response: { 200: ZPermissionRoutesResponse, ...errorResponses } },
    handler: async () => ({ data: roles.permissionRoutes(app.routeCatalogue) }),
  });
}
