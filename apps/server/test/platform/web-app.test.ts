import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Freight Portal</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const greeting = '${'hello '.repeat(400)}';`;

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'freight-web-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(
    join(webRoot, 'route-preloads.json'),
    JSON.stringify({
      'transport.shipments.detail': {
        files: ['/assets/ShipmentDetailPage-1.js', '/assets/ShipmentDetailPage-1.css'],
        namespaces: ['common', 'shipment'],
      },
      'transport.price_leadtime.template': { files: ['/assets/QuoteTemplatePage-1.js'], namespaces: ['common'] },
    }),
  );
  // The web build writes compressed copies beside each asset.
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'main-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(webRoot, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets', 'main-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST_DIR: webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers HEAD of its pages like GET, without a body', async () => {
    for (const path of ['/', '/login', '/home', '/transport/shipments?page=2']) {
      const get = await call(t.app, 'GET', path);
      expect(get.statusCode, `GET ${path}`).toBe(200);
      expect(get.body).toBe(INDEX_HTML);
      const head = await call(t.app, 'HEAD', path);
      expect(head.statusCode, `HEAD ${path}`).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(INDEX_HTML)));
      expect(head.body).toBe('');
    }
  });

  it('sends its pages with the security headers', async () => {
    const page = await call(t.app, 'GET', '/transport/shipments');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends a built script in its brotli copy to a browser that takes brotli, cached for a year', async () => {
    const script = await call(t.app, 'GET', '/assets/main-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);

    const plain = await call(t.app, 'GET', '/assets/main-Ab12Cd34.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("names the files and texts of the page an address opens, so the browser fetches them with the app's main script", async () => {
    const detail = await call(t.app, 'GET', '/transport/shipments/0b5e6f2c-1d2e-4f00-9a55-3c1b2d4e5f60?tab=events');
    expect(detail.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ShipmentDetailPage-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/ShipmentDetailPage-1.css">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/locales/en/common">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/locales/en/shipment"></head>',
    );
    // The texts come in the language the visitor chose.
    const spanish = await call(t.app, 'GET', '/transport/shipments/0b5e6f2c-1d2e-4f00-9a55-3c1b2d4e5f60', {
      headers: { cookie: 'locale=es' },
    });
    expect(spanish.body).toContain('href="/api/locales/es/shipment"');
    const head = await call(t.app, 'HEAD', '/transport/shipments/0b5e6f2c-1d2e-4f00-9a55-3c1b2d4e5f60');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(detail.body)));

    // An optional parameter may be left out; an address no route has gets the page as it is.
    for (const path of ['/transport/price-leadtime/template', '/transport/price-leadtime/template/7']) {
      expect((await call(t.app, 'GET', path)).body, path).toContain('/assets/QuoteTemplatePage-1.js');
    }
    expect((await call(t.app, 'GET', '/transport/shipments/a/b')).body).toBe(INDEX_HTML);
  });

  it('answers HEAD of an unknown API address with 404', async () => {
    const head = await call(t.app, 'HEAD', '/api/no-such-thing');
    expect(head.statusCode).toBe(404);
  });
});
