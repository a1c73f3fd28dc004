import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { cannedResponsesRoutes } from './canned-responses.routes';
import { deliverMessage, SHIPMENT_MESSAGE_JOB } from './canned-responses.service';

export { sendShipmentMessage } from './canned-responses.service';

export function registerCannedResponses(app: FastifyInstance, deps: AppDeps) {
  cannedResponsesRoutes(app, deps);
  // Three tries over half a minute or so before the message shows as failed and can be sent again by hand.
  deps.jobs.define<{ id: number }>(SHIPMENT_MESSAGE_JOB, (run) => deliverMessage(deps, run), {
    retries: 2,
    retryDelaySeconds: 10,
    expireSeconds: 5 * 60,
  });
}
