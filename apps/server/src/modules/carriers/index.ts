import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registerCarrierAdmin } from './carrier-admin.routes';
import { carriersRoutes } from './carriers.routes';

export function registerCarriers(app: FastifyInstance, deps: AppDeps) {
  carriersRoutes(app, deps);
  registerCarrierAdmin(app, deps);
}

export { carrierLogoUrl } from './carrier-admin.service';
export { offeredCarriers } from './carriers.queries';
