import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPriceCalculationResponse,
  ZPriceCalculationParams,
  ZPriceCalculationRequest,
  ZSimplePriceCalculationRequest,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as quotes from './quotes.service';

export function quotesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price calculation'];
  const answer = { 200: ZPriceCalculationResponse, ...errorResponses };

  api.post('/api/price-calculation/simple', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZSimplePriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateSimple(deps, signedIn(request), request.body) }),
  });
  api.post('/api/price-calculation/multiple', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZPriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateMultiple(deps, signedIn(request), request.body) }),
  });
  api.post('/api/price-calculation/smart', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZPriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateSmart(deps, signedIn(request), request.body) }),
  });
  api.get('/api/price-calculation/response/:id', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZPriceCalculationParams, response: answer },
    handler: async (request) => ({ data: await quotes.findCalculation(deps, signedIn(request), request.params.id) }),
  });
}
