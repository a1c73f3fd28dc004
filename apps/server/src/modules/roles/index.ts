import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListQuery, ZListRolesResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as roles from './roles.service';

export function registerRoles(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/roles', {
    config: { access: 'organizationAdmin' },
    schema: { tags: ['roles'], querystring: ZListQuery, response: { 200: ZListRolesResponse, ...errorResponses } },
    handler: async (request) => roles.listRoles(deps, signedIn(request), request.query),
  });
}
