import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ACCESS_RULES,
  HEADER_PAGE_NAME,
  HEADER_REQUEST_ID,
  HEADER_SESSION_ID,
  HEADER_SITE_IDS,
  isAllowed,
  resolveLocale,
  type AccessRule,
  type Locale,
  type TErrorBody,
} from '@freight/contracts';
import type { Database } from '../db/client';
import { loadActor, loadIntegration } from './auth';
import { concurrentWriteError } from './conflicts';
import { AppError, ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError, type FieldMessage } from './errors';
import { isMessageKey, translate } from './i18n';
import { parseSiteIdsHeader, type RequestContext, type SignedInContext } from './request-context';
import { createSessionCache } from './session-cache';
import { passesCsrfCheck, sessionCookieToken } from './session-cookie';
import type { PageHtml } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its method, path, access rule and input schemas, for the access audit and the docs. */
    routeCatalogue: {
      method: string;
      url: string;
      access: AccessRule | undefined;
      permission: string | undefined;
      schema: FastifySchema | undefined;
    }[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Who may call the route (contracts' ACCESS_RULES); an API route without one is refused. */
    access?: AccessRule;
    /** A permission key of the tree the caller's roles must hold. */
    permission?: string;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

function headerText(request: FastifyRequest, name: string, maxLength: number): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, maxLength) : null;
}

/** The signed-in context of a guarded route; a route guard has already refused anonymous calls. */
export function signedIn(request: FastifyRequest): SignedInContext {
  if (!request.ctx.actor) throw new UnauthorizedError();
  return request.ctx as SignedInContext;
}

function fieldMessage(issue: { keyword: string; message?: string; params: Record<string, unknown> }): FieldMessage {
  const params: Record<string, string | number> = {};
  for (const name of ['minimum', 'maximum'] as const) {
    const value = issue.params[name];
    if (typeof value === 'number' || typeof value === 'bigint') params[name] = Number(value);
  }
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message, params };
  const origin = issue.params.origin;
  switch (issue.keyword) {
    case 'too_small':
      return { key: origin === 'string' ? 'validation.too_short' : 'validation.too_small', params };
    case 'too_big':
      return { key: origin === 'string' ? 'validation.too_long' : 'validation.too_big', params };
    case 'invalid_type':
      return 'validation.invalid_type';
    case 'invalid_value':
      return 'validation.invalid_value';
    case 'invalid_format':
      return issue.params.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'unrecognized_keys':
      return 'validation.unknown_key';
    default:
      return 'validation.invalid';
  }
}

function translateFieldErrors(locale: Locale, fields: Record<string, FieldMessage[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((message) =>
        typeof message === 'string' ? translate(locale, message) : translate(locale, message.key, message.params),
      ),
    ]),
  );
}

