import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZImportBody, ZImportResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { parseMultipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as imports from './imports.service';

export function importsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignment imports'];

  api.post('/api/consignment-imports', {
    config: { access: 'siteAdmin' },
    schema: { tags, body: ZImportBody, response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await imports.importAsUser(deps, signedIn(request), 'api', request.body.rows.map((values, index) => ({ line: index + 1, values }))),
    }),
  });

  api.post('/api/consignment-imports/upload', {
    config: { access: 'siteAdmin' },
    preValidation: parseMultipartBody,
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await imports.importUpload(deps, signedIn(request), request.body.file) }),
  });

  api.post('/api/integrations/consignments', {
    config: { access: 'integration' },
    schema: { tags, body: ZImportBody, response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await imports.importForIntegration(deps, request.ctx, request.body.rows.map((values, index) => ({ line: index + 1, values }))),
    }),
  });
}
