import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bookingListRoutes } from './booking-list.routes';
import { bookingsRoutes } from './bookings.routes';

export function registerBookings(app: FastifyInstance, deps: AppDeps) {
  bookingsRoutes(app, deps);
  bookingListRoutes(app, deps);
}

export type { CarrierConnector, HandOverBooking, HandOverResult } from './connectors';
export { retryDueHandOvers } from './hand-over.service';
