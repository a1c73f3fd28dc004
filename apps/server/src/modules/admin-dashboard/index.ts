import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { dashboardRoutes } from './dashboard.routes';

export function registerAdminDashboard(app: FastifyInstance, deps: AppDeps) {
  dashboardRoutes(app, deps);
}
