import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZAdminCarrierService,
  ZCarrierBody,
  ZCarrierDetail,
  ZCarrierDetectorBody,
  ZCarrierDetectorSaved,
  ZCarrierServiceBody,
  ZIdParam,
  ZListAdminCarriersResponse,
  ZListQuery,
  ZListUnmatchedCarriersResponse,
  ZUnmatchedCarrierDetectorBody,
  ZUnmatchedCarrierDetectorSaved,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as admin from './carrier-admin.service';

/**
 * The carriers administration of god users under `/api/carrier` (SPEC §7 catalogue: carrier,
 * detectors/unmatched); the lists every signed-in user reads stay at `/api/carriers`.
 */
export function registerCarrierAdmin(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['carriers administration'];
  const config = { access: 'godUser' } as const;
  const carrier = { 200: dataResponse(ZCarrierDetail), ...errorResponses, 409: errorResponses[422] };
  const service = { 200: dataResponse(ZAdminCarrierService), ...errorResponses };
  const detector = { 200: dataResponse(ZCarrierDetectorSaved), ...errorResponses };
  const noContent = { 204: z.null(), ...errorResponses, 409: errorResponses[422] };

  api.get('/api/carrier', {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListAdminCarriersResponse, ...errorResponses } },
    handler: async (request) => admin.listCarriers(deps, request.query),
  });
  api.post('/api/carrier', {
    config,
    schema: { tags, body: ZCarrierBody, response: carrier },
    handler: async (request) => ({ data: await admin.createCarrier(deps, signedIn(request), request.body) }),
  });
  api.get('/api/carrier/detectors/unmatched', {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListUnmatchedCarriersResponse, ...errorResponses } },
    handler: async (request) => admin.listUnmatched(deps, request.query),
  });
  api.post('/api/carrier/detectors/unmatched/:id', {
    config,
    schema: {
      tags,
      params: ZIdParam,
      body: ZUnmatchedCarrierDetectorBody,
      response: { 200: dataResponse(ZUnmatchedCarrierDetectorSaved), ...errorResponses },
    },
    handler: async (request) => ({ data: await admin.detectUnmatched(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.put('/api/carrier/detectors/:id', {
    config,
    schema: { tags, params: ZIdParam, body: ZCarrierDetectorBody, response: detector },
    handler: async (request) => ({ data: await admin.updateDetector(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/carrier/detectors/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await admin.deleteDetector(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.put('/api/carrier/services/:id', {
    config,
    schema: { tags, params: ZIdParam, body: ZCarrierServiceBody, response: service },
    handler: async (request) => ({ data: await admin.updateService(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/carrier/services/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await admin.deleteService(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.get('/api/carrier/:id', {
    config,
    schema: { tags, params: ZIdParam, response: carrier },
    handler: async (request) => ({ data: await admin.getCarrier(deps, request.params.id) }),
  });
  api.put('/api/carrier/:id', {
    config,
    schema: { tags, params: ZIdParam, body: ZCarrierBody, response: carrier },
    handler: async (request) => ({ data: await admin.updateCarrier(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/carrier/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await admin.deleteCarrier(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.post('/api/carrier/:id/logo', {
    config,
    preValidation: multipartBody(['logo']),
    schema: { tags, params: ZIdParam, body: z.object({ logo: ZUploadedFile }), response: carrier },
    handler: async (request) => ({ data: await admin.replaceLogo(deps, signedIn(request), request.params.id, request.body.logo) }),
  });
  api.delete('/api/carrier/:id/logo', {
    config,
    schema: { tags, params: ZIdParam, response: carrier },
    handler: async (request) => ({ data: await admin.removeLogo(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/carrier/:id/services', {
    config,
    schema: { tags, params: ZIdParam, body: ZCarrierServiceBody, response: service },
    handler: async (request) => ({ data: await admin.createService(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.post('/api/carrier/:id/detectors', {
    config,
    schema: { tags, params: ZIdParam, body: ZCarrierDetectorBody, response: detector },
    handler: async (request) => ({ data: await admin.createDetector(deps, signedIn(request), request.params.id, request.body) }),
  });

  // Carrier logos are public marks, shown on quotes and in e-mails as plain images.
  api.get('/api/carriers/:id/logo', {
    config: { access: 'public' },
    schema: { tags, params: ZIdParam },
    handler: async (request, reply) => {
      const logo = await admin.readLogo(deps, request.params.id);
      return (
        reply
          .type(logo.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs no script and loads nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(logo.content)
      );
    },
  });
}
