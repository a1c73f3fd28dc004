import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeclineRegistrationBody,
  ZErrorBody,
  ZIdParams,
  ZListQuery,
  ZListRegistrationsResponse,
  ZMessageResponse,
  ZRegistrationBody,
  ZRegistrationConfirmBody,
  ZRegistrationResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { translate } from '../../platform/i18n';
import { errorResponses } from '../../platform/responses';
import * as registrations from './registrations.service';

export function registrationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['registrations'];
  const godUsers = { access: 'godUser', permission: 'admin.organizations' } as const;

  api.post('/api/register', {
    config: { access: 'public' },
    schema: { tags, body: ZRegistrationBody, response: { 200: ZMessageResponse, 422: ZErrorBody, 429: ZErrorBody } },
    handler: async (request) => {
      await registrations.register(deps, request.body);
      return { message: translate(request.ctx.locale, 'registration.received') };
    },
  });

  api.post('/api/register/confirm', {
    config: { access: 'public' },
    schema: { tags, body: ZRegistrationConfirmBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
    handler: async (request) => {
      await registrations.confirmRegistration(deps, request.body.token);
      return { message: translate(request.ctx.locale, 'registration.confirmed') };
    },
  });

  api.get('/api/registrations', {
    config: godUsers,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListRegistrationsResponse, ...errorResponses } },
    handler: async (request) => registrations.listRegistrations(deps, request.query),
  });

  api.post('/api/registrations/:id/approve', {
    config: godUsers,
    schema: { tags, params: ZIdParams, response: { 200: ZRegistrationResponse, ...errorResponses } },
    handler: async (request) => ({ data: await registrations.approveRegistration(deps, signedIn(request), request.params.id) }),
  });

  api.post('/api/registrations/:id/decline', {
    config: godUsers,
    schema: { tags, params: ZIdParams, body: ZDeclineRegistrationBody, response: { 200: ZRegistrationResponse, ...errorResponses } },
    handler: async (request) => ({
      data: await registrations.declineRegistration(deps, signedIn(request), request.params.id, request.body),
    }),
  });
}
