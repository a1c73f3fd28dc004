import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdHocBookingRequest,
  ZBookAgainResponse,
  ZBookingParams,
  ZBookingResponse,
  ZFlowBookingRequest,
  ZHandOverResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { bookAgain } from './book-again.service';
import * as bookings from './bookings.service';

export function bookingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];

  api.post('/api/bookings', {
    config: { access: 'signedIn', permission: 'transport.booking' },
    schema: { tags, body: ZFlowBookingRequest, response: { 200: ZBookingResponse, ...errorResponses } },
    handler: async (request) => ({ data: await bookings.createBooking(deps, signedIn(request), request.body) }),
  });
  api.post('/api/bookings/ad-hoc', {
    config: { access: 'signedIn', permission: 'transport.booking' },
    schema: { tags, body: ZAdHocBookingRequest, response: { 200: ZBookingResponse, ...errorResponses } },
    handler: async (request) => ({ data: await bookings.createAdHocBooking(deps, signedIn(request), request.body) }),
  });
  api.get('/api/bookings/:uuid/book-again', {
    config: { access: 'signedIn', permission: 'transport.booking' },
    schema: { tags, params: ZBookingParams, response: { 200: ZBookAgainResponse, ...errorResponses } },
    handler: async (request) => ({ data: await bookAgain(deps, signedIn(request), request.params.uuid) }),
  });
  api.get('/api/bookings/:uuid/hand-over', {
    config: { access: 'signedIn', permission: 'transport.shipments' },
    schema: { tags, params: ZBookingParams, response: { 200: ZHandOverResponse, ...errorResponses } },
    handler: async (request) => ({ data: await bookings.getHandOver(deps, signedIn(request), request.params.uuid) }),
  });
  api.post('/api/bookings/:uuid/hand-over/retry', {
    config: { access: 'siteAdmin', permission: 'transport.booking' },
    schema: { tags, params: ZBookingParams, response: { 200: ZHandOverResponse, ...errorResponses } },
    handler: async (request) => ({ data: await bookings.retryHandOver(deps, signedIn(request), request.params.uuid) }),
  });
}
