import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataResponse,
  ZCustomEmbeddedReportsResponse,
  ZDefaultEmbeddedReportResponse,
  ZEmbeddedReport,
  ZEmbeddedReportBody,
  ZIdParam,
  ZListEmbeddedReportsResponse,
  ZReportEmbed,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as reports from './reports.service';

export function reportsRoutes(app: FastifyInstance, deps: AppDeps, providers: reports.ReportProviders) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read by every user for the menu and the start page; a static path wins over `/:id`.
  api.get('/api/embedded-report/default', {
    config: { access: 'signedIn' },
    schema: { tags: ['reports'], response: { 200: ZDefaultEmbeddedReportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await reports.getDefaultReport(deps, signedIn(request)) }),
  });
  api.get('/api/embedded-report/not-default', {
    config: { access: 'signedIn' },
    schema: { tags: ['reports'], response: { 200: ZCustomEmbeddedReportsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await reports.listCustomReports(deps, signedIn(request)) }),
  });
  registerRecordRoutes(app, {
    path: '/api/embedded-report',
    tags: ['reports'],
    config: { access: 'organizationAdmin' },
    // Every user reads the reports of their menu.
    listConfig: { access: 'signedIn' },
    record: ZEmbeddedReport,
    listResponse: ZListEmbeddedReportsResponse,
    body: ZEmbeddedReportBody,
    list: (ctx, query) => reports.listReports(deps, ctx, query),
    create: (ctx, body) => reports.saveReport(deps, ctx, body),
    get: (ctx, id) => reports.getReport(deps, ctx, id),
    update: (ctx, id, body) => reports.saveReport(deps, ctx, body, id),
    remove: (ctx, id) => reports.deleteReport(deps, ctx, id),
  });
  api.get('/api/embedded-report/:id/embed', {
    config: { access: 'signedIn' },
    schema: { tags: ['reports'], params: ZIdParam, response: { 200: dataResponse(ZReportEmbed), ...errorResponses } },
    handler: async (request) => ({ data: await reports.embedReport(deps, providers, signedIn(request), request.params.id) }),
  });
}
