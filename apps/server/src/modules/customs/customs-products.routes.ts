import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCustomsCodeSuggestionsResponse,
  ZCustomsLookupQuery,
  ZCustomsProduct,
  ZCustomsProductBody,
  ZListCustomsProductsResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import { pickColumns, sendXlsx, ZExportBody } from '../../platform/xlsx-export';
import * as products from './customs-products.service';

const BASE = '/api/customs/products';

/** The product library of the organization the user works in: its articles, their export, and code suggestions for them. */
export function registerCustomsProducts(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customs'];
  const config = { access: 'signedIn' } as const;

  registerRecordRoutes(api, {
    path: BASE,
    tags,
    config,
    record: ZCustomsProduct,
    listResponse: ZListCustomsProductsResponse,
    body: ZCustomsProductBody,
    list: (ctx, query) => products.listProducts(deps, ctx, query),
    create: (ctx, body) => products.createProduct(deps, ctx, body),
    get: (ctx, id) => products.getProduct(deps, ctx, id),
    update: (ctx, id, body) => products.updateProduct(deps, ctx, id, body),
    remove: (ctx, id) => products.deleteProduct(deps, ctx, id),
  });
  api.post(`${BASE}/export`, {
    config,
    preValidation: multipartBody(),
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const { filter, sortKey, sortOrder } = request.body;
      const query = ZListQuery.parse({ filter, sortKey, sortOrder });
      const batches = products.exportBatches(deps, ctx, query, request.body.data);
      return sendXlsx(reply, 'customs_products', pickColumns(products.exportColumns(ctx.locale), request.body.columns), batches);
    },
  });
  api.get('/api/customs/code-suggestions', {
    config,
    schema: { tags, querystring: ZCustomsLookupQuery, response: { 200: ZCustomsCodeSuggestionsResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await products.suggestCodes(deps, signedIn(request), request.query.q),
    }),
  });
}
