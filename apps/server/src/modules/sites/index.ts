import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { sitesRoutes } from './sites.routes';

export function registerSites(app: FastifyInstance, deps: AppDeps) {
  sitesRoutes(app, deps);
}

export { listOrganizationSites, loadSiteSummariesByOrganization, toSite, visibleSites } from './sites.service';
export { findSitesOfOrganizations } from './sites.queries';
