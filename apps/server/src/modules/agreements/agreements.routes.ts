import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingAgreement,
  ZBookingAgreementBatchBody,
  ZBookingAgreementBatchDeleteBody,
  ZBookingAgreementBatchResponse,
  ZBookingAgreementBody,
  ZListBookingAgreementsResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as agreements from './agreements.service';

const BASE = '/api/booking/unifaun-agreement-rules';

export function registerAgreements(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking agreements'];
  const config = { access: 'godUser' } as const;

  registerRecordRoutes(app, {
    path: BASE,
    tags,
    config,
    record: ZBookingAgreement,
    listResponse: ZListBookingAgreementsResponse,
    body: ZBookingAgreementBody,
    list: (_ctx, query) => agreements.listAgreements(deps, query),
    create: (_ctx, body) => agreements.createAgreement(deps, body),
    get: (_ctx, id) => agreements.getAgreement(deps, id),
    update: (_ctx, id, body) => agreements.updateAgreement(deps, id, body),
    remove: (_ctx, id) => agreements.deleteAgreement(deps, id),
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
}
