import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZEmissionsCalculateBody, ZEmissionsCalculationResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { calculateEmissions } from './emissions.service';

export function emissionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/emissions/calculate', {
    config: { access: 'signedIn', permission: 'transport.emissions' },
    schema: { tags: ['emissions'], body: ZEmissionsCalculateBody, response: { 200: ZEmissionsCalculationResponse, ...errorResponses } },
    handler: async (request) => ({ data: await calculateEmissions(deps, signedIn(request), request.body) }),
  });
}