function sendError(reply: FastifyReply, status: number, body: TErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

/**
 * Builds the request context, guards each route by its access rule and answers every failure
 * with the one error body: 422 with field errors, 401/403/404/429, and 500 with only a request id.
 */
export function registerHttpPlatform(app: FastifyInstance, db: Database, pageHtml: PageHtml | null) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorate('routeCatalogue', []);
  const sessionCache = createSessionCache(db);
  app.addHook('onReady', () => sessionCache.start());
  app.addHook('onClose', () => sessionCache.stop());

  app.addHook('onRoute', (route) => {
    // Static assets of the web app and the generated API docs are public by nature.
    const isApi = route.url.startsWith('/api') && !route.url.startsWith('/api/docs');
    if (!isApi && !route.config?.access) route.config = { ...route.config, access: 'public' };
    for (const method of [route.method].flat()) {
      app.routeCatalogue.push({
        method,
        url: route.url,
        access: route.config?.access,
        permission: route.config?.permission,
        schema: route.schema,
      });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    const requestedSiteIds = parseSiteIdsHeader(request.headers[HEADER_SITE_IDS]);
    request.ctx = {
      requestId: request.id,
      locale: resolveLocale(request.headers['accept-language']),
      clientSessionId: headerText(request, HEADER_SESSION_ID, 100),
      pageName: headerText(request, HEADER_PAGE_NAME, 300),
      actor: null,
      integration: null,
      requestedSiteIds,
      ip: request.ip,
      userAgent: headerText(request, 'user-agent', 500),
    };
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access || !ACCESS_RULES.includes(access)) throw new ForbiddenError();
    if (access === 'integration') {
      const apiKey = headerText(request, 'x-api-key', 200);
      request.ctx.integration = apiKey ? await loadIntegration(db, apiKey) : null;
      if (!request.ctx.integration) throw new UnauthorizedError('errors.api_key');
      return;
    }
    // API clients send a bearer token; the browser's session comes in its HttpOnly cookie.
    const bearer = bearerToken(request);
    const cookieToken = bearer ? null : sessionCookieToken(request);
    const token = bearer ?? cookieToken;
    // Public routes load the session too: logout and e-mail resend answer a signed-in caller.
    if (token && access !== 'shared') {
      request.ctx.actor = await loadActor(db, token, requestedSiteIds, sessionCache);
      if (cookieToken && request.ctx.actor && !passesCsrfCheck(request, cookieToken)) throw new ForbiddenError('errors.csrf');
    }
    const actor = request.ctx.actor;
    const subject = actor ? { level: actor.level, is_god_user: actor.isGodUser } : null;
    if (!isAllowed(access, subject)) throw actor ? new ForbiddenError() : new UnauthorizedError();
    const permission = request.routeOptions.config.permission;
    if (permission && actor && !actor.isGodUser && !actor.permissions.has(permission)) throw new ForbiddenError();
  });

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = concurrentWriteError(thrown) ?? thrown;
    const locale = request.ctx?.locale ?? resolveLocale(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, FieldMessage[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        (fields[field] ??= []).push(fieldMessage(issue as never));
      }
      return sendError(reply, 422, {
        message: translate(locale, 'errors.validation'),
        errors: translateFieldErrors(locale, fields),
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, {
        message: translate(locale, error.messageKey, error.params),
        ...(error instanceof ValidationError ? { errors: translateFieldErrors(locale, error.fieldErrors) } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      // Malformed JSON, a body too large, an unsupported media type: the client's to fix.
      const message = status === 413 ? translate(locale, 'errors.payload_too_large') : error.message;
      return sendError(reply, status, { message });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { message: translate(locale, 'errors.server'), request_id: request.id });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Every address outside /api belongs to the single-page app, which routes it itself. HEAD
    // (load balancers, uptime checks) answers like GET, with the length but without the body.
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pageHtml && isPageRequest && !request.url.startsWith('/api')) {
      const { html, personal } = await pageHtml({
        pathname: request.url.split('?')[0] ?? '/',
        url: request.url,
        cookies: request.cookies,
        cookieHeader: request.headers.cookie ?? '',
        phone: isPhone(request),
        signedInUserId: async () => {
          const token = sessionCookieToken(request);
          return token ? ((await loadActor(db, token, null, sessionCache))?.userId ?? null) : null;
        },
      });
      // A page with the user's own frame is kept by no cache; any other is checked each time.
      reply.type('text/html; charset=utf-8').header('cache-control', personal ? 'private, no-store' : 'no-cache');
      if (personal) reply.header('vary', 'cookie');
      if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(html)).send();
      return reply.send(html);
    }
    const locale = request.ctx?.locale ?? 'en';
    return sendError(reply, 404, { message: translate(locale, 'errors.route_not_found') });
  });
}

/**
 * A phone's browser says so in its client hint, or in its user agent as browsers without hints do
 * (and emulators that change the user agent alone).
 */
function isPhone(request: FastifyRequest): boolean {
  return request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(request.headers['user-agent'] ?? '');
}

export function generateRequestId(request: { headers: Record<string, unknown> }): string {
  const incoming = request.headers[HEADER_REQUEST_ID];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
