import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZExceptionStatistics, ZIdParam, ZSiteExceptionSettings, ZUpdateSiteExceptionSettingsBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as exceptions from './exceptions.service';

export function exceptionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exceptions'];
  api.get('/api/exceptions/statistics', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, response: { 200: ZExceptionStatistics, ...errorResponses } },
    handler: async (request) => exceptions.exceptionStatistics(deps, signedIn(request)),
  });
  api.get('/api/sites/:id/exception-settings', {
    config: { access: 'godUser' },
    schema: { tags, params: ZIdParam, response: { 200: ZSiteExceptionSettings, ...errorResponses } },
    handler: async (request) => exceptions.siteExceptionSettingsOf(deps, request.params.id),
  });
  api.put('/api/sites/:id/exception-settings', {
    config: { access: 'godUser' },
    schema: {
      tags,
      params: ZIdParam,
      body: ZUpdateSiteExceptionSettingsBody,
      response: { 200: ZSiteExceptionSettings, ...errorResponses },
    },
    handler: async (request) => exceptions.saveSiteExceptionSettings(deps, signedIn(request), request.params.id, request.body.settings),
  });
}
