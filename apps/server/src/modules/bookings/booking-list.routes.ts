import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListBookingsResponse, ZListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as bookingList from './booking-list.service';

export function bookingListRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/bookings', {
    config: { access: 'signedIn', permission: 'transport.bookings' },
    schema: { tags: ['bookings'], querystring: ZListQuery, response: { 200: ZListBookingsResponse, ...errorResponses } },
    handler: async (request) => bookingList.listBookings(deps, signedIn(request), request.query),
  });
}
