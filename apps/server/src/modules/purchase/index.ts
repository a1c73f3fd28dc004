import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { purchaseRoutes } from './purchase.routes';

export function registerPurchase(app: FastifyInstance, deps: AppDeps) {
  purchaseRoutes(app, deps);
}

export { linkShipmentsByOrderNumber } from './orders.service';
export { alertUnbookedLines } from './alerts.service';
