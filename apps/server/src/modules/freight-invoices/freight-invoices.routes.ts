import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConsignmentUuidParams,
  ZFreightInvoiceBody,
  ZFreightInvoiceCheckParams,
  ZFreightInvoiceDecisionBody,
  ZFreightInvoiceImportResponse,
  ZShipmentFreightInvoicesResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { sendWorkbook } from '../../platform/workbook-import';
import * as invoices from './freight-invoices.service';

export function freightInvoicesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['freight invoices'];
  // Carriers' invoices are received by those who keep the organization's invoice actions.
  const receiving = { access: 'siteAdmin', permission: 'transport.shipments.freight_invoices' } as const;

  api.post('/api/integrations/freight-invoices', {
    config: { access: 'integration' },
    schema: { tags, body: ZFreightInvoiceBody, response: { 200: ZFreightInvoiceImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await invoices.receiveFromIntegration(deps, request.ctx, request.body) }),
  });
  api.get('/api/freight-invoices/template', {
    config: receiving,
    schema: { tags, response: errorResponses },
    handler: async (request, reply) =>
      sendWorkbook(reply, 'freight-invoices.xlsx', await invoices.invoiceTemplate(signedIn(request).locale)),
  });
  api.post('/api/freight-invoices/upload', {
    config: receiving,
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }), response: { 200: ZFreightInvoiceImportResponse, ...errorResponses } },
    handler: async (request) => ({ data: await invoices.receiveUpload(deps, signedIn(request), request.body.file) }),
  });
  api.get('/api/consignments/:uuid/freight-invoices', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZShipmentFreightInvoicesResponse, ...errorResponses } },
    handler: async (request) => invoices.shipmentInvoices(deps, signedIn(request), request.params.uuid),
  });
  api.post('/api/consignments/:uuid/freight-invoices/:checkId/decision', {
    config: { access: 'signedIn', permission: 'transport.shipments.freight_invoices' },
    schema: {
      tags,
      params: ZFreightInvoiceCheckParams,
      body: ZFreightInvoiceDecisionBody,
      response: { 200: ZShipmentFreightInvoicesResponse, ...errorResponses },
    },
    handler: async (request) => invoices.decide(deps, signedIn(request), request.params.uuid, request.params.checkId, request.body),
  });
}
