import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { analyticsRoutes } from './analytics.routes';

export function registerAnalytics(app: FastifyInstance, deps: AppDeps) {
  analyticsRoutes(app, deps);
}

/** The catalogue of dimensions and measures, for whatever composes its own queries from it (a report builder). */
export { runQuery, periodOf, chartExportColumns, type CatalogueQuery } from './analytics.service';
export { MEASURES } from './catalogue';
