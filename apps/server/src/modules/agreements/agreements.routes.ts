import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZBookingAgreement,
  ZBookingAgreementBatchBody,
  ZBookingAgreementBatchDeleteBody,
  ZBookingAgreementBatchResponse,
  ZBookingAgreementBody,
  ZIdParam,
  ZListBookingAgreementsResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/responses';
import * as agreements from './agreements.service';

const BASE = '/api/booking/unifaun-agreement-rules';

export function registerAgreements(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking agreements'];
  const config = { access: 'godUser' } as const;
  const one = { 200: dataResponse(ZBookingAgreement), ...errorResponses };

  api.get(BASE, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListBookingAgreementsResponse, ...errorResponses } },
    handler: async (request) => agreements.listAgreements(deps, request.query),
  });
  api.post(BASE, {
    config,
    schema: { tags, body: ZBookingAgreementBody, response: one },
    handler: async (request) => ({ data: await agreements.createAgreement(deps, request.body) }),
  });
  api.post(`${BASE}/batch`, {
    config,
    schema: { tags, body: ZBookingAgreementBatchBody, response: { 200: ZBookingAgreementBatchResponse, ...errorResponses } },
    handler: async (request) => ({ data: await agreements.saveAgreements(deps, request.body.agreements) }),
  });
  api.post(`${BASE}/batch/delete`, {
    config,
    schema: { tags, body: ZBookingAgreementBatchDeleteBody, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await agreements.deleteAgreements(deps, request.body.ids);
      return reply.status(204).send(null);
    },
  });
  api.get(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await agreements.getAgreement(deps, request.params.id) }),
  });
  api.put(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, body: ZBookingAgreementBody, response: one },
    handler: async (request) => ({ data: await agreements.updateAgreement(deps, request.params.id, request.body) }),
  });
  api.delete(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await agreements.deleteAgreement(deps, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
