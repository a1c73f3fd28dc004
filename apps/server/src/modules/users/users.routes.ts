import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZUpdateSitesFilterBody, ZWhoamiResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as users from './users.service';

export function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

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
}
