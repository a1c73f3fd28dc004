import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, TOKEN_COOKIE } from '@freight/contracts';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

// The page as the web build writes it, with the sign-in route's files listed.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Freight Portal</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  login: { files: ['/assets/LoginPage-1.js', '/assets/shared-1.css'], namespaces: ['common', 'auth'] },
  'transport.shipments': { files: ['/assets/ShipmentsPage-1.js', '/assets/shared-1.css'], namespaces: ['common', 'shell', 'shipments'] },
  'transport.bookings': { files: ['/assets/BookingsPage-1.js'], namespaces: ['common', 'shell'] },
  'transport.shipments.detail': { files: ['/assets/ShipmentDetailPage-1.js'], namespaces: ['common', 'shell', 'shipment'] },
};

// A stand-in for the web build's server module (src/prerender.tsx, exercised in the browser
// tests): it shows which texts and user it was given and counts its renders.
const SIGN_IN_MODULE = `
export const SIGN_IN_NAMESPACES = ['common', 'auth'];
export async function renderSignInPage(locale, texts) {
  if (globalThis.signInPageFails) throw new Error('the render failed');
  globalThis.signInPageRenders = (globalThis.signInPageRenders ?? 0) + 1;
  return '<title>' + texts.auth.login.title + ' · ' + texts.common.app.name + '</title><h1 lang="' + locale + '">' + texts.auth.login.title + '</h1>';
}
export const SIGNED_IN_ROUTES = ['transport.shipments', 'transport.shipments.detail'];
export function signedInPageReads(route, url) {
  return route === 'transport.shipments.detail' ? ['/api/consignments/' + url.split('/').pop()] : [];
}
export async function renderSignedInPage(route, url, locale, texts, user, cookies, answers) {
  if (globalThis.signInPageFails) throw new Error('the render failed');
  globalThis.signedInRendersStarted = (globalThis.signedInRendersStarted ?? 0) + 1;
  await globalThis.signedInRendersHeld;
  if (route === 'transport.shipments.detail') {
    const shipment = Object.values(answers)[0]?.data;
    return '<main>' + (shipment ? shipment.shipment_number + ' at ' + shipment.site_name : 'loading') + '</main>';
  }
  return '<title>' + texts.shipments.title + '</title><main data-url="' + url + '" data-cookies="' + cookies + '">' +
    user.organization.name + ': ' + user.name + ' (' + Object.keys(texts).join(' ') + ')</main>';
}
`;

const bundledText = (locale: string, namespace: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (texts, part) => (texts as Record<string, unknown>)[part],
      JSON.parse(
        readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'locales', 'src', locale, `${namespace}.json`), 'utf8'),
      ),
    ) as string;
const bundledTitle = (locale: string) => bundledText(locale, 'auth', 'login.title');

declare global {
  var signInPageRenders: number | undefined;
  var signInPageFails: boolean | undefined;
  var signedInRendersStarted: number | undefined;
  var signedInRendersHeld: Promise<void> | undefined;
}

