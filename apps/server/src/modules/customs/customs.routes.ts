import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateCustomsDeclarationBody,
  ZCustomsAgentsResponse,
  ZCustomsCodeSuggestionsResponse,
  ZCustomsLookupQuery,
  ZCustomsProductChoicesResponse,
  ZCustomsCommentBody,
  ZCustomsDeclarationResponse,
  ZCustomsDocumentType,
  ZCustomsFromShipmentBody,
  ZCustomsHeaderBody,
  ZCustomsItemBody,
  ZCustomsShipmentLinkBody,
  ZCustomsStatisticsResponse,
  ZCustomsStatusBody,
  ZCustomsVersionResponse,
  ZFormId,
  ZIdParams,
  ZListCustomsDeclarationsResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { sendDocument } from '../../platform/documents';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { registerExportRoute } from '../../platform/export-route';
import { registerCustomsProducts } from './customs-products.routes';
import { sendWorkbook } from '../../platform/workbook-import';
import * as customs from './customs.service';

const BASE = '/api/customs/declarations';

/**
 * Customs declarations (SPEC §7 catalogue: customs declarations, items, files). Every signed-in
 * user may call them; what each sees is limited in the service to the declarations of the sites
 * they act as with the customs application, and to the requests made to their agent company.
 */
export function registerCustoms(app: FastifyInstance, deps: AppDeps) {
  registerCustomsProducts(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customs'];
  const config = { access: 'signedIn' } as const;
  const one = { 200: ZCustomsDeclarationResponse, ...errorResponses };
  const noContent = { 204: z.null(), ...errorResponses };

  api.get(BASE, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListCustomsDeclarationsResponse, ...errorResponses } },
    handler: async (request) => customs.listDeclarations(deps, signedIn(request), request.query),
  });
  api.get(`${BASE}/statistics`, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZCustomsStatisticsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await customs.declarationStatistics(deps, signedIn(request), request.query) }),
  });
  registerExportRoute(api, {
    path: `${BASE}/export`,
    tags,
    config,
    model: 'customs_declarations',
    columns: (ctx) => customs.exportColumns(ctx.locale),
    batches: (ctx, query, ids) => customs.exportBatches(deps, ctx, query, ids),
  });
  api.get('/api/customs/agents', {
    config,
    schema: { tags, response: { 200: ZCustomsAgentsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await customs.agentsForRequests(deps, signedIn(request)) }),
  });
  api.post(BASE, {
    config,
    schema: { tags, body: ZCreateCustomsDeclarationBody, response: one },
    handler: async (request) => ({ data: await customs.createDeclaration(deps, signedIn(request), request.body) }),
  });
  api.post(`${BASE}/from-shipment`, {
    config,
    schema: { tags, body: ZCustomsFromShipmentBody, response: one },
    handler: async (request) => ({ data: await customs.createFromShipment(deps, signedIn(request), request.body) }),
  });
  api.get(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await customs.getDeclaration(deps, signedIn(request), request.params.id) }),
  });
  api.put(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsHeaderBody, response: one },
    handler: async (request) => ({ data: await customs.updateHeader(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.get(`${BASE}/:id/summary`, {
    config,
    schema: { tags, params: ZIdParams, description: 'The declaration summary as PDF, in the reader’s language.' },
    handler: async (request, reply) => sendDocument(reply, await customs.declarationSummary(deps, signedIn(request), request.params.id)),
  });
  api.get(`${BASE}/:id/versions/:version`, {
    config,
    schema: { tags, params: z.object({ id: ZFormId, version: ZFormId }), response: { 200: ZCustomsVersionResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await customs.getVersion(deps, signedIn(request), request.params.id, request.params.version),
    }),
  });
  api.post(`${BASE}/:id/status`, {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsStatusBody, response: one },
    handler: async (request) => ({ data: await customs.changeStatus(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.post(`${BASE}/:id/comments`, {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsCommentBody, response: one },
    handler: async (request) => ({ data: await customs.addComment(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.post(`${BASE}/:id/items`, {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsItemBody, response: one },
    handler: async (request) => ({ data: await customs.addItem(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.get('/api/customs/items/template', {
    config,
    schema: { tags, response: errorResponses },
    handler: async (request, reply) =>
      sendWorkbook(reply, 'customs-goods-lines.xlsx', await customs.goodsTemplate(signedIn(request).locale)),
  });
  api.post(`${BASE}/:id/items/import`, {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, params: ZIdParams, body: z.object({ file: ZUploadedFile }), response: one },
    handler: async (request) => ({ data: await customs.importItems(deps, signedIn(request), request.params.id, request.body.file) }),
  });
  api.put('/api/customs/items/:id', {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsItemBody, response: one },
    handler: async (request) => ({ data: await customs.updateItem(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/customs/items/:id', {
    config,
    schema: { tags, params: ZIdParams, response: one },
    handler: async (request) => ({ data: await customs.deleteItem(deps, signedIn(request), request.params.id) }),
  });
  api.get(`${BASE}/:id/products`, {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZCustomsLookupQuery,
      response: { 200: ZCustomsProductChoicesResponse, ...errorResponses },
    },
    handler: async (request) => ({
      data: await customs.declarationProducts(deps, signedIn(request), request.params.id, request.query.q),
    }),
  });
  api.get(`${BASE}/:id/code-suggestions`, {
    config,
    schema: {
      tags,
      params: ZIdParams,
      querystring: ZCustomsLookupQuery,
      response: { 200: ZCustomsCodeSuggestionsResponse, ...errorResponses },
    },
    handler: async (request) => ({
      data: await customs.declarationCodeSuggestions(deps, signedIn(request), request.params.id, request.query.q),
    }),
  });
  api.post(`${BASE}/:id/files`, {
    config,
    preValidation: multipartBody(['file']),
    schema: {
      tags,
      params: ZIdParams,
      body: z.object({ file: ZUploadedFile, document_type: ZCustomsDocumentType.default('other') }),
      response: one,
    },
    handler: async (request) => ({
      data: await customs.uploadDocument(deps, signedIn(request), request.params.id, request.body.file, request.body.document_type),
    }),
  });
  api.get('/api/customs/files/:id/download', {
    config,
    schema: { tags, params: ZIdParams },
    handler: async (request, reply) => sendDocument(reply, await customs.readDocument(deps, signedIn(request), request.params.id)),
  });
  api.delete('/api/customs/files/:id', {
    config,
    schema: { tags, params: ZIdParams, response: noContent },
    handler: async (request, reply) => {
      await customs.deleteDocument(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.post(`${BASE}/:id/shipments`, {
    config,
    schema: { tags, params: ZIdParams, body: ZCustomsShipmentLinkBody, response: one },
    handler: async (request) => ({
      data: await customs.linkShipment(deps, signedIn(request), request.params.id, request.body.shipment_uuid),
    }),
  });
  api.delete(`${BASE}/:id/shipments/:uuid`, {
    config,
    schema: { tags, params: z.object({ id: ZFormId, uuid: z.uuid() }), response: one },
    handler: async (request) => ({
      data: await customs.unlinkShipment(deps, signedIn(request), request.params.id, request.params.uuid),
    }),
  });
}
