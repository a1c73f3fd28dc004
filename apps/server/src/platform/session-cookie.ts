import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, HEADER_CSRF, TOKEN_COOKIE } from '@freight/contracts';

/**
 * The browser's session lives in an HttpOnly cookie that scripts cannot read, so an injected
 * script cannot carry the session away. SameSite=Strict costs the single-page app nothing: the
 * first page of a visit needs no session, and its API calls are same-site.
 *
 * CSRF: a write authenticated by that cookie must also carry HEADER_CSRF with a value derived
 * from the session token (a signed double submit). The web app reads it from the readable
 * CSRF_COOKIE. Another site can neither read our cookies nor send a custom header without a
 * CORS preflight we never grant, and a sibling subdomain that plants cookies cannot compute the
 * value for the victim's session. No state is kept, so it holds across processes. Bearer tokens
 * and API keys are never sent by a browser on its own, so they need no proof.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieOptions(request: FastifyRequest, appUrl: string, httpOnly: boolean, expires: Date | null): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly,
    sameSite: 'strict',
    // Secure wherever the portal is reached over https, also behind a TLS-terminating proxy.
    secure: request.protocol === 'https' || appUrl.startsWith('https:'),
    // Without "remember me" the cookie ends with the browser; the server ends the session sooner.
    ...(expires ? { expires } : {}),
  };
}

export function setSessionCookies(reply: FastifyReply, request: FastifyRequest, appUrl: string, token: string, expires: Date | null) {
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(request, appUrl, true, expires));
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), cookieOptions(request, appUrl, false, expires));
}

export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest, appUrl: string) {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(request, appUrl, true, null));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(request, appUrl, false, null));
}

export function sessionCookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[TOKEN_COOKIE];
  return token && token.length <= 200 ? token : null;
}

/** Whether a request authenticated by the session cookie may go ahead: reads always, writes with the proof. */
export function passesCsrfCheck(request: FastifyRequest, sessionToken: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const header = request.headers[HEADER_CSRF];
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
