import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '../../src/db/schema';
import { sweepExpired } from '../../src/platform/housekeeping';
import { hashToken } from '../../src/platform/secrets';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 6 });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers a token and the whole user', async () => {
    const { token, user } = await signIn(t.app, 'USER@demo.example');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(user).toMatchObject({
      name: 'Ulla Usersson',
      email: 'user@demo.example',
      level: 'user',
      is_god_user: false,
      roles: [{ name: 'User' }],
      organization: { name: 'Nordic Freight AB', country_code: 'SE' },
      company: { is_agent: false },
    });
    const whoami = await call(t.app, 'GET', '/api/whoami', { token });
    expect(whoami.statusCode).toBe(200);
    const me = whoami.json().data;
    expect(me.sites.map((site: { name: string }) => site.name).sort()).toEqual(['Gothenburg Warehouse', 'Stockholm Office']);
    expect(me.sitesFilter).toHaveLength(2);
    expect(me.permissions['transport.shipments']).toBe(true);
    expect(me.permissions['admin.organizations']).toBeUndefined();
  });

  it('flags the god user and the agent', async () => {
    const god = await signIn(t.app, 'god@demo.example');
    expect(god.user).toMatchObject({ level: 'super', is_god_user: true });
    const agent = await signIn(t.app, 'agent@demo.example');
    expect(agent.user).toMatchObject({ company: { is_agent: true }, organization: { name: 'Demo Organization' } });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await call(t.app, 'POST', '/api/login', {
      body: { email: 'siteadmin@demo.example', password: 'not-the-password-1' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await call(t.app, 'POST', '/api/login', {
      body: { email: 'nobody@demo.example', password: 'not-the-password-1' },
      remoteAddress: '10.0.0.1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers invalid input with 422 and field errors in the caller’s language', async () => {
    const response = await call(t.app, 'POST', '/api/login', { body: { email: 'not-an-email' }, locale: 'es-ES,es;q=0.9' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Los datos enviados no son válidos.',
      errors: {
        email: ['Introduzca una dirección de correo electrónico válida.'],
        password: ['Este campo es obligatorio.'],
      },
    });
    const chinese = await call(t.app, 'POST', '/api/login', { body: {}, locale: 'zh-CN' });
    expect(chinese.json().errors.email).toEqual(['此字段为必填项。']);
  });

  it('answers a malformed body with a client error, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('rate limit', () => {
  it('locks an account after repeated failures, even for the right password, and says when to retry', async () => {
    const attempt = (password: string) =>
      call(t.app, 'POST', '/api/login', { body: { email: 'orgadmin@demo.example', password }, remoteAddress: '10.0.1.1' });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password-9')).statusCode).toBe(422);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('limits one address trying many accounts', async () => {
    const address = '10.0.2.2';
    for (let i = 0; i < 6; i += 1) {
      const response = await call(t.app, 'POST', '/api/login', {
        body: { email: `probe${i}@elsewhere.example`, password: 'guess-1234567' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await call(t.app, 'POST', '/api/login', {
      body: { email: 'agent@demo.example', password: DEMO_PASSWORD },
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await call(t.app, 'POST', '/api/login', {
      body: { email: 'agent@demo.example', password: DEMO_PASSWORD },
      remoteAddress: '10.0.2.3',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lasts a working day, or a year when remembered', async () => {
    const now = Date.now();
    const day = await signIn(t.app, 'user@demo.example');
    const year = await signIn(t.app, 'user@demo.example', { remember: true });
    const hours = (Date.parse(day.expires_at) - now) / 3_600_000;
    const days = (Date.parse(year.expires_at) - now) / 86_400_000;
    expect(hours).toBeGreaterThan(9.9);
    expect(hours).toBeLessThan(10.1);
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    const [byHash] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    const [byToken] = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, token));
    expect(byHash).toBeDefined();
    expect(byToken).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    const response = await call(t.app, 'GET', '/api/whoami', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('revokes the token on logout and keeps other sessions', async () => {
    const first = await signIn(t.app, 'siteadmin@demo.example', { remoteAddress: '10.0.3.1' });
    const second = await signIn(t.app, 'siteadmin@demo.example', { remoteAddress: '10.0.3.1' });
    const logout = await call(t.app, 'POST', '/api/logout', { token: first.token });
    expect(logout.statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/whoami', { token: first.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/whoami', { token: second.token })).statusCode).toBe(200);
  });

  it('refuses a missing or made-up token', async () => {
    expect((await call(t.app, 'GET', '/api/whoami')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/whoami', { token: 'made-up-token' })).statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('forgets failed sign-ins older than a day and keeps recent ones', async () => {
    await t.database.db.insert(loginAttempts).values([
      { scope: 'account', key: 'old@demo.example', attempted_at: new Date(Date.now() - 2 * 86_400_000) },
      { scope: 'account', key: 'recent@demo.example' },
    ]);
    await sweepExpired(t.database.db);
    const keys = (await t.database.db.select().from(loginAttempts)).map((row) => row.key);
    expect(keys).toContain('recent@demo.example');
    expect(keys).not.toContain('old@demo.example');
  });
});