let t: TestApp;
let build: string;
let god: string;
beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'freight-sign-in-'));
  mkdirSync(join(build, 'dist'));
  mkdirSync(join(build, 'dist-prerender'));
  writeFileSync(join(build, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(join(build, 'dist', 'route-preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(join(build, 'dist-prerender', 'prerender.js'), SIGN_IN_MODULE);
  t = await createTestApp({ WEB_DIST_DIR: join(build, 'dist') });
  god = (await signIn(t.app, 'god@demo.example')).token;
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});
beforeEach(() => {
  globalThis.signInPageFails = false;
});

const page = (cookie?: string) => call(t.app, 'GET', '/login', cookie ? { headers: { cookie } } : {});

describe('the sign-in page sent rendered', () => {
  it('comes in the visitor’s language, inert until the app takes over, with its scripts started after the first paint', async () => {
    const spanish = await page('locale=es');
    expect(spanish.statusCode).toBe(200);
    const html = spanish.body;
    const title = bundledTitle('es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${title} · Freight Portal</title>`);
    expect(html).not.toContain('<title>Freight Portal</title>');
    expect(html).toContain(`<div id="root"><div inert aria-disabled="true"><h1 lang="es">${title}</h1></div></div>`);
    // The page's style sheets apply to the markup at once; no script is fetched before it shows.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-app="/assets/index-1.js" data-preload="/assets/LoginPage-1.js"></script>',
    );
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/locales/es/auth">');

    const head = await call(t.app, 'HEAD', '/login', { headers: { cookie: 'locale=es' } });
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect((await page()).body).toContain(`<h1 lang="en">${bundledTitle('en')}</h1>`);
  });

  it('is rendered once per language until an administrator changes its texts', async () => {
    await page('locale=zh-CN');
    const renders = globalThis.signInPageRenders ?? 0;
    await page('locale=zh-CN');
    expect(globalThis.signInPageRenders).toBe(renders);

    const path = '/api/translations/zh-CN/auth/login.title';
    expect((await call(t.app, 'PUT', path, { token: god, body: { value: '欢迎登录' } })).statusCode).toBe(200);
    expect((await page('locale=zh-CN')).body).toContain('<h1 lang="zh-CN">欢迎登录</h1>');
    expect(globalThis.signInPageRenders).toBe(renders + 1);
    expect((await call(t.app, 'DELETE', path, { token: god })).statusCode).toBe(200);
    expect((await page('locale=zh-CN')).body).toContain(`<h1 lang="zh-CN">${bundledTitle('zh-CN')}</h1>`);
  });

  it('is left to the app for a browser that keeps another organization’s colour, or when it cannot be rendered', async () => {
    const branded = (await page('brand_color=%23AA3300')).body;
    expect(branded).toContain('<div id="root"></div>');
    expect(branded).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    // The product's own colour, or one the app would not wear, changes nothing.
    expect((await page('brand_color=%232E457C')).body).toContain('<div inert');
    expect((await page('brand_color=%23FFFFFF')).body).toContain('<div inert');

    globalThis.signInPageFails = true;
    const expected = await call(t.app, 'PUT', '/api/translations/en/auth/login.title', { token: god, body: { value: 'Welcome back' } });
    expect(expected.statusCode).toBe(200);
    const failed = await page();
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    await call(t.app, 'DELETE', '/api/translations/en/auth/login.title', { token: god });
  });
});

describe('a signed-in page sent rendered to a phone', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const open = (path: string, headers: Record<string, string>) => call(t.app, 'GET', path, { headers });
  let user: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    user = await signIn(t.app, 'user@demo.example');
    admin = await signIn(t.app, 'orgadmin@demo.example');
  });
  const session = (signedIn: { token: string }) => `${TOKEN_COOKIE}=${signedIn.token}; ${CSRF_COOKIE}=any`;

  it('shows the user’s own frame in their language, inert until the app takes over, kept by no cache', async () => {
    const cookie = `${session(user)}; locale=es`;
    const response = await open('/transport/shipments?filter%5Bstatus%5D=DELIVERED', { cookie, 'user-agent': PHONE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('cookie');
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${bundledText('es', 'shipments', 'title')}</title>`);
    const profile = (await call(t.app, 'GET', '/api/whoami', { token: user.token })).json().data as {
      name: string;
      organization: { name: string };
    };
    expect(html).toContain(
      `<div id="root"><div inert aria-disabled="true"><main data-url="/transport/shipments?filter%5Bstatus%5D=DELIVERED" data-cookies="${cookie}">` +
        `${profile.organization.name}: ${profile.name} (common shell shipments)</main></div></div>`,
    );
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-app="/assets/index-1.js" data-preload="/assets/ShipmentsPage-1.js"></script>',
    );

    const other = (await open('/transport/shipments', { cookie: session(admin), 'sec-ch-ua-mobile': '?1' })).body;
    const adminProfile = (await call(t.app, 'GET', '/api/whoami', { token: admin.token })).json().data as { name: string };
    expect(other).toContain(`: ${adminProfile.name} (`);
    expect(other).not.toContain(profile.name);
  });

  it('shows the answers a page names as the API gives them to the user, and leaves out those it refuses', async () => {
    const [own] = (await call(t.app, 'GET', '/api/consignments?pageSize=1', { token: user.token })).json().data as {
      uuid: string;
      shipment_number: string;
      site_name: string;
    }[];
    const drawn = await open(`/transport/shipments/${own!.uuid}`, { cookie: session(user), 'user-agent': PHONE });
    expect(drawn.headers['cache-control']).toBe('private, no-store');
    expect(drawn.body).toContain(`<main>${own!.shipment_number} at ${own!.site_name}</main>`);

    // Another organization's shipment is not found for this user: the page is drawn without it.
    const god = await signIn(t.app, 'god@demo.example');
    const everyone = (await call(t.app, 'GET', '/api/admin/consignments?pageSize=200', { token: god.token })).json().data as {
      uuid: string;
      organization_id: number;
    }[];
    const foreign = everyone.find((shipment) => shipment.organization_id !== user.user.sites[0]!.organization_id);
    expect(foreign).toBeDefined();
    expect((await call(t.app, 'GET', `/api/consignments/${foreign!.uuid}`, { token: user.token })).statusCode).toBe(404);
    const refused = await open(`/transport/shipments/${foreign!.uuid}`, { cookie: session(user), 'user-agent': PHONE });
    expect(refused.body).toContain('<main>loading</main>');
  });

  it('is left to the app while four phones’ pages are being rendered, and rendered again once they are done', async () => {
    let release = () => {};
    globalThis.signedInRendersHeld = new Promise((done) => (release = done));
    globalThis.signedInRendersStarted = 0;
    const request = () => open('/transport/shipments', { cookie: session(user), 'user-agent': PHONE });
    const held = Array.from({ length: 4 }, request);
    await expect.poll(() => globalThis.signedInRendersStarted).toBe(4);
    const crowded = await request();
    expect(crowded.headers['cache-control']).toBe('no-cache');
    expect(crowded.body).toContain('<div id="root"></div>');
    release();
    globalThis.signedInRendersHeld = undefined;
    for (const response of await Promise.all(held)) expect(response.body).toContain('<div inert');
    expect((await request()).body).toContain('<div inert');
  });

  it('is left to the app on a wide screen, without a valid session, on pages the server does not draw, or when it cannot be rendered', async () => {
    const plain = (response: { body: string; headers: Record<string, unknown> }) => {
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    };
    plain(await open('/transport/shipments', { cookie: session(user), 'user-agent': DESKTOP }));
    plain(await open('/transport/shipments', { cookie: session(user), 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' }));
    plain(await open('/transport/shipments', { 'user-agent': PHONE }));
    plain(await open('/transport/shipments', { cookie: `${TOKEN_COOKIE}=not-a-session`, 'user-agent': PHONE }));
    plain(await open('/transport/bookings', { cookie: session(user), 'user-agent': PHONE }));

    const ended = await signIn(t.app, 'user@demo.example');
    expect((await call(t.app, 'POST', '/api/logout', { token: ended.token })).statusCode).toBe(204);
    plain(await open('/transport/shipments', { cookie: session(ended), 'user-agent': PHONE }));

    globalThis.signInPageFails = true;
    const failed = await open('/transport/shipments', { cookie: session(user), 'user-agent': PHONE });
    expect(failed.statusCode).toBe(200);
    plain(failed);
  });
});
