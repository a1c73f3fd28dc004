import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboardQuery, ZDashboardResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { dashboard } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/dashboard', {
    config: { access: 'godUser' },
    schema: { tags: ['admin dashboard'], querystring: ZDashboardQuery, response: { 200: ZDashboardResponse, ...errorResponses } },
    handler: async (request) => ({ data: await dashboard(deps, signedIn(request), request.query) }),
  });
}
