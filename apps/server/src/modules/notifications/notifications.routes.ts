import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, ZListFrontNotificationsResponse, ZListQuery, ZMarkNotificationsReadBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as notifications from './notifications.service';

export function notificationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  api.get('/api/front-notifications', {
    config: { access: 'signedIn' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListFrontNotificationsResponse, ...errorResponses } },
    handler: async (request) => notifications.listNotifications(deps, signedIn(request), request.query),
  });
  api.patch('/api/front-notifications/read', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      body: ZMarkNotificationsReadBody,
      response: { 200: dataResponse(z.object({ ids: z.array(z.number().int()) })), ...errorResponses },
    },
    handler: async (request) => ({
      data: { ids: await notifications.markRead(deps, signedIn(request), request.body.ids) },
    }),
  });
}
