import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListEmbeddedReportsResponse, ZListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { listReports } from './reports.service';

export function reportsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/embedded-report', {
    config: { access: 'signedIn' },
    schema: { tags: ['reports'], querystring: ZListQuery, response: { 200: ZListEmbeddedReportsResponse, ...errorResponses } },
    handler: async (request) => listReports(deps, signedIn(request), request.query),
  });
}
