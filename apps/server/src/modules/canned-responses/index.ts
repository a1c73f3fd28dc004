import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { cannedResponsesRoutes } from './canned-responses.routes';

export { sendShipmentMessage } from './canned-responses.service';

export function registerCannedResponses(app: FastifyInstance, deps: AppDeps) {
  cannedResponsesRoutes(app, deps);
}
