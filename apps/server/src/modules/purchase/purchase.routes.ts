import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZArticle,
  ZArticleBody,
  ZArticlesImportResponse,
  ZArticlePhotoFileParams,
  ZArticlePhotoParams,
  ZIdParam,
  ZListArticlesResponse,
  ZListPurchaseOrdersResponse,
  ZListQuery,
  ZListResellersResponse,
  ZListSuppliersResponse,
  ZPurchaseBuyersQuery,
  ZPurchaseBuyersResponse,
  ZPurchaseLinkBody,
  ZPurchaseOrderBody,
  ZPurchaseOrderDetail,
  ZPurchaseOrdersImportResponse,
  ZPurchaseOrderStatusBody,
  ZPurchaseShipmentLinesResponse,
  ZConsignmentUuidParams,
  ZPurchaseSplitBody,
  ZPurchaseStats,
  ZReseller,
  ZResellerBody,
  ZSupplier,
  ZSupplierBody,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import { sendWorkbook } from '../../platform/workbook-import';
import { pickColumns, sendXlsx, ZExportBody } from '../../platform/xlsx-export';
import { articleExportColumns, orderExportColumns, supplierExportColumns } from './export-columns';
import * as orders from './orders.service';
import * as imports from './purchase-import.service';
import * as photos from './photos.service';
import * as suppliers from './suppliers.service';

