import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZListFrontNotificationsResponse,
  ZListQuery,
  ZMarkNotificationsReadBody,
  ZNotificationFilterOptionsResponse,
  ZNotificationPreferencesResponse,
  ZSaveNotificationPreferencesBody,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as events from './events.service';
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
  api.patch('/api/front-notifications/read-all', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      querystring: ZListQuery,
      response: { 200: dataResponse(z.object({ count: z.number().int() })), ...errorResponses },
    },
    handler: async (request) => ({ data: await notifications.markShownRead(deps, signedIn(request), request.query) }),
  });
  api.get('/api/notifications/filter-options', {
    config: { access: 'signedIn' },
    schema: { tags, response: { 200: ZNotificationFilterOptionsResponse, ...errorResponses } },
    handler: async (request) => notifications.filterOptions(deps, signedIn(request)),
  });
  api.get('/api/settings/notifications', {
    config: { access: 'signedIn' },
    schema: { tags, response: { 200: ZNotificationPreferencesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await events.preferencesOf(deps, signedIn(request)) }),
  });
  api.put('/api/settings/notifications', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZSaveNotificationPreferencesBody, response: { 200: ZNotificationPreferencesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await events.savePreferences(deps, signedIn(request), request.body) }),
  });
}
