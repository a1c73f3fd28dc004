import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { registrationsRoutes } from './registrations.routes';

export function registerRegistrations(app: FastifyInstance, deps: AppDeps) {
  registrationsRoutes(app, deps);
}
