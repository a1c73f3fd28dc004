import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

async function browserSignIn(email: string, remember = false) {
  const response = await call(t.app, 'POST', '/api/login', { body: { email, password: DEMO_PASSWORD, remember, cookie: true } });
  expect(response.statusCode).toBe(200);
  const session = cookieNamed(response, 'token')!;
  const csrf = cookieNamed(response, 'csrf_token')!;
  return { response, session, csrf, cookies: { token: session.value, csrf_token: csrf.value } };
}

describe('the browser session cookie', () => {
  it('is HttpOnly and SameSite, and the answer of a cookie sign-in carries no token', async () => {
    const { response, session, csrf } = await browserSignIn('user@demo.example');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(session.value.length).toBeGreaterThanOrEqual(40);
    // Without "remember me" it ends with the browser.
    expect(session.expires).toBeUndefined();
    expect(session.maxAge).toBeUndefined();
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.sameSite).toBe('Strict');
    const data = response.json().data;
    expect(data.token).toBeUndefined();
    expect(data.user.email).toBe('user@demo.example');
    expect(response.body).not.toContain(session.value);
  });

  it('lasts a year with "remember me"', async () => {
    const { session, csrf } = await browserSignIn('user@demo.example', true);
    const days = (new Date(session.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(csrf.expires).toEqual(session.expires);
  });

  it('is Secure when the portal is reached over https', async () => {
    const response = await call(t.app, 'POST', '/api/login', {
      body: { email: 'user@demo.example', password: DEMO_PASSWORD, cookie: true },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(cookieNamed(response, 'token')?.secure).toBeFalsy();
    const https = await createTestApp({ APP_URL: 'https://portal.test', appUrl: 'https://portal.test' });
    try {
      const secured = await call(https.app, 'POST', '/api/login', {
        body: { email: 'user@demo.example', password: DEMO_PASSWORD, cookie: true },
      });
      expect(cookieNamed(secured, 'token')?.secure).toBe(true);
      expect(cookieNamed(secured, 'csrf_token')?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('signs in reads without more, and writes only with the CSRF proof', async () => {
    const { cookies, response } = await browserSignIn('user@demo.example');
    const siteIds = response.json().data.user.sitesFilter as number[];
    const whoami = await t.app.inject({ method: 'GET', url: '/api/whoami', cookies });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json().data.email).toBe('user@demo.example');

    const body = { site_ids: siteIds };
    const forged = await t.app.inject({ method: 'POST', url: '/api/users/sites-filter', cookies, payload: body });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This page is out of date. Please reload it and try again.');
    const wrongProof = await t.app.inject({
      method: 'POST',
      url: '/api/users/sites-filter',
      cookies,
      headers: { 'x-csrf-token': 'x'.repeat(cookies.csrf_token.length) },
      payload: body,
    });
    expect(wrongProof.statusCode).toBe(403);
    // The proof of another session does not pass either.
    const other = await browserSignIn('user@demo.example');
    const otherProof = await t.app.inject({
      method: 'POST',
      url: '/api/users/sites-filter',
      cookies,
      headers: { 'x-csrf-token': other.cookies.csrf_token },
      payload: body,
    });
    expect(otherProof.statusCode).toBe(403);

    const proven = await t.app.inject({
      method: 'POST',
      url: '/api/users/sites-filter',
      cookies,
      headers: { 'x-csrf-token': cookies.csrf_token },
      payload: body,
    });
    expect(proven.statusCode).toBe(200);
  });

  it('keeps bearer tokens working without any CSRF proof', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const saved = await call(t.app, 'POST', '/api/users/sites-filter', { token, body: { site_ids: user.sites.map((site) => site.id) } });
    expect(saved.statusCode).toBe(200);
  });

  it('is cleared by signing out, which ends the session', async () => {
    const { cookies } = await browserSignIn('user@demo.example');
    const refused = await t.app.inject({ method: 'POST', url: '/api/logout', cookies });
    expect(refused.statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies, headers: { 'x-csrf-token': cookies.csrf_token } });
    expect(logout.statusCode).toBe(204);
    for (const name of ['token', 'csrf_token']) {
      const cleared = cookieNamed(logout, name);
      expect(cleared?.value).toBe('');
      expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/whoami', cookies });
    expect(after.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('come with every API answer', async () => {
    for (const response of [
      await call(t.app, 'GET', '/api/health'),
      await call(t.app, 'GET', '/api/whoami'),
      await call(t.app, 'GET', '/api/no-such-thing'),
    ]) {
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('let the map tiles in when a tile server is configured', async () => {
    const withTiles = await createTestApp({ VITE_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    try {
      const response = await call(withTiles.app, 'GET', '/api/health');
      expect(response.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.example\.org;/);
    } finally {
      await withTiles.close();
    }
  });

  it('let the API docs run, as they load only their own scripts', async () => {
    const response = await call(t.app, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => tag.includes('src="/api/docs/'))).toBe(true);
  });
});
