import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { rolesRoutes } from './roles.routes';

export function registerRoles(app: FastifyInstance, deps: AppDeps) {
  rolesRoutes(app, deps);
}
