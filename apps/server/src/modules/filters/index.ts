import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { filtersRoutes } from './filters.routes';

export function registerFilters(app: FastifyInstance, deps: AppDeps) {
  filtersRoutes(app, deps);
}
