import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { organizationsRoutes } from './organizations.routes';

export { organizationLogoUrl } from './organizations.service';

export function registerOrganizations(app: FastifyInstance, deps: AppDeps) {
  organizationsRoutes(app, deps);
}
