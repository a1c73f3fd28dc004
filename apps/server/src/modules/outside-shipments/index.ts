import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { outsideShipmentsRoutes } from './outside-shipments.routes';

export function registerOutsideShipments(app: FastifyInstance, deps: AppDeps) {
  outsideShipmentsRoutes(app, deps);
}

export { importWorkbook, type ImportTarget } from './outside-shipments.service';
