import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZApiKey,
  ZCreateApiKeyBody,
  ZCreatedApiKey,
  ZIdParam,
  ZImportBody,
  ZImportResponse,
  ZImportRule,
  ZImportRuleBody,
  ZRecalculateResult,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as imports from './imports.service';
import { recalculate } from './recalculate.service';
import * as rules from './rules.service';

export function importsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignment imports'];

  api.post('/api/consignment-imports', {
    config: { access: 'siteAdmin' },
    schema: { tags, body: ZImportBody, response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await imports.importAsUser(
        deps,
        signedIn(request),
        'api',
        request.body.rows.map((values, index) => ({ line: index + 1, values })),
      ),
    }),
  });

  api.post('/api/consignment-imports/upload', {
    config: { access: 'siteAdmin' },
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await imports.importUpload(deps, signedIn(request), request.body.file) }),
  });

  api.post('/api/integrations/consignments', {
    config: { access: 'integration' },
    schema: { tags, body: ZImportBody, response: { 200: ZImportResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await imports.importForIntegration(
        deps,
        request.ctx,
        request.body.rows.map((values, index) => ({ line: index + 1, values })),
      ),
    }),
  });

  const admin = { access: 'organizationAdmin' } as const;
  const noContent = { 204: z.null(), ...errorResponses };
  api.get('/api/consignment-imports/rules', {
    config: admin,
    schema: { tags, response: { 200: dataResponse(z.array(ZImportRule)), ...errorResponses } },
    handler: async (request) => ({ data: await rules.listRules(deps, signedIn(request)) }),
  });
  api.post('/api/consignment-imports/rules', {
    config: admin,
    schema: { tags, body: ZImportRuleBody, response: { 200: dataResponse(ZImportRule), ...errorResponses } },
    handler: async (request) => ({ data: await rules.saveRule(deps, signedIn(request), request.body) }),
  });
  api.put('/api/consignment-imports/rules/:id', {
    config: admin,
    schema: { tags, params: ZIdParam, body: ZImportRuleBody, response: { 200: dataResponse(ZImportRule), ...errorResponses } },
    handler: async (request) => ({ data: await rules.saveRule(deps, signedIn(request), request.body, request.params.id) }),
  });
  api.delete('/api/consignment-imports/rules/:id', {
    config: admin,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await rules.deleteRule(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.post('/api/consignment-imports/rules/recalculate', {
    config: admin,
    schema: { tags, response: { 200: dataResponse(ZRecalculateResult), ...errorResponses } },
    handler: async (request) => ({ data: await recalculate(deps, signedIn(request)) }),
  });
  api.get('/api/consignment-imports/api-keys', {
    config: admin,
    schema: { tags, response: { 200: dataResponse(z.array(ZApiKey)), ...errorResponses } },
    handler: async (request) => ({ data: await rules.listApiKeys(deps, signedIn(request)) }),
  });
  api.post('/api/consignment-imports/api-keys', {
    config: admin,
    schema: { tags, body: ZCreateApiKeyBody, response: { 200: dataResponse(ZCreatedApiKey), ...errorResponses } },
    handler: async (request) => ({ data: await rules.createApiKey(deps, signedIn(request), request.body.name) }),
  });
  api.delete('/api/consignment-imports/api-keys/:id', {
    config: admin,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await rules.revokeApiKey(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
