import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, ZListPriceListsQuery, ZListPriceListsResponse, ZPriceListImportResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { errorResponses } from '../../platform/responses';
import * as priceLists from './price-lists.service';

export function priceListsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price lists'];
  const config = { access: 'godUser' } as const;

  api.get('/api/price-lists', {
    config,
    schema: { tags, querystring: ZListPriceListsQuery, response: { 200: ZListPriceListsResponse, ...errorResponses } },
    handler: async (request) => priceLists.listPriceLists(deps, request.query),
  });
  api.get('/api/price-lists/:id/export', {
    config,
    schema: { tags, params: ZIdParam },
    handler: async (request, reply) => {
      const file = await priceLists.exportPriceList(deps, request.params.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.data);
    },
  });
  api.post('/api/price-lists/import', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: { 200: ZPriceListImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await priceLists.importPriceList(deps, request.body.file) }),
  });
}
