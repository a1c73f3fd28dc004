import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCustomsCodeSuggestionsResponse,
  ZCustomsLookupQuery,
  ZCustomsProduct,
  ZCustomsProductBody,
  ZListCustomsProductsResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerExportRoute } from '../../platform/export-route';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
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
  registerExportRoute(api, {
    path: `${BASE}/export`,
    tags,
    config,
    model: 'customs_products',
    columns: (ctx) => products.exportColumns(ctx.locale),
    batches: (ctx, query, ids) => products.exportBatches(deps, ctx, query, ids),
  });
  api.get('/api/customs/code-suggestions', {
    config,
    schema: { tags, querystring: ZCustomsLookupQuery, response: { 200: ZCustomsCodeSuggestionsResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await products.suggestCodes(deps, signedIn(request), request.query.q),
    }),
  });
}
