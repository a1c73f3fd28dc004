import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZCannedResponse,
  ZCannedResponseActionBody,
  ZCannedResponseBody,
  ZCannedResponsePlaceholder,
  ZCannedResponseUsage,
  ZConsignmentMessage,
  ZConsignmentUuidParams,
  ZIdParam,
  ZListCannedResponsesQuery,
  ZRenderedCannedResponse,
  ZSendConsignmentMessageBody,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as service from './canned-responses.service';

/** Reply templates (every user; the service decides who may change which) and the e-mails sent with them from a shipment. */
export function cannedResponsesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canned responses'];
  const config = { access: 'signedIn' } as const;
  const shipmentConfig = { access: 'signedIn', permission: 'transport.shipments' } as const;
  const one = { 200: dataResponse(ZCannedResponse), ...errorResponses };

  api.get('/api/canned-responses', {
    config,
    schema: { tags, querystring: ZListCannedResponsesQuery, response: { 200: dataResponse(z.array(ZCannedResponse)), ...errorResponses } },
    handler: async (request) => ({ data: await service.listResponses(deps, signedIn(request), request.query) }),
  });
  api.get('/api/canned-responses/placeholders', {
    config,
    schema: { tags, response: { 200: dataResponse(z.array(ZCannedResponsePlaceholder)), ...errorResponses } },
    handler: async (request) => ({ data: await service.placeholders(deps, signedIn(request).locale) }),
  });
  api.post('/api/canned-responses/action', {
    config: shipmentConfig,
    schema: { tags, body: ZCannedResponseActionBody, response: { 200: dataResponse(ZRenderedCannedResponse), ...errorResponses } },
    handler: async (request) => ({ data: await service.renderForShipment(deps, signedIn(request), request.body) }),
  });
  api.get('/api/canned-responses/:id', {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await service.getResponse(deps, signedIn(request), request.params.id) }),
  });
  api.get('/api/canned-responses/:id/usage', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(ZCannedResponseUsage), ...errorResponses } },
    handler: async (request) => ({ data: await service.usage(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/canned-responses', {
    config,
    schema: { tags, body: ZCannedResponseBody, response: one },
    handler: async (request) => ({ data: await service.createResponse(deps, signedIn(request), request.body) }),
  });
  api.put('/api/canned-responses/:id', {
    config,
    schema: { tags, params: ZIdParam, body: ZCannedResponseBody, response: one },
    handler: async (request) => ({ data: await service.updateResponse(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/canned-responses/:id', {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await service.deleteResponse(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/consignments/:uuid/canned-response', {
    config: shipmentConfig,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: dataResponse(z.array(ZConsignmentMessage)), ...errorResponses } },
    handler: async (request) => ({ data: await service.listMessages(deps, signedIn(request), request.params.uuid) }),
  });
  api.post('/api/consignments/:uuid/canned-response', {
    config: shipmentConfig,
    schema: {
      tags,
      params: ZConsignmentUuidParams,
      body: ZSendConsignmentMessageBody,
      response: { 200: dataResponse(ZConsignmentMessage), ...errorResponses },
    },
    handler: async (request) => ({ data: await service.sendMessage(deps, signedIn(request), request.params.uuid, request.body) }),
  });
  api.post('/api/consignments/canned-response/:id/retry', {
    config: shipmentConfig,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(ZConsignmentMessage), ...errorResponses } },
    handler: async (request) => ({ data: await service.retryMessage(deps, signedIn(request), request.params.id) }),
  });
}
