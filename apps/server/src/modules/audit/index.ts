import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditEventsQuery, ZAuditEventsResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { listAuditEvents } from './audit.service';

/** The audit trail of administered records, read on each record's page. */
export function registerAudit(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/audit-events', {
    config: { access: 'organizationAdmin' },
    schema: { tags: ['audit'], querystring: ZAuditEventsQuery, response: { 200: ZAuditEventsResponse, ...errorResponses } },
    handler: async (request) => listAuditEvents(deps, signedIn(request), request.query),
  });
}
