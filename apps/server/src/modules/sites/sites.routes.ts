import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListQuery, ZListSitesResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { parseMultipartBody } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { pickColumns, sendXlsx, ZExportBody } from '../../platform/xlsx-export';
import * as sites from './sites.service';

export function sitesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];

  api.get('/api/sites', {
    config: { access: 'signedIn' },
    schema: { tags, querystring: ZListQuery, response: { 200: ZListSitesResponse, ...errorResponses } },
    handler: async (request) => sites.listSites(deps, signedIn(request), request.query),
  });

  api.post('/api/sites/export', {
    config: { access: 'siteAdmin' },
    preValidation: parseMultipartBody,
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const query = ZListQuery.parse({ filter: request.body.filter });
      const batches = sites.exportSiteBatches(deps, ctx, query, request.body.data);
      return sendXlsx(reply, 'sites', pickColumns(sites.siteExportColumns, request.body.columns), batches);
    },
  });
}
