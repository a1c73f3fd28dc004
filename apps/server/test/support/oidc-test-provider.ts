import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person with an account at the test provider; the login is their subject. */
export interface TestAccount {
  email: string;
  name: string;
  email_verified?: boolean;
  /** Microsoft's tenant and object id, for a provider that plays Entra ID. */
  tid?: string;
  oid?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}

/** Changes the ID token the token endpoint hands out, re-signed with `key` (the provider's own unless told). */
export type IdTokenTamper = (claims: JWTPayload) => { claims: JWTPayload; foreignKey?: boolean };

export interface TestProvider {
  /** The issuer: the server's origin, plus `pathPrefix` when one was given. */
  issuer: string;
  origin: string;
  accounts: Map<string, TestAccount>;
  /** The next ID tokens are changed this way until it is set back to null. */
  tamper: IdTokenTamper | null;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, OpenID Certified) on 127.0.0.1 for tests and
 * browser tests: static clients, accounts from a map, its own login page (any password is taken,
 * the login names the account), consent granted without asking. With `pathPrefix` it answers
 * under that path, as Microsoft's per-tenant issuers do (`/{tenant}/v2.0`).
 */
export async function startTestProvider(options: { clients: TestClient[]; pathPrefix?: string; port?: number }): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-signing', alg: 'RS256', use: 'sig' };
  const foreign = await generateKeyPair('RS256');
  const accounts = new Map<string, TestAccount>();
  const prefix = options.pathPrefix ?? '';

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${prefix}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      redirect_uris: [client.redirect_uri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub', 'tid', 'oid'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-provider-cookies'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email_verified: true, ...account }) };
    },
    // Consent is taken as given: the portal is the organization's own application.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handle: TestProvider = { issuer, origin, accounts, tamper: null, close: async () => {} };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path.endsWith('/token') && handle.tamper && body?.id_token) {
      const changed = handle.tamper(decodeJwt(body.id_token));
      const key = changed.foreignKey ? foreign.privateKey : privateKey;
      body.id_token = await new SignJWT(changed.claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid }).sign(key);
    }
  });

  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (prefix && request.url?.startsWith(prefix)) request.url = request.url.slice(prefix.length) || '/';
    // Entra ID's account picker (prompt=select_account) is unknown to oidc-provider, which would refuse it.
    if (request.url?.startsWith('/auth?')) request.url = request.url.replace(/([?&])prompt=select_account(&|$)/, '$1');
    callback(request, response);
  });
  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return handle;
}

/**
 * Signs in at the provider as a browser would, following its redirects with its cookies: the
 * authorization URL, the login form (login, any password), until the provider sends the browser
 * back to the portal. Answers the query string it sends back with.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next.search;
      url = next.href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'login';
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}
