import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdditionalServicesQuery,
  ZAdditionalServicesResponse,
  ZDutiableRequest,
  ZDutiableResponse,
  ZFlowDraftBody,
  ZFlowDraftListQuery,
  ZFlowDraftListResponse,
  ZFlowDraftParams,
  ZFlowDraftResponse,
  ZInvoiceArticlesImportResponse,
  ZStepValidationParams,
  ZStepValidationRequest,
  ZStepValidationResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { listAdditionalServices } from './additional-services.service';
import * as drafts from './drafts.service';
import { invoiceArticlesTemplate, readInvoiceArticles } from './invoice-articles';
import { dutiable, validateFlowStep } from './step-validation.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function bookingFlowRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking flow'];
  // The flow's helpers serve whoever may book, like POST /api/bookings.
  const config = { access: 'signedIn', permission: 'transport.booking' } as const;

  api.post('/api/priceleadtime/validate/:step', {
    config,
    schema: {
      tags,
      params: ZStepValidationParams,
      body: ZStepValidationRequest,
      response: { 200: ZStepValidationResponse, ...errorResponses },
    },
    handler: async (request) => ({ data: await validateFlowStep(deps, signedIn(request), request.params.step, request.body) }),
  });
  api.post('/api/apport/consignments/dutiable', {
    config,
    schema: { tags, body: ZDutiableRequest, response: { 200: ZDutiableResponse, ...errorResponses } },
    handler: async (request) => ({ data: await dutiable(deps, signedIn(request), request.body.values) }),
  });
  api.get('/api/add-services', {
    config,
    schema: { tags, querystring: ZAdditionalServicesQuery, response: { 200: ZAdditionalServicesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await listAdditionalServices(deps, request.query.carrier_service_id) }),
  });

  api.get('/api/apport/consignments/draft', {
    config,
    schema: { tags, querystring: ZFlowDraftListQuery, response: { 200: ZFlowDraftListResponse, ...errorResponses } },
    handler: async (request) => ({ data: await drafts.listDrafts(deps, signedIn(request), request.query.kind) }),
  });
  api.post('/api/apport/consignments/draft', {
    config,
    schema: { tags, body: ZFlowDraftBody, response: { 200: ZFlowDraftResponse, ...errorResponses } },
    handler: async (request) => ({ data: await drafts.createDraft(deps, signedIn(request), request.body) }),
  });
  api.get('/api/apport/consignments/draft/:id', {
    config,
    schema: { tags, params: ZFlowDraftParams, response: { 200: ZFlowDraftResponse, ...errorResponses } },
    handler: async (request) => ({ data: await drafts.getDraft(deps, signedIn(request), request.params.id) }),
  });
  api.put('/api/apport/consignments/draft/:id', {
    config,
    schema: { tags, params: ZFlowDraftParams, body: ZFlowDraftBody, response: { 200: ZFlowDraftResponse, ...errorResponses } },
    handler: async (request) => ({ data: await drafts.updateDraft(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/apport/consignments/draft/:id', {
    config,
    schema: { tags, params: ZFlowDraftParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await drafts.deleteDraft(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/priceleadtime/invoice/articles/import', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: { 200: ZInvoiceArticlesImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await readInvoiceArticles(deps, request.body.file) }),
  });
  api.get('/api/priceleadtime/invoice/articles/template', {
    config,
    schema: { tags },
    handler: async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="invoice-articles.xlsx"')
        .send(await invoiceArticlesTemplate()),
  });
}
