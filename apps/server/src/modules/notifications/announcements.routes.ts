import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAnnouncement, ZAnnouncementBody, ZAnnouncementResponse, ZIdParam, ZListAnnouncementsResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as announcements from './announcements.service';

const BASE = '/api/admin/announcements';

/** Platform announcements, written, scheduled and withdrawn by god users. */
export function announcementsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = { access: 'godUser' } as const;

  registerRecordRoutes(app, {
    path: BASE,
    tags,
    config,
    record: ZAnnouncement,
    listResponse: ZListAnnouncementsResponse,
    body: ZAnnouncementBody,
    list: (ctx, query) => announcements.listAnnouncements(deps, ctx, query),
    create: (ctx, body) => announcements.createAnnouncement(deps, ctx, body),
    get: (ctx, id) => announcements.getAnnouncement(deps, ctx, id),
    update: (ctx, id, body) => announcements.updateAnnouncement(deps, ctx, id, body),
  });
  api.post(`${BASE}/:id/withdraw`, {
    config,
    schema: { tags, params: ZIdParam, response: { 200: ZAnnouncementResponse, ...errorResponses } },
    handler: async (request) => ({ data: await announcements.withdrawAnnouncement(deps, signedIn(request), request.params.id) }),
  });
}
