import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { sitesRoutes } from './sites.routes';

export function registerSites(app: FastifyInstance, deps: AppDeps) {
  sitesRoutes(app, deps);
}

export { toSite, visibleSites } from './sites.service';
