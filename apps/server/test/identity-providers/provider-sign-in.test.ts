import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@freight/contracts';
import { providerSignIns, roles, sessions, userIdentities } from '../../src/db/schema';
import { sweepExpired } from '../../src/platform/housekeeping';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';
import { signInAtProvider, startTestProvider, type TestProvider } from '../support/oidc-test-provider';

const REDIRECT_URI = 'http://portal.test/login/callback';
const TENANT = '7d2c1a4e-0b5f-4c7e-9a31-5e2f8c6d4b10';

let t: TestApp;
let idp: TestProvider;
let entra: TestProvider;
let orgAdmin: string;
let god: string;
let nordicProviderId: number;
let gothenburg: number;
let userRoleId: number;

beforeAll(async () => {
  idp = await startTestProvider({
    clients: [
      { client_id: 'nordic-portal', client_secret: 'nordic-secret', redirect_uri: REDIRECT_URI },
      { client_id: 'demo-org-portal', client_secret: 'demo-org-secret', redirect_uri: REDIRECT_URI },
    ],
  });
  entra = await startTestProvider({
    clients: [{ client_id: 'entra-portal', client_secret: 'entra-secret', redirect_uri: REDIRECT_URI }],
    pathPrefix: `/${TENANT}/v2.0`,
  });
  t = await createTestApp({ MICROSOFT_AUTHORITY: entra.origin });
  idp.accounts.set('lena', { email: 'lena.lind@nordicfreight.example', name: 'Lena Lind' });
  idp.accounts.set('ulla', { email: 'user@demo.example', name: 'Ulla Usersson' });
  idp.accounts.set('stranger', { email: 'someone@elsewhere.example', name: 'Some One' });
  idp.accounts.set('unverified', { email: 'nils@nordicfreight.example', name: 'Nils', email_verified: false });
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  god = (await signIn(t.app, 'god@demo.example')).token;
  gothenburg = siteId((await signIn(t.app, 'user@demo.example')).user, 'Gothenburg_Warehouse');
  userRoleId = (await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'User')))[0]!.id;
  const created = await call(t.app, 'POST', '/api/identity-providers', {
    token: orgAdmin,
    body: {
      kind: 'oidc',
      name: 'Nordic ID',
      issuer: idp.issuer,
      client_id: 'nordic-portal',
      client_secret: 'nordic-secret',
      domains: ['nordicfreight.example', 'demo.example'],
      auto_create_users: true,
      default_site_id: gothenburg,
      default_role_id: userRoleId,
    },
  });
  expect(created.statusCode).toBe(200);
  nordicProviderId = created.json().data.id;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await entra?.close();
});

/** Begins a sign-in as the login page does: the URL to go to and the cookie that binds this browser. */
async function begin(providerId: number, body: object = {}, token?: string) {
  const response = await call(t.app, 'POST', `/api/oauth/${providerId}`, { body, token });
  expect(response.statusCode).toBe(200);
  const binding = response.cookies.find((cookie) => cookie.name === 'provider_sign_in')!.value;
  return { url: response.json().data.url as string, binding };
}

function finish(search: string, binding: string | null) {
  return call(t.app, 'POST', '/api/oauth/callback', {
    body: { search },
    headers: binding ? { cookie: `provider_sign_in=${binding}` } : {},
  });
}

async function providerSignIn(providerId: number, login: string) {
  const { url, binding } = await begin(providerId);
  const search = await signInAtProvider(url, login, REDIRECT_URI);
  return finish(search, binding);
}

function sessionToken(response: Awaited<ReturnType<typeof finish>>) {
  return response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)!.value;
}

