import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListRolesResponse, ZPermissionRoutesResponse, ZPermissionTreeResponse, ZRoleBody, ZRoleDetail } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as roles from './roles.service';

export function rolesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  const manage = { access: 'godUser', permission: 'admin.roles' } as const;

  registerRecordRoutes(app, {
    path: '/api/roles',
    tags,
    config: manage,
    // Organization admins read the roles to hand them out to their users.
    listConfig: { access: 'organizationAdmin' },
    record: ZRoleDetail,
    listResponse: ZListRolesResponse,
    body: ZRoleBody,
    list: (ctx, query) => roles.listRoles(deps, ctx, query),
    create: (ctx, body) => roles.createRole(deps, ctx, body),
    get: (_ctx, id) => roles.getRole(deps, id),
    update: (ctx, id, body) => roles.updateRole(deps, ctx, id, body),
    remove: (ctx, id) => roles.deleteRole(deps, ctx, id),
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
