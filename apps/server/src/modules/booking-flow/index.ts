import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bookingFlowRoutes } from './booking-flow.routes';

export function registerBookingFlow(app: FastifyInstance, deps: AppDeps) {
  bookingFlowRoutes(app, deps);
}

export { additionalServiceCodes, additionalServicesOf } from './additional-services.service';
export { countryCodes } from './booking-flow.queries';
