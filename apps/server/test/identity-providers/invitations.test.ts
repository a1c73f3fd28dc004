import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@freight/contracts';
import { emailTokens, roles, users } from '../../src/db/schema';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';
import { signInAtProvider, startTestProvider, type TestProvider } from '../support/oidc-test-provider';

const REDIRECT_URI = 'http://portal.test/login/callback';

let t: TestApp;
let idp: TestProvider;
let orgAdmin: string;
let providerId: number;
let gothenburg: number;
let userRoleId: number;

beforeAll(async () => {
  idp = await startTestProvider({ clients: [{ client_id: 'nordic-portal', client_secret: 'nordic-secret', redirect_uri: REDIRECT_URI }] });
  t = await createTestApp();
  // Accounts whose addresses differ from the portal's: an invitation links them all the same.
  idp.accounts.set('petra-at-home', { email: 'petra.private@mail.example', name: 'Petra Planner' });
  idp.accounts.set('olle', { email: 'olle@mail.example', name: 'Olle' });
  idp.accounts.set('vera', { email: 'vera@mail.example', name: 'Vera' });
  idp.accounts.set('linus', { email: 'linus@mail.example', name: 'Linus' });
  idp.accounts.set('ulla', { email: 'ulla@nordicfreight.example', name: 'Ulla Usersson' });
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  gothenburg = siteId((await signIn(t.app, 'user@demo.example')).user, 'Gothenburg_Warehouse');
  userRoleId = (await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'User')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function addUser(email: string) {
  const response = await call(t.app, 'POST', '/api/users', {
    token: orgAdmin,
    body: { name: email.split('@')[0], email, roles_ids: [userRoleId], site_ids: [gothenburg] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

async function addProvider() {
  const created = await call(t.app, 'POST', '/api/identity-providers', {
    token: orgAdmin,
    body: {
      kind: 'oidc',
      name: 'Nordic ID',
      issuer: idp.issuer,
      client_id: 'nordic-portal',
      client_secret: 'nordic-secret',
      domains: ['nordicfreight.example'],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  providerId = created.json().data.id;
}

/** Sends an invitation and returns the token of the e-mailed link. */
async function invite(userId: number, email: string) {
  const response = await call(t.app, 'POST', `/api/users/${userId}/ms/invite`, { token: orgAdmin });
  expect(response.statusCode, response.body).toBe(204);
  const mail = (await lastMailTo(t.database.db, email))!;
  const link = linkIn(mail.text_body);
  expect(link.pathname).toMatch(/^\/login\/invite\//);
  return { token: link.pathname.split('/').at(-1)!, mail };
}

/** Follows an invitation as its page does: the provider's button, its login page, the callback. */
async function signInWithInvitation(token: string, login: string) {
  const start = await call(t.app, 'POST', `/api/oauth/${providerId}`, { body: { invitation: token } });
  if (start.statusCode !== 200) return start;
  const binding = start.cookies.find((cookie) => cookie.name === 'provider_sign_in')!.value;
  const search = await signInAtProvider(start.json().data.url, login, REDIRECT_URI);
  return call(t.app, 'POST', '/api/oauth/callback', { body: { search }, headers: { cookie: `provider_sign_in=${binding}` } });
}

describe('invitations to sign in with the organization’s provider', () => {
  it('are refused for an organization without a provider', async () => {
    const id = await addUser('early@nordic.example');
    const response = await call(t.app, 'POST', `/api/users/${id}/ms/invite`, { token: orgAdmin });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.provider).toEqual([expect.stringContaining('no sign-in provider')]);
  });

  it('links the account signed in with to the invited user, whatever its e-mail, once', async () => {
    await addProvider();
    const id = await addUser('petra@nordic.example');
    const { token, mail } = await invite(id, 'petra@nordic.example');
    expect(mail.subject).toContain('organization’s account');
    expect(mail.text_body).toContain('Nordic ID');

    const page = await call(t.app, 'POST', '/api/oauth/invitation', { body: { token } });
    expect(page.json().data).toEqual({ name: 'petra', providers: [{ id: providerId, kind: 'oidc', name: 'Nordic ID' }] });

    const signedIn = await signInWithInvitation(token, 'petra-at-home');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ id, email: 'petra@nordic.example' });
    const session = signedIn.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)!.value;
    const accounts = await call(t.app, 'GET', '/api/settings/profile/accounts', { token: session });
    expect(accounts.json().data.accounts).toEqual([
      expect.objectContaining({ provider_name: 'Nordic ID', email: 'petra.private@mail.example' }),
    ]);

    // Used once: the page and the provider button refuse it before the provider opens.
    const again = await call(t.app, 'POST', '/api/oauth/invitation', { body: { token } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('expired or was already used');
    expect((await call(t.app, 'POST', `/api/oauth/${providerId}`, { body: { invitation: token } })).statusCode).toBe(422);
  });

  it('refuses an expired invitation and one of a deactivated user', async () => {
    const olle = await addUser('olle@nordic.example');
    const expired = await invite(olle, 'olle@nordic.example');
    await t.deps.db
      .update(emailTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.user_id, olle));
    expect((await signInWithInvitation(expired.token, 'olle')).statusCode).toBe(422);

    const vera = await addUser('vera@nordic.example');
    const { token } = await invite(vera, 'vera@nordic.example');
    await call(t.app, 'POST', `/api/users/${vera}/deactivate`, { token: orgAdmin });
    const refused = await signInWithInvitation(token, 'vera');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toBeDefined();
  });

  it('keeps another organization’s users out of reach', async () => {
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'orgadmin@demo.example'));
    const [other] = await t.deps.db.select({ id: users.id }).from(users).where(ne(users.organization_id, admin!.organization_id)).limit(1);
    expect((await call(t.app, 'POST', `/api/users/${other!.id}/ms/invite`, { token: orgAdmin })).statusCode).toBe(404);
  });

  it('offers the provider beside the password link in the welcome e-mail', async () => {
    await addUser('linus@nordic.example');
    const mail = (await lastMailTo(t.database.db, 'linus@nordic.example'))!;
    expect(mail.text_body).toContain('/password/welcome/');
    const invitation = mail.text_body.match(/https?:\/\/\S+\/login\/invite\/(\S+)/);
    expect(invitation).not.toBeNull();
    const signedIn = await signInWithInvitation(invitation![1]!, 'linus');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});

describe('linked accounts on the profile', () => {
  it('links an account, lists it, and unlinking ends the sessions signed in through it', async () => {
    const user = (await signIn(t.app, 'user@demo.example')).token;
    const start = await call(t.app, 'POST', `/api/oauth/${providerId}`, { token: user, body: { link: true } });
    expect(start.statusCode, start.body).toBe(200);
    const binding = start.cookies.find((cookie) => cookie.name === 'provider_sign_in')!.value;
    const search = await signInAtProvider(start.json().data.url, 'ulla', REDIRECT_URI);
    const linked = await call(t.app, 'POST', '/api/oauth/callback', {
      body: { search },
      headers: { cookie: `provider_sign_in=${binding}` },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const afterLinking = linked.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)!.value;
    // Once linked, the account signs in on its own.
    const again = await call(t.app, 'POST', `/api/oauth/${providerId}`, { body: {} });
    const againBinding = again.cookies.find((cookie) => cookie.name === 'provider_sign_in')!.value;
    const throughProvider = (
      await call(t.app, 'POST', '/api/oauth/callback', {
        body: { search: await signInAtProvider(again.json().data.url, 'ulla', REDIRECT_URI) },
        headers: { cookie: `provider_sign_in=${againBinding}` },
      })
    ).cookies.find((cookie) => cookie.name === TOKEN_COOKIE)!.value;

    const list = await call(t.app, 'GET', '/api/settings/profile/accounts', { token: user });
    expect(list.json().data.providers).toEqual([{ id: providerId, kind: 'oidc', name: 'Nordic ID' }]);
    const [account] = list.json().data.accounts;
    expect(account).toMatchObject({ provider_name: 'Nordic ID', email: 'ulla@nordicfreight.example' });

    const unlinked = await call(t.app, 'DELETE', `/api/settings/profile/accounts/${account.id}`, { token: user });
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect((await call(t.app, 'GET', '/api/whoami', { token: throughProvider })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/whoami', { token: afterLinking })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/whoami', { token: user })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/settings/profile/accounts', { token: user })).json().data.accounts).toEqual([]);
  });

  it('never unlinks a user’s last way to sign in, nor another user’s account', async () => {
    const petra = await addUser('petra.two@nordic.example');
    const { token } = await invite(petra, 'petra.two@nordic.example');
    idp.accounts.set('petra-two', { email: 'p2@mail.example', name: 'Petra Two' });
    const signedIn = await signInWithInvitation(token, 'petra-two');
    const session = signedIn.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)!.value;
    const [account] = (await call(t.app, 'GET', '/api/settings/profile/accounts', { token: session })).json().data.accounts;

    const other = (await signIn(t.app, 'user@demo.example')).token;
    expect((await call(t.app, 'DELETE', `/api/settings/profile/accounts/${account.id}`, { token: other })).statusCode).toBe(404);

    const refused = await call(t.app, 'DELETE', `/api/settings/profile/accounts/${account.id}`, { token: session });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.account).toEqual([expect.stringContaining('only way to sign in')]);
    expect((await call(t.app, 'GET', '/api/whoami', { token: session })).statusCode).toBe(200);
  });
});
