import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConsignmentDetailResponse,
  ZConsignmentStatistics,
  ZConsignmentUuidParams,
  ZListConsignmentsResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody } from '../../platform/form-body';
import { pickColumns, sendXlsx, ZExportBody } from '../../platform/xlsx-export';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as consignments from './consignments.service';

export function consignmentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignments'];
  api.get('/api/consignments', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListConsignmentsResponse, ...errorResponses } },
    handler: async (request) => consignments.listConsignments(deps, signedIn(request), request.query),
  });
  api.get('/api/consignments/filtered-statistics', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZConsignmentStatistics, ...errorResponses } },
    handler: async (request) => consignments.filteredStatistics(deps, signedIn(request), request.query),
  });
  api.get('/api/consignments/:uuid', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZConsignmentDetailResponse, ...errorResponses } },
    handler: async (request) => ({ data: await consignments.getConsignment(deps, signedIn(request), request.params.uuid) }),
  });
  for (const [path, reach, access] of [
    ['/api/consignments/export', 'acting-sites', { access: 'signedIn', permission: 'transport.shipments.export' }],
    ['/api/admin/consignments/export', 'all-organizations', { access: 'godUser' }],
  ] as const) {
    api.post(path, {
      config: access,
      preValidation: multipartBody(),
      schema: { tags, body: ZExportBody, response: errorResponses },
      handler: async (request, reply) => {
        const { filter, sortKey, sortOrder } = request.body;
        const ctx = signedIn(request);
        const batches = await consignments.exportConsignmentBatches(
          deps,
          ctx,
          ZListQuery.parse({ filter, sortKey, sortOrder }),
          request.body.data,
          reach,
        );
        const columns = await consignments.consignmentExportColumns(deps, ctx.locale);
        return sendXlsx(reply, 'consignments', pickColumns(columns, request.body.columns), batches);
      },
    });
  }

  // The admin area shows god users every organization's shipments (SPEC §2 /admin/shipments).
  const admin = { access: 'godUser' } as const;
  api.get('/api/admin/consignments', {
    config: admin,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListConsignmentsResponse, ...errorResponses } },
    handler: async (request) => consignments.listConsignments(deps, signedIn(request), request.query, 'all-organizations'),
  });
  api.get('/api/admin/consignments/filtered-statistics', {
    config: admin,
    schema: { tags, querystring: ZListQuery, response: { 200: ZConsignmentStatistics, ...errorResponses } },
    handler: async (request) => consignments.filteredStatistics(deps, signedIn(request), request.query, 'all-organizations'),
  });
  api.get('/api/admin/consignments/:uuid', {
    config: admin,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZConsignmentDetailResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await consignments.getConsignment(deps, signedIn(request), request.params.uuid, 'all-organizations'),
    }),
  });
}