/** Every buyer with the purchase permission keeps the organization's suppliers and articles and their sites' orders. */
export function purchaseRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const config = { access: 'signedIn', permission: 'purchase' } as const;
  const order = { 200: dataResponse(ZPurchaseOrderDetail), ...errorResponses };

  api.post('/api/purchase/suppliers/export', {
    config,
    preValidation: multipartBody(),
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const { filter, sortKey, sortOrder, data, columns } = request.body;
      const batches = suppliers.exportSupplierBatches(deps, ctx, ZListQuery.parse({ filter, sortKey, sortOrder }), data);
      return sendXlsx(reply, 'purchase_suppliers', pickColumns(supplierExportColumns(ctx.locale), columns), batches);
    },
  });
  api.post('/api/purchase/articles/export', {
    config,
    preValidation: multipartBody(),
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const { filter, sortKey, sortOrder, data, columns } = request.body;
      const batches = suppliers.exportArticleBatches(deps, ctx, ZListQuery.parse({ filter, sortKey, sortOrder }), data);
      return sendXlsx(reply, 'purchase_articles', pickColumns(articleExportColumns(ctx.locale), columns), batches);
    },
  });
  registerRecordRoutes(app, {
    path: '/api/purchase/suppliers',
    tags,
    config,
    record: ZSupplier,
    listResponse: ZListSuppliersResponse,
    body: ZSupplierBody,
    list: (ctx, query) => suppliers.listSuppliers(deps, ctx, query),
    create: (ctx, body) => suppliers.saveSupplier(deps, ctx, body),
    get: (ctx, id) => suppliers.getSupplier(deps, ctx, id),
    update: (ctx, id, body) => suppliers.saveSupplier(deps, ctx, body, id),
    remove: (ctx, id) => suppliers.deleteSupplier(deps, ctx, id),
  });
  registerRecordRoutes(app, {
    path: '/api/purchase/articles',
    tags,
    config,
    record: ZArticle,
    listResponse: ZListArticlesResponse,
    body: ZArticleBody,
    list: (ctx, query) => suppliers.listArticles(deps, ctx, query),
    create: (ctx, body) => suppliers.saveArticle(deps, ctx, body),
    get: (ctx, id) => suppliers.getArticle(deps, ctx, id),
    update: (ctx, id, body) => suppliers.saveArticle(deps, ctx, body, id),
    remove: (ctx, id) => suppliers.deleteArticle(deps, ctx, id),
  });
  const article = { 200: dataResponse(ZArticle), ...errorResponses };
  api.post('/api/purchase/articles/:id/photos', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, params: ZIdParam, body: z.object({ file: ZUploadedFile }), response: article },
    handler: async (request) => ({
      data: await photos.addArticlePhoto(deps, signedIn(request), request.params.id, request.body.file),
    }),
  });
  api.post('/api/purchase/articles/:id/photos/:photo_id/primary', {
    config,
    schema: { tags, params: ZArticlePhotoParams, response: article },
    handler: async (request) => ({
      data: await photos.choosePrimaryPhoto(deps, signedIn(request), request.params.id, request.params.photo_id),
    }),
  });
  api.delete('/api/purchase/articles/:id/photos/:photo_id', {
    config,
    schema: { tags, params: ZArticlePhotoParams, response: article },
    handler: async (request) => ({
      data: await photos.deleteArticlePhoto(deps, signedIn(request), request.params.id, request.params.photo_id),
    }),
  });
  api.get('/api/purchase/articles/:id/photos/:photo_id/:size', {
    config,
    schema: { tags, params: ZArticlePhotoFileParams },
    handler: async (request, reply) => {
      const { id, photo_id, size } = request.params;
      const content = await photos.readArticlePhoto(deps, signedIn(request), id, photo_id, size);
      // A photo's files never change: a new upload is a new photo with its own address.
      return reply.type('image/webp').header('cache-control', 'private, max-age=31536000, immutable').send(content);
    },
  });
  registerRecordRoutes(app, {
    path: '/api/purchase/resellers',
    tags,
    config,
    record: ZReseller,
    listResponse: ZListResellersResponse,
    body: ZResellerBody,
    list: (ctx, query) => suppliers.listResellers(deps, ctx, query),
    create: (ctx, body) => suppliers.createReseller(deps, ctx, body),
    get: (ctx, id) => suppliers.getReseller(deps, ctx, id),
  });

  const upload = { preValidation: multipartBody(['file']), schema: { tags, body: z.object({ file: ZUploadedFile }) } };
  api.get('/api/purchase/orders/import/template', {
    config,
    schema: { tags, response: errorResponses },
    handler: async (request, reply) => sendWorkbook(reply, 'purchase-orders.xlsx', await imports.ordersTemplate(signedIn(request).locale)),
  });
  api.post('/api/purchase/orders/import', {
    config,
    preValidation: upload.preValidation,
    schema: { ...upload.schema, response: { 200: ZPurchaseOrdersImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await imports.importOrders(deps, signedIn(request), request.body.file) }),
  });
  api.get('/api/purchase/articles/import/template', {
    config,
    schema: { tags, response: errorResponses },
    handler: async (request, reply) => sendWorkbook(reply, 'articles.xlsx', await imports.articlesTemplate(signedIn(request).locale)),
  });
  api.post('/api/purchase/articles/import', {
    config,
    preValidation: upload.preValidation,
    schema: { ...upload.schema, response: { 200: ZArticlesImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await imports.importArticles(deps, signedIn(request), request.body.file) }),
  });
  api.get('/api/purchase/buyers', {
    config,
    schema: { tags, querystring: ZPurchaseBuyersQuery, response: { 200: ZPurchaseBuyersResponse, ...errorResponses } },
    handler: async (request) => ({ data: await orders.buyersForSite(deps, signedIn(request), request.query.site_id) }),
  });
  api.get('/api/purchase/stats', {
    config,
    schema: { tags, response: { 200: dataResponse(ZPurchaseStats), ...errorResponses } },
    handler: async (request) => ({ data: await orders.statistics(deps, signedIn(request)) }),
  });
  api.post('/api/purchase/orders/export', {
    config,
    preValidation: multipartBody(),
    schema: { tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      const { filter, sortKey, sortOrder } = request.body;
      const query = ZListQuery.parse({ filter, sortKey, sortOrder });
      const batches = orders.exportOrderBatches(deps, ctx, query, request.body.data);
      return sendXlsx(reply, 'purchase_orders', pickColumns(orderExportColumns(ctx.locale), request.body.columns), batches);
    },
  });
  registerRecordRoutes(app, {
    path: '/api/purchase/orders',
    tags,
    config,
    record: ZPurchaseOrderDetail,
    listResponse: ZListPurchaseOrdersResponse,
    body: ZPurchaseOrderBody,
    list: (ctx, query) => orders.listOrders(deps, ctx, query),
    create: (ctx, body) => orders.createOrder(deps, ctx, body),
    get: (ctx, id) => orders.getOrder(deps, ctx, id),
    update: (ctx, id, body) => orders.updateOrder(deps, ctx, id, body),
    remove: (ctx, id) => orders.deleteOrder(deps, ctx, id),
  });
  api.post('/api/purchase/orders/:id/status', {
    config,
    schema: { tags, params: ZIdParam, body: ZPurchaseOrderStatusBody, response: order },
    handler: async (request) => ({ data: await orders.setOrderStatus(deps, signedIn(request), request.params.id, request.body.status) }),
  });
  api.post('/api/purchase/orders/:id/shipments', {
    config,
    schema: { tags, params: ZIdParam, body: ZPurchaseLinkBody, response: order },
    handler: async (request) => ({ data: await orders.linkShipment(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.get('/api/purchase/shipments/:uuid/lines', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZPurchaseShipmentLinesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await orders.shipmentLines(deps, signedIn(request), request.params.uuid) }),
  });
  api.post('/api/purchase-service/split', {
    config,
    schema: { tags, body: ZPurchaseSplitBody, response: order },
    handler: async (request) => ({ data: await orders.splitOrder(deps, signedIn(request), request.body) }),
  });
}
