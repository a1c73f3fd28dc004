import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFilterOptionsQuery, ZFilterOptionsResponse, ZOrganizationSitesFilterResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as filters from './filters.service';

export function filtersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/filters', {
    config: { access: 'signedIn' },
    schema: { tags: ['filters'], querystring: ZFilterOptionsQuery, response: { 200: ZFilterOptionsResponse, ...errorResponses } },
    handler: async (request) => filters.filterOptions(deps, signedIn(request), request.query.options),
  });
  api.get('/api/filters/organization/sites', {
    config: { access: 'signedIn' },
    schema: { tags: ['filters'], response: { 200: ZOrganizationSitesFilterResponse, ...errorResponses } },
    handler: async (request) => filters.organizationSites(deps, signedIn(request)),
  });
}
