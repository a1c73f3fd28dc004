import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { shipmentChatRoutes } from './shipment-chat.routes';

export function registerShipmentChat(app: FastifyInstance, deps: AppDeps) {
  shipmentChatRoutes(app, deps);
}
