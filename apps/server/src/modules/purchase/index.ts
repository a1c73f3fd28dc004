import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { orderDocumentRoutes } from './order-documents.routes';
import { purchaseRoutes } from './purchase.routes';

export function registerPurchase(app: FastifyInstance, deps: AppDeps) {
  purchaseRoutes(app, deps);
  orderDocumentRoutes(app, deps);
}

export { linkShipmentsByOrderNumber } from './orders.service';
export { checkBookedOrderLines, linkBookedOrderLines } from './order-bookings.service';
export { alertUnbookedLines } from './alerts.service';
