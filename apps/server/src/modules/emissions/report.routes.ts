import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmissionsChartsResponse,
  ZEmissionsFilter,
  ZEmissionsFilterOptionsResponse,
  ZEmissionsKpiResponse,
  ZEmissionsModeShiftQuery,
  ZEmissionsModeShiftResponse,
  ZEmissionsShipmentsQuery,
  ZEmissionsShipmentsResponse,
  ZGriReportExportQuery,
  ZGriReportQuery,
  ZGriReportResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { sendXlsx } from '../../platform/xlsx-export';
import * as report from './report.service';

/** The emissions screen and its reports: figures of the sites acted as, never another organization's. */
export function emissionsReportRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn', permission: 'transport.emissions' } as const;
  const tags = ['emissions'];
  api.get('/api/emissions/filter-options', {
    config,
    schema: { tags, response: { 200: ZEmissionsFilterOptionsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await report.getFilterOptions(deps, signedIn(request)) }),
  });
  api.get('/api/emissions/figures/kpi', {
    config,
    schema: { tags, querystring: ZEmissionsFilter, response: { 200: ZEmissionsKpiResponse, ...errorResponses } },
    handler: async (request) => ({ data: await report.getKpi(deps, signedIn(request), request.query) }),
  });
  api.get('/api/emissions/figures/charts', {
    config,
    schema: { tags, querystring: ZEmissionsFilter, response: { 200: ZEmissionsChartsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await report.getCharts(deps, signedIn(request), request.query) }),
  });
  api.get('/api/emissions/figures/mode-shift', {
    config,
    schema: { tags, querystring: ZEmissionsModeShiftQuery, response: { 200: ZEmissionsModeShiftResponse, ...errorResponses } },
    handler: async (request) => ({ data: await report.getModeShift(deps, signedIn(request), request.query) }),
  });
  api.get('/api/emissions/shipments', {
    config,
    schema: { tags, querystring: ZEmissionsShipmentsQuery, response: { 200: ZEmissionsShipmentsResponse, ...errorResponses } },
    handler: async (request) => report.listShipments(deps, signedIn(request), request.query),
  });
  api.get('/api/emissions/export', {
    config,
    schema: { tags, querystring: ZEmissionsShipmentsQuery, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const columns = await report.shipmentExportColumns(deps, ctx.locale);
      return sendXlsx(reply, 'emissions', columns, report.exportShipmentBatches(deps, ctx, request.query));
    },
  });
  api.get('/api/emissions/gri/full', {
    config,
    schema: { tags, querystring: ZGriReportQuery, response: { 200: ZGriReportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await report.getGriReport(deps, signedIn(request), request.query) }),
  });
  api.get('/api/emissions/gri/full/export', {
    config,
    schema: { tags, querystring: ZGriReportExportQuery },
    handler: async (request, reply) => {
      const file = await report.griReportFile(deps, signedIn(request), request.query);
      return reply.type(file.type).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
    },
  });
}
