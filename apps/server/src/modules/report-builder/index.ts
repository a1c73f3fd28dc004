import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { savedReportsRoutes } from './saved-reports.routes';

export function registerReportBuilder(app: FastifyInstance, deps: AppDeps) {
  savedReportsRoutes(app, deps);
}
