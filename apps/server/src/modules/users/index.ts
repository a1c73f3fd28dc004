import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { usersRoutes } from './users.routes';

export function registerUsers(app: FastifyInstance, deps: AppDeps) {
  usersRoutes(app, deps);
}
