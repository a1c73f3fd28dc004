import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { settingsRoutes } from './settings.routes';

export function registerSettings(app: FastifyInstance, deps: AppDeps) {
  settingsRoutes(app, deps);
}
