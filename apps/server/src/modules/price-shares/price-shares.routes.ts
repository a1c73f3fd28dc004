import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePriceCalculationShareBody,
  ZListPriceCalculationSharesResponse,
  ZPriceCalculationParams,
  ZCreatedPriceCalculationShareResponse,
  ZPriceCalculationShareParams,
  ZSharedPriceCalculationParams,
  ZSharedPriceCalculationResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as shares from './price-shares.service';

export function registerPriceShares(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price calculation'];
  const config = { access: 'signedIn' } as const;

  api.get('/api/price-calculation/:id/shares', {
    config,
    schema: { tags, params: ZPriceCalculationParams, response: { 200: ZListPriceCalculationSharesResponse, ...errorResponses } },
    handler: async (request) => ({ data: await shares.listShares(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/price-calculation/:id/shares', {
    config,
    schema: {
      tags,
      params: ZPriceCalculationParams,
      body: ZCreatePriceCalculationShareBody,
      response: { 200: ZCreatedPriceCalculationShareResponse, ...errorResponses },
    },
    handler: async (request) => ({ data: await shares.createShare(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/price-calculation/shares/:shareId', {
    config,
    schema: { tags, params: ZPriceCalculationShareParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await shares.revokeShare(deps, signedIn(request), request.params.shareId);
      return reply.status(204).send(null);
    },
  });
  api.get('/api/shared/price-leadtime/:token', {
    // Opened from the link without signing in (SPEC §2 shared routes).
    config: { access: 'shared' },
    schema: { tags, params: ZSharedPriceCalculationParams, response: { 200: ZSharedPriceCalculationResponse, ...errorResponses } },
    handler: async (request) => ({ data: await shares.openShare(deps, request.params.token) }),
  });
}
