import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { identityProvidersRoutes } from './identity-providers.routes';

export function registerIdentityProviders(app: FastifyInstance, deps: AppDeps) {
  identityProvidersRoutes(app, deps);
}
