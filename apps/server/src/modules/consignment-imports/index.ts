import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { importsRoutes } from './imports.routes';

export function registerConsignmentImports(app: FastifyInstance, deps: AppDeps) {
  importsRoutes(app, deps);
}

export { detectCarrier } from './import-rules';
export { findCarrierCatalogue } from './imports.queries';
export { importShipments } from './imports.service';
