import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { importsRoutes } from './imports.routes';

export function registerConsignmentImports(app: FastifyInstance, deps: AppDeps) {
  importsRoutes(app, deps);
}
