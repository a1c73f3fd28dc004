import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { reportsRoutes } from './reports.routes';

export function registerReports(app: FastifyInstance, deps: AppDeps) {
  reportsRoutes(app, deps);
}
