import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZIdParam,
  ZPurchaseCommentBody,
  ZPurchaseDocumentType,
  ZPurchaseOrderComment,
  ZPurchaseOrderDocument,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { sendDocument } from '../../platform/documents';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as documents from './order-documents.service';

/** The documents and comments kept with a purchase order, for buyers of the order's site. */
export function orderDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const config = { access: 'signedIn', permission: 'purchase' } as const;
  const comments = { 200: dataResponse(z.array(ZPurchaseOrderComment)), ...errorResponses };

  api.get('/api/purchase/orders/:id/documents', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(z.array(ZPurchaseOrderDocument)), ...errorResponses } },
    handler: async (request) => ({ data: await documents.listDocuments(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/purchase/orders/:id/documents', {
    config,
    preValidation: multipartBody(['file']),
    schema: {
      tags,
      params: ZIdParam,
      body: z.object({ file: ZUploadedFile, document_type: ZPurchaseDocumentType.default('other') }),
      response: { 200: dataResponse(ZPurchaseOrderDocument), ...errorResponses },
    },
    handler: async (request) => ({
      data: await documents.uploadDocument(deps, signedIn(request), request.params.id, request.body.file, request.body.document_type),
    }),
  });
  api.get('/api/purchase/documents/:id/download', {
    config,
    schema: { tags, params: ZIdParam },
    handler: async (request, reply) => sendDocument(reply, await documents.readDocument(deps, signedIn(request), request.params.id)),
  });
  api.delete('/api/purchase/documents/:id', {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await documents.deleteDocument(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.get('/api/purchase/orders/:id/comments', {
    config,
    schema: { tags, params: ZIdParam, response: comments },
    handler: async (request) => ({ data: await documents.listComments(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/purchase/orders/:id/comments', {
    config,
    schema: { tags, params: ZIdParam, body: ZPurchaseCommentBody, response: comments },
    handler: async (request) => ({ data: await documents.addComment(deps, signedIn(request), request.params.id, request.body) }),
  });
}
