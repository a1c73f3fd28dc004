import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmissionsCalculateBody,
  ZEmissionsCalculationResponse,
  ZConsignmentUuidParams,
  ZListEmissionFactorSetsResponse,
  ZShipmentEmissionsResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { calculateEmissions, getShipmentEmissions, listFactorSets } from './emissions.service';

export function emissionsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'signedIn', permission: 'transport.emissions' } as const;
  const tags = ['emissions'];
  api.get('/api/emissions/factor-sets', {
    config,
    schema: { tags, response: { 200: ZListEmissionFactorSetsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await listFactorSets(deps, signedIn(request)) }),
  });
  api.post('/api/emissions/calculate', {
    config,
    schema: { tags, body: ZEmissionsCalculateBody, response: { 200: ZEmissionsCalculationResponse, ...errorResponses } },
    handler: async (request) => ({ data: await calculateEmissions(deps, signedIn(request), request.body) }),
  });
  // Part of the shipment page: whoever sees the shipment sees its emissions.
  api.get('/api/emissions/shipment/:uuid', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: ZShipmentEmissionsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await getShipmentEmissions(deps, signedIn(request), request.params.uuid) }),
  });
}
