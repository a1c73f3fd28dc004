import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYTICS_DASHBOARD_ACCESS,
  ANALYTICS_DASHBOARDS,
  ZAnalyticsDashboardResponse,
  ZAnalyticsExportQuery,
  ZAnalyticsFilter,
  ZAnalyticsFilterOptionsResponse,
  ZAnalyticsQuery,
  ZAnalyticsResultResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { sendXlsx } from '../../platform/xlsx-export';
import * as analytics from './analytics.service';

/** Built-in analytics of the sites acted as (SPEC §7 `reports/…`): the catalogue query, the dashboards and their exports. */
export function analyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn' } as const;
  const tags = ['analytics'];
  api.get('/api/reports/query', {
    config,
    schema: { tags, querystring: ZAnalyticsQuery, response: { 200: ZAnalyticsResultResponse, ...errorResponses } },
    handler: async (request) => ({ data: await analytics.queryCatalogue(deps, signedIn(request), request.query) }),
  });
  api.get('/api/reports/filter-options', {
    config,
    schema: { tags, response: { 200: ZAnalyticsFilterOptionsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await analytics.getFilterOptions(deps, signedIn(request)) }),
  });
  for (const dashboard of ANALYTICS_DASHBOARDS) {
    const permission = ANALYTICS_DASHBOARD_ACCESS[dashboard]?.permission;
    api.get(`/api/reports/${dashboard}`, {
      config: permission ? { ...config, permission } : config,
      schema: { tags, querystring: ZAnalyticsFilter, response: { 200: ZAnalyticsDashboardResponse, ...errorResponses } },
      handler: async (request) => ({ data: await analytics.getDashboard(deps, signedIn(request), dashboard, request.query) }),
    });
    api.get(`/api/reports/${dashboard}/export`, {
      config: permission ? { ...config, permission } : config,
      schema: { tags, querystring: ZAnalyticsExportQuery, response: errorResponses },
      handler: async (request, reply) => {
        const ctx = signedIn(request);
        const { chart, ...filter } = request.query;
        const result = await analytics.getChart(deps, ctx, dashboard, chart, filter);
        const columns = await analytics.chartExportColumns(deps, ctx, result);
        return sendXlsx(
          reply,
          `${dashboard.replace('/', '_')}_${chart}`,
          columns,
          (async function* () {
            yield result.rows;
          })(),
        );
      },
    });
  }
}
