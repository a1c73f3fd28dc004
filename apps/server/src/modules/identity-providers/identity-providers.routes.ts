import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorBody,
  ZIdentityLinkBody,
  ZIdentityProvider,
  ZIdentityProviderBody,
  ZIdParam,
  ZInvitationBody,
  ZInvitationResponse,
  ZLinkedAccountsResponse,
  ZListIdentityProvidersResponse,
  ZLoginResponse,
  ZMessageResponse,
  ZMicrosoftSignInBody,
  ZProviderCallbackBody,
  ZProviderRedirectResponse,
  ZProviderSignInBody,
  ZSignInProvidersBody,
  ZSignInProvidersResponse,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { translate } from '../../platform/i18n';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import { generateToken } from '../../platform/secrets';
import { setSessionCookies } from '../../platform/session-cookie';
import * as providers from './identity-providers.service';
import * as linkedAccounts from './linked-accounts.service';
import * as signIn from './provider-sign-in.service';

/** The cookie that binds a sign-in under way to the browser that began it. */
const SIGN_IN_COOKIE = 'provider_sign_in';
const SIGN_IN_COOKIE_PATH = '/api/oauth';

function bindBrowser(request: FastifyRequest, reply: FastifyReply, appUrl: string) {
  const token = generateToken();
  reply.setCookie(SIGN_IN_COOKIE, token, {
    path: SIGN_IN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || appUrl.startsWith('https:'),
    maxAge: 600,
  });
  return token;
}

export function identityProvidersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Organization admins keep their organization's providers, god users everyone's.
  registerRecordRoutes(app, {
    path: '/api/identity-providers',
    tags: ['identity providers'],
    config: { access: 'organizationAdmin', permission: 'settings.organization' },
    record: ZIdentityProvider,
    listResponse: ZListIdentityProvidersResponse,
    body: ZIdentityProviderBody,
    list: (ctx, query) => providers.listProviders(deps, ctx, query),
    create: (ctx, body) => providers.createProvider(deps, ctx, body),
    get: (ctx, id) => providers.getProvider(deps, ctx, id),
    update: (ctx, id, body) => providers.updateProvider(deps, ctx, id, body),
    remove: (ctx, id) => providers.deleteProvider(deps, ctx, id),
  });

  const tags = ['auth'];
  const redirect = { 200: ZProviderRedirectResponse, ...errorResponses };

  api.post('/api/auth/providers', {
    config: { access: 'public' },
    schema: { tags, body: ZSignInProvidersBody, response: { 200: ZSignInProvidersResponse, 422: ZErrorBody } },
    handler: async (request) => ({ data: await signIn.providersForEmail(deps, request.body.email) }),
  });

  api.post('/api/auth/ms/signin', {
    config: { access: 'public' },
    schema: { tags, body: ZMicrosoftSignInBody, response: redirect },
    handler: async (request, reply) => {
      const browser = bindBrowser(request, reply, deps.config.appUrl);
      const { email, remember } = request.body;
      return { data: { url: await signIn.startMicrosoftSignIn(deps, request.ctx, request.log, email, remember, browser) } };
    },
  });

  api.post('/api/oauth/callback', {
    config: { access: 'public' },
    schema: { tags, body: ZProviderCallbackBody, response: { 200: ZLoginResponse, 202: ZMessageResponse, ...errorResponses } },
    handler: async (request, reply) => {
      const browser = request.cookies[SIGN_IN_COOKIE] ?? null;
      reply.clearCookie(SIGN_IN_COOKIE, { path: SIGN_IN_COOKIE_PATH });
      const outcome = await signIn.finishSignIn(deps, request.ctx, request.log, request.body.search, browser);
      if (outcome.kind === 'confirm_by_email') {
        return reply.status(202).send({ message: translate(request.ctx.locale, 'auth.provider_link_sent') });
      }
      const { token, expires_at, user } = outcome.session;
      setSessionCookies(reply, request, deps.config.appUrl, token, outcome.remember ? new Date(expires_at) : null);
      // Like a password sign-in of the browser, the token stays in its HttpOnly cookie.
      return { data: { expires_at, user } };
    },
  });

  api.post('/api/oauth/link', {
    config: { access: 'public' },
    schema: { tags, body: ZIdentityLinkBody, response: { 200: ZMessageResponse, 422: ZErrorBody } },
    handler: async (request) => {
      await signIn.confirmIdentityLink(deps, request.body.token);
      return { message: translate(request.ctx.locale, 'auth.provider_linked') };
    },
  });

  api.post('/api/oauth/invitation', {
    config: { access: 'public' },
    schema: { tags, body: ZInvitationBody, response: { 200: ZInvitationResponse, 422: ZErrorBody } },
    handler: async (request) => ({ data: await signIn.openInvitation(deps, request.body.token) }),
  });

  api.get('/api/settings/profile/accounts', {
    config: { access: 'signedIn' },
    schema: { tags: ['settings'], response: { 200: ZLinkedAccountsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await linkedAccounts.listLinkedAccounts(deps, signedIn(request)) }),
  });

  api.delete('/api/settings/profile/accounts/:id', {
    config: { access: 'signedIn' },
    schema: { tags: ['settings'], params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await linkedAccounts.unlinkAccount(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/oauth/:id', {
    config: { access: 'public' },
    schema: { tags, params: ZIdParam, body: ZProviderSignInBody, response: redirect },
    handler: async (request, reply) => {
      const browser = bindBrowser(request, reply, deps.config.appUrl);
      return { data: { url: await signIn.startSignIn(deps, request.ctx, request.log, request.params.id, request.body, browser) } };
    },
  });
}
