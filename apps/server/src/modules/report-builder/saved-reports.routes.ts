import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalyticsResult, ZIdParam, ZListSavedReportsResponse, ZSavedReport, ZSavedReportBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import { sendXlsx } from '../../platform/xlsx-export';
import { chartExportColumns } from '../analytics';
import * as savedReports from './saved-reports.service';

/** Reports composed in the report builder, for users with the reports permission. */
export function savedReportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['reports'];
  const config = { access: 'signedIn', permission: 'reports' } as const;
  registerRecordRoutes(app, {
    path: '/api/saved-reports',
    tags,
    config,
    record: ZSavedReport,
    listResponse: ZListSavedReportsResponse,
    body: ZSavedReportBody,
    list: (ctx, query) => savedReports.listSavedReports(deps, ctx, query),
    create: (ctx, body) => savedReports.saveReport(deps, ctx, body),
    get: (ctx, id) => savedReports.getSavedReport(deps, ctx, id),
    update: (ctx, id, body) => savedReports.saveReport(deps, ctx, body, id),
    remove: (ctx, id) => savedReports.deleteSavedReport(deps, ctx, id),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/saved-reports/:id/result', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: z.object({ data: ZAnalyticsResult }), ...errorResponses } },
    handler: async (request) => ({ data: (await savedReports.runSavedReport(deps, signedIn(request), request.params.id)).result }),
  });
  api.get('/api/saved-reports/:id/export', {
    config,
    schema: { tags, params: ZIdParam, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const { result } = await savedReports.runSavedReport(deps, ctx, request.params.id);
      const columns = await chartExportColumns(deps, ctx, result);
      // The file is named by the report's id: a name may hold what a file name or sheet cannot.
      return sendXlsx(
        reply,
        `report_${request.params.id}`,
        columns,
        (async function* () {
          yield result.rows;
        })(),
      );
    },
  });
}
