import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { exceptionsRoutes } from './exceptions.routes';

export function registerExceptions(app: FastifyInstance, deps: AppDeps) {
  exceptionsRoutes(app, deps);
}

export { openException, recordExceptionEvent, refreshExceptionFlag } from './exceptions.service';
