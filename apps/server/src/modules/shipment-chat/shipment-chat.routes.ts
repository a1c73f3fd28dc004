import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChatMessageResponse, ZConsignmentUuidParams, ZPostChatMessageBody, ZShipmentChatResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as chat from './shipment-chat.service';

export function shipmentChatRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignments'];
  const config = { access: 'signedIn', permission: 'transport.shipments' } as const;

  api.get('/api/consignments/:uuid/chat', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZShipmentChatResponse, ...errorResponses } },
    handler: async (request) => ({ data: await chat.conversation(deps, signedIn(request), request.params.uuid) }),
  });

  api.post('/api/consignments/:uuid/chat', {
    config,
    schema: {
      tags,
      params: ZConsignmentUuidParams,
      body: ZPostChatMessageBody,
      response: { 201: ZChatMessageResponse, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await chat.postMessage(deps, signedIn(request), request.params.uuid, request.body) }),
  });

  api.post('/api/consignments/:uuid/chat/read', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await chat.markRead(deps, signedIn(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
}
