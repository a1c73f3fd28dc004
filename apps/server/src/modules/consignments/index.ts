import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { activityRoutes } from './activity.routes';
import { notifyDueReminders } from './activity.service';
import { consignmentsRoutes } from './consignments.routes';

export function registerConsignments(app: FastifyInstance, deps: AppDeps) {
  consignmentsRoutes(app, deps);
  activityRoutes(app, deps);
  deps.jobs.define('due-reminders', () => notifyDueReminders(deps), { oneWaiting: true, cron: '* * * * *' });
}

export { sourceOptions } from './consignments.service';
export { actingScope, visibleConsignments } from '../../platform/shipment-scope';
export { shipmentChangeEvents } from './activity.service';
