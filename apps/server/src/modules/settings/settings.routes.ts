import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingDefaults,
  ZBookingDefaultsResponse,
  ZChangePasswordBody,
  ZIdParams,
  ZMessageResponse,
  ZProfileResponse,
  ZUpdateProfileBody,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { translate } from '../../platform/i18n';
import { errorResponses } from '../../platform/responses';
import * as settings from './settings.service';

export function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  api.put('/api/settings/profile', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZUpdateProfileBody, response: { 200: ZProfileResponse, ...errorResponses } },
    handler: async (request) => ({ data: await settings.updateProfile(deps, signedIn(request), request.body) }),
  });

  api.get('/api/settings/profile/booking', {
    config: { access: 'signedIn' },
    schema: { tags, response: { 200: ZBookingDefaultsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await settings.bookingDefaults(deps, signedIn(request)) }),
  });

  api.put('/api/settings/profile/booking', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZBookingDefaults, response: { 200: ZBookingDefaultsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await settings.updateBookingDefaults(deps, signedIn(request), request.body) }),
  });

  api.put('/api/settings/password', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZChangePasswordBody, response: { 200: ZMessageResponse, ...errorResponses } },
    handler: async (request) => {
      await settings.changePassword(deps, signedIn(request), request.body);
      return { message: translate(request.ctx.locale, 'settings.password_changed') };
    },
  });

  api.post('/api/users/:id/avatar', {
    config: { access: 'signedIn' },
    preValidation: multipartBody(['avatar']),
    schema: {
      tags,
      params: ZIdParams,
      body: z.object({ avatar: ZUploadedFile }),
      response: { 200: ZProfileResponse, ...errorResponses },
    },
    handler: async (request) => ({
      data: await settings.replaceAvatar(deps, signedIn(request), request.params.id, request.body.avatar),
    }),
  });

  api.delete('/api/users/:id/avatar', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZIdParams, response: { 200: ZProfileResponse, ...errorResponses } },
    handler: async (request) => ({ data: await settings.removeAvatar(deps, signedIn(request), request.params.id) }),
  });
}