describe('identity providers of an organization', () => {
  it('never returns the client secret, and answers each wrong field with 422', async () => {
    const read = await call(t.app, 'GET', `/api/identity-providers/${nordicProviderId}`, { token: orgAdmin });
    expect(read.json().data).toMatchObject({
      has_client_secret: true,
      redirect_uri: REDIRECT_URI,
      domains: ['nordicfreight.example', 'demo.example'],
    });
    expect(read.body).not.toContain('nordic-secret');
    const invalid = await call(t.app, 'POST', '/api/identity-providers', {
      token: orgAdmin,
      body: { kind: 'microsoft', name: '', client_id: 'x', domains: ['not a domain'], auto_create_users: true },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['default_role_id', 'default_site_id', 'domains.0', 'name', 'tenant_id']);
  });

  it('keeps a domain to one organization and another organization’s provider out of reach', async () => {
    const other = await call(t.app, 'POST', '/api/identity-providers', {
      token: god,
      body: { organization_id: 2, kind: 'google', name: 'Google', client_id: 'g', client_secret: 'g', domains: ['demo.example'] },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.domains[0]).toContain('demo.example');
    const own = await call(t.app, 'POST', '/api/identity-providers', {
      token: god,
      body: { organization_id: 2, kind: 'google', name: 'Google', client_id: 'g', client_secret: 'g', domains: ['demo-org.example'] },
    });
    expect(own.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/identity-providers/${own.json().data.id}`, { token: orgAdmin })).statusCode).toBe(404);
    const list = await call(t.app, 'GET', '/api/identity-providers', { token: orgAdmin });
    expect(list.json().data.map((provider: { name: string }) => provider.name)).toEqual(['Nordic ID']);
    const user = (await signIn(t.app, 'siteadmin@demo.example')).token;
    expect((await call(t.app, 'GET', '/api/identity-providers', { token: user })).statusCode).toBe(403);
    await call(t.app, 'DELETE', `/api/identity-providers/${own.json().data.id}`, { token: god });
  });

  it('names the providers of an e-mail’s domain for the login page', async () => {
    const response = await call(t.app, 'POST', '/api/auth/providers', { body: { email: 'Someone@NordicFreight.example' } });
    expect(response.json().data).toEqual({
      providers: [{ id: nordicProviderId, kind: 'oidc', name: 'Nordic ID' }],
      password_sign_in: true,
    });
    const none = await call(t.app, 'POST', '/api/auth/providers', { body: { email: 'a@unknown.example' } });
    expect(none.json().data).toEqual({ providers: [], password_sign_in: true });
  });
});

describe('signing in through the provider', () => {
  it('creates an unknown user of an allowed domain with the default site and role, and signs them in', async () => {
    const response = await providerSignIn(nordicProviderId, 'lena');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toBeUndefined();
    expect(response.json().data.user).toMatchObject({
      email: 'lena.lind@nordicfreight.example',
      name: 'Lena Lind',
      roles: [{ name: 'User' }],
    });
    const whoami = await call(t.app, 'GET', '/api/whoami', { token: sessionToken(response) });
    expect(whoami.json().data.sites.map((site: { id: number }) => site.id)).toEqual([gothenburg]);
  });

  it('finds the user again by issuer and subject, even when the provider’s e-mail changed', async () => {
    idp.accounts.set('lena', { email: 'lena.berg@nordicfreight.example', name: 'Lena Berg' });
    const response = await providerSignIn(nordicProviderId, 'lena');
    expect(response.json().data.user.email).toBe('lena.lind@nordicfreight.example');
    const links = await t.deps.db.select().from(userIdentities).where(eq(userIdentities.subject, 'lena'));
    expect(links).toHaveLength(1);
  });

  it('links an existing password user only after they confirm from their mailbox', async () => {
    const first = await providerSignIn(nordicProviderId, 'ulla');
    expect(first.statusCode).toBe(202);
    expect(first.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
    await t.deps.background.settle();
    const mail = await lastMailTo(t.deps.db, 'user@demo.example');
    const token = linkIn(mail!.text_body).pathname.split('/').pop()!;
    expect((await call(t.app, 'POST', '/api/oauth/link', { body: { token } })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/oauth/link', { body: { token } })).statusCode).toBe(422);
    const second = await providerSignIn(nordicProviderId, 'ulla');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.name).toBe('Ulla Usersson');
  });

  it('signs in with Microsoft by the tenant and object id, through the Microsoft entry point', async () => {
    const created = await call(t.app, 'POST', '/api/identity-providers', {
      token: god,
      body: {
        organization_id: 2,
        kind: 'microsoft',
        name: 'Microsoft',
        tenant_id: TENANT,
        client_id: 'entra-portal',
        client_secret: 'entra-secret',
        domains: ['demo-org.example'],
        auto_create_users: false,
      },
    });
    expect(created.statusCode).toBe(200);
    entra.accounts.set('AAA-subject', { email: 'agent@demo-org.example', name: 'Agent', tid: TENANT, oid: 'object-1' });
    const agentId = (await signIn(t.app, 'agent@demo.example')).user.id;
    await t.deps.db.insert(userIdentities).values({
      user_id: agentId,
      provider_id: created.json().data.id,
      issuer: entra.issuer,
      subject: `${TENANT}:object-1`,
    });
    const start = await call(t.app, 'POST', '/api/auth/ms/signin', { body: { email: 'agent@demo-org.example' } });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().data.url);
    expect(url.origin).toBe(entra.origin);
    expect(url.searchParams.get('client_id')).toBe('entra-portal');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const binding = start.cookies.find((cookie) => cookie.name === 'provider_sign_in')!.value;
    const done = await finish(await signInAtProvider(url.href, 'AAA-subject', REDIRECT_URI), binding);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.email).toBe('agent@demo.example');

    entra.accounts.set('AAA-subject', { email: 'agent@demo-org.example', name: 'Agent', tid: 'another-tenant', oid: 'object-1' });
    const { url: again, binding: rebound } = await begin(created.json().data.id);
    const refused = await finish(await signInAtProvider(again, 'AAA-subject', REDIRECT_URI), rebound);
    expect(refused.statusCode).toBe(422);
    const noMicrosoft = await call(t.app, 'POST', '/api/auth/ms/signin', { body: { email: 'someone@nordicfreight.example' } });
    expect(noMicrosoft.statusCode).toBe(422);
    expect(Object.keys(noMicrosoft.json().errors)).toEqual(['email']);
  });
});

describe('refusals', () => {
  const refusedWith = async (response: Awaited<ReturnType<typeof finish>>, message: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
  };
  const NOT_VERIFIED = 'The identity provider’s answer could not be verified. Please try again.';
  const EXPIRED = 'This sign-in has expired or was already used. Please start again.';

  for (const [name, tamper] of [
    ['an ID token for another audience', (claims: Record<string, unknown>) => ({ claims: { ...claims, aud: 'someone-else' } })],
    ['an expired ID token', (claims: Record<string, unknown>) => ({ claims: { ...claims, iat: 1_600_000_000, exp: 1_600_000_600 } })],
    ['an ID token with another nonce', (claims: Record<string, unknown>) => ({ claims: { ...claims, nonce: 'replayed-nonce' } })],
    ['an ID token signed by another key', (claims: Record<string, unknown>) => ({ claims, foreignKey: true })],
  ] as const) {
    it(`refuses ${name}`, async () => {
      idp.tamper = tamper;
      try {
        await refusedWith(await providerSignIn(nordicProviderId, 'lena'), NOT_VERIFIED);
      } finally {
        idp.tamper = null;
      }
    });
  }

  it('refuses a replayed state and a callback from another browser', async () => {
    const { url, binding } = await begin(nordicProviderId);
    const search = await signInAtProvider(url, 'lena', REDIRECT_URI);
    expect((await finish(search, binding)).statusCode).toBe(200);
    await refusedWith(await finish(search, binding), EXPIRED);
    const fresh = await begin(nordicProviderId);
    await refusedWith(await finish(await signInAtProvider(fresh.url, 'lena', REDIRECT_URI), 'another-browser'), EXPIRED);
  });

  it('refuses a sign-in that took longer than its minutes, which housekeeping then removes', async () => {
    const { url, binding } = await begin(nordicProviderId);
    const search = await signInAtProvider(url, 'lena', REDIRECT_URI);
    await t.deps.db.update(providerSignIns).set({ expires_at: new Date(Date.now() - 1000) });
    await sweepExpired(t.database.db);
    expect(await t.deps.db.select().from(providerSignIns)).toEqual([]);
    await refusedWith(await finish(search, binding), EXPIRED);
  });

  it('refuses an unknown domain and an address the provider has not verified', async () => {
    await refusedWith(await providerSignIn(nordicProviderId, 'stranger'), 'Your e-mail domain may not sign in through this provider.');
    await refusedWith(
      await providerSignIn(nordicProviderId, 'unverified'),
      'The identity provider has not verified your e-mail address, so no account can be created for it.',
    );
  });

  it('refuses an account of this organization at another organization’s provider', async () => {
    const other = await call(t.app, 'POST', '/api/identity-providers', {
      token: god,
      body: {
        organization_id: 2,
        kind: 'oidc',
        name: 'Shared issuer',
        issuer: idp.issuer,
        client_id: 'demo-org-portal',
        client_secret: 'demo-org-secret',
        domains: ['demo-org-two.example'],
      },
    });
    await refusedWith(
      await providerSignIn(other.json().data.id, 'lena'),
      'This account belongs to another organization and cannot sign in here.',
    );
  });
});

describe('leavers and password sign-in', () => {
  it('ends a deactivated user’s sessions at once and refuses their next sign-in', async () => {
    const signedIn = await providerSignIn(nordicProviderId, 'lena');
    const token = sessionToken(signedIn);
    const lenaId = signedIn.json().data.user.id;
    expect((await call(t.app, 'GET', '/api/whoami', { token })).statusCode).toBe(200);
    const deactivated = await call(t.app, 'POST', `/api/users/${lenaId}/deactivate`, { token: orgAdmin });
    expect(deactivated.json().data.active).toBe(false);
    expect((await call(t.app, 'GET', '/api/whoami', { token })).statusCode).toBe(401);
    const refused = await providerSignIn(nordicProviderId, 'lena');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This account is deactivated. Please ask your administrator.');
    await call(t.app, 'POST', `/api/users/${lenaId}/activate`, { token: orgAdmin });
    expect((await providerSignIn(nordicProviderId, 'lena')).statusCode).toBe(200);
  });

  it('locks a deactivated password user out, and never lets an admin deactivate themselves', async () => {
    const { token, user } = await signIn(t.app, 'siteadmin@demo.example');
    await call(t.app, 'POST', `/api/users/${user.id}/deactivate`, { token: orgAdmin });
    expect((await call(t.app, 'GET', '/api/whoami', { token })).statusCode).toBe(401);
    const refused = await call(t.app, 'POST', '/api/login', { body: { email: 'siteadmin@demo.example', password: 'Freight-demo-1' } });
    expect(refused.json().errors.email).toEqual(['This account is deactivated. Please ask your administrator.']);
    const listed = await call(t.app, 'GET', `/api/users/${user.id}`, { token: orgAdmin });
    expect(listed.json().data.active).toBe(false);
    await call(t.app, 'POST', `/api/users/${user.id}/activate`, { token: orgAdmin });
    expect((await signIn(t.app, 'siteadmin@demo.example')).token).toBeTruthy();
    const self = (await signIn(t.app, 'orgadmin@demo.example')).user.id;
    expect((await call(t.app, 'POST', `/api/users/${self}/deactivate`, { token: orgAdmin })).statusCode).toBe(422);
  });

  it('refuses password sign-in once the organization turns it off', async () => {
    const current = (await call(t.app, 'GET', `/api/identity-providers/${nordicProviderId}`, { token: orgAdmin })).json().data;
    const off = await call(t.app, 'PUT', `/api/identity-providers/${nordicProviderId}`, {
      token: orgAdmin,
      body: { ...current, password_sign_in: false },
    });
    expect(off.statusCode).toBe(200);
    const response = await call(t.app, 'POST', '/api/login', { body: { email: 'siteadmin@demo.example', password: 'Freight-demo-1' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).toContain('identity provider');
    const lookup = await call(t.app, 'POST', '/api/auth/providers', { body: { email: 'user@demo.example' } });
    expect(lookup.json().data.password_sign_in).toBe(false);
    await call(t.app, 'PUT', `/api/identity-providers/${nordicProviderId}`, {
      token: orgAdmin,
      body: { ...current, password_sign_in: true },
    });
    expect((await signIn(t.app, 'siteadmin@demo.example')).token).toBeTruthy();
  });

  it('signs out whoever signed in through a provider the moment it is removed', async () => {
    const provider = await call(t.app, 'POST', '/api/identity-providers', {
      token: orgAdmin,
      body: {
        kind: 'oidc',
        name: 'Second ID',
        issuer: idp.issuer,
        client_id: 'nordic-portal',
        client_secret: 'nordic-secret',
        domains: ['nordicfreight-two.example'],
      },
    });
    const id = provider.json().data.id;
    // Lena's account is already the portal's; through this provider she signs in as herself.
    const signedIn = await providerSignIn(id, 'lena');
    expect(signedIn.statusCode).toBe(200);
    const token = sessionToken(signedIn);
    const password = (await signIn(t.app, 'user@demo.example')).token;
    expect((await call(t.app, 'DELETE', `/api/identity-providers/${id}`, { token: orgAdmin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/whoami', { token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/whoami', { token: password })).statusCode).toBe(200);
    const revoked = await t.deps.db.select({ revoked_at: sessions.revoked_at }).from(sessions).where(eq(sessions.identity_provider_id, id));
    expect(revoked).toEqual([]);
  });
});
