import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZFormId,
  ZIdParam,
  ZListOutsideShipmentsResponse,
  ZListQuery,
  ZOutsideImportResponse,
  ZOutsideVerifyResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { sendWorkbook } from '../../platform/workbook-import';
import * as outside from './outside-shipments.service';

const ZImportUploadBody = z.object({
  file: ZUploadedFile,
  /** The site the shipments land on; needed only when acting as several. */
  site_id: ZFormId.optional(),
  /** An id of the client's choosing under which the import's progress can be asked for. */
  progress_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});

export function outsideShipmentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn', permission: 'transport.emissions' } as const;
  const tags = ['emissions'];

  api.get('/api/emissions/upload/template', {
    config,
    schema: { tags },
    handler: async (request, reply) => {
      const data = await outside.workbookTemplate(request.ctx.locale);
      return sendWorkbook(reply, 'emissions-upload-template.xlsx', data);
    },
  });

  api.post('/api/emissions/upload', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: errorResponses },
    handler: async (request, reply) => {
      const stream = await outside.calculateWorkbook(deps, signedIn(request), request.body.file);
      const name = request.body.file.filename.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_') || 'shipments';
      return sendWorkbook(reply, `${name}_co2e.xlsx`, stream);
    },
  });

  api.post('/api/emissions/import/verify', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, body: ZImportUploadBody, response: { 200: ZOutsideVerifyResponse, ...errorResponses } },
    handler: async (request) => {
      const ctx = signedIn(request);
      const target = await outside.importTarget(deps, ctx, request.body.site_id);
      return { data: await outside.verifyWorkbook(deps, ctx, request.body.file, target) };
    },
  });

  api.post('/api/emissions/import/process', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, body: ZImportUploadBody, response: { 200: ZOutsideImportResponse, ...errorResponses } },
    handler: async (request) => {
      const ctx = signedIn(request);
      const target = await outside.importTarget(deps, ctx, request.body.site_id);
      return { data: await outside.importWorkbook(deps.db, ctx, request.body.file, target, request.body.progress_id) };
    },
  });

  api.get('/api/emissions/import/progress/:id', {
    config,
    schema: {
      tags,
      params: z.object({ id: z.string().min(1).max(64) }),
      response: { 200: dataResponse(z.object({ rows: z.number().int() })), ...errorResponses },
    },
    handler: async (request) => ({ data: await outside.importProgress(deps, signedIn(request), request.params.id) }),
  });

  api.get('/api/emissions/outside-shipments', {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListOutsideShipmentsResponse, ...errorResponses } },
    handler: async (request) => outside.listOutsideShipments(deps, signedIn(request), request.query),
  });

  api.delete('/api/emissions/outside-shipments/:id', {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await outside.deleteOutsideShipment(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
