import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { activityRoutes } from './activity.routes';
import { consignmentsRoutes } from './consignments.routes';

export function registerConsignments(app: FastifyInstance, deps: AppDeps) {
  consignmentsRoutes(app, deps);
  activityRoutes(app, deps);
}

export { sourceOptions } from './consignments.service';
export { notifyDueReminders } from './activity.service';
export { actingScope, visibleConsignments } from '../../platform/shipment-scope';
