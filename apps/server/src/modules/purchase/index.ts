import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { alertUnbookedLines } from './alerts.service';
import { orderDocumentRoutes } from './order-documents.routes';
import { purchaseRoutes } from './purchase.routes';

export function registerPurchase(app: FastifyInstance, deps: AppDeps) {
  purchaseRoutes(app, deps);
  orderDocumentRoutes(app, deps);
  deps.jobs.define('unbooked-order-lines', () => alertUnbookedLines(deps), { oneWaiting: true, cron: '* * * * *' });
}

export { linkShipmentsByOrderNumber } from './orders.service';
export { checkBookedOrderLines, linkBookedOrderLines } from './order-bookings.service';
export { alertUnbookedLines } from './alerts.service';
