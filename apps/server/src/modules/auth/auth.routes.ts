import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmailResendBody,
  ZEmailVerifyBody,
  ZErrorBody,
  ZLoginBody,
  ZLoginResponse,
  ZMessageResponse,
  ZPasswordEmailBody,
  ZPasswordResetBody,
  ZWhoamiResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { clearSessionCookies, setSessionCookies } from '../../platform/session-cookie';
import { translate } from '../../platform/i18n';
import { errorResponses } from '../../platform/responses';
import { loadUserProfile } from './profile.service';
import * as auth from './auth.service';

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post('/api/login', {
    config: { access: 'public' },
    schema: { tags, body: ZLoginBody, response: { 200: ZLoginResponse, 422: ZErrorBody, 429: ZErrorBody } },
    handler: async (request, reply) => {
      const { token, expires_at, user } = await auth.login(deps, request.ctx, request.body);
      // A browser keeps the session in the cookie either way; API clients read the token.
      const expires = request.body.remember ? new Date(expires_at) : null;
      setSessionCookies(reply, request, deps.config.appUrl, token, expires);
      return { data: request.body.cookie ? { expires_at, user } : { token, expires_at, user } };
    },
  });

  api.post('/api/logout', {
    config: { access: 'public' },
    schema: { tags, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await auth.logout(deps, request.ctx);
      clearSessionCookies(reply, request, deps.config.appUrl);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/whoami', {
    config: { access: 'signedIn' },
    schema: { tags, response: { 200: ZWhoamiResponse, ...errorResponses } },
    handler: async (request) => ({ data: await loadUserProfile(deps.db, signedIn(request).actor.userId) }),
  });

  api.post('/api/password/email', {
    config: { access: 'public' },
    schema: { tags, body: ZPasswordEmailBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
    handler: async (request) => {
      auth.requestPasswordReset(deps, request.ctx, request.body.email);
      return { message: translate(request.ctx.locale, 'auth.password_link_sent') };
    },
  });

  for (const [path, purpose] of [
    ['/api/password/reset', 'password_reset'],
    ['/api/password/welcome', 'welcome'],
  ] as const) {
    api.post(path, {
      config: { access: 'public' },
      schema: { tags, body: ZPasswordResetBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
      handler: async (request) => {
        const messageKey = await auth.setPasswordWithToken(deps, request.body, purpose);
        return { message: translate(request.ctx.locale, messageKey) };
      },
    });
  }

  api.post('/api/email/verify', {
    config: { access: 'public' },
    schema: { tags, body: ZEmailVerifyBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
    handler: async (request) => {
      await auth.verifyEmail(deps, request.body);
      return { message: translate(request.ctx.locale, 'auth.email_verified') };
    },
  });

  api.post('/api/email/resend', {
    config: { access: 'public' },
    schema: { tags, body: ZEmailResendBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
    handler: async (request) => {
      auth.resendVerification(deps, request.ctx, request.body.email);
      return { message: translate(request.ctx.locale, 'auth.verification_sent') };
    },
  });
}
