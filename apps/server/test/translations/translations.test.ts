import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let user: string;

const bundled = (locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'locales', 'src', locale, `${namespace}.json`), 'utf8'),
  );

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  user = (await signIn(t.app, 'user@demo.example')).token;
});
afterAll(() => t.close());

const menuKey = 'menu.shipments';
const path = (locale: string, key = menuKey, namespace = 'shell') => `/api/translations/${locale}/${namespace}/${key}`;

describe('interface texts served with overrides', () => {
  it('answers the bundled texts to anyone, with a version that a client revalidates', async () => {
    const response = await call(t.app, 'GET', '/api/locales/es/shell');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(bundled('es', 'shell'));
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const again = await call(t.app, 'GET', '/api/locales/es/shell', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const versions = await call(t.app, 'GET', '/api/locales/es');
    expect(versions.json().data.shell).toBe(etag.slice(1, -1));
    expect((await call(t.app, 'GET', '/api/locales/fr/shell')).statusCode).toBe(422);
    expect((await call(t.app, 'GET', '/api/locales/es/noSuchTexts')).statusCode).toBe(404);
  });

  it('merges an override for every caller and changes the version of that namespace only', async () => {
    const before = (await call(t.app, 'GET', '/api/locales/es')).json().data as Record<string, string>;
    const saved = await call(t.app, 'PUT', path('es'), { token: god, body: { value: 'Mis envíos' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ namespace: 'shell', key: menuKey, values: { es: 'Mis envíos' }, overridden: ['es'] });

    const texts = (await call(t.app, 'GET', '/api/locales/es/shell', { token: user })).json();
    expect(texts.menu.shipments).toBe('Mis envíos');
    expect((await call(t.app, 'GET', '/api/locales/en/shell')).json().menu.shipments).toBe(bundled('en', 'shell').menu.shipments);
    const after = (await call(t.app, 'GET', '/api/locales/es')).json().data as Record<string, string>;
    expect(after.shell).not.toBe(before.shell);
    expect(after.common).toBe(before.common);

    // Saving the bundled text again removes the override.
    const reverted = await call(t.app, 'PUT', path('es'), { token: god, body: { value: bundled('es', 'shell').menu.shipments } });
    expect(reverted.json().data.overridden).toEqual([]);
    expect((await call(t.app, 'GET', '/api/locales/es')).json().data.shell).toBe(before.shell);

    const trail = await call(t.app, 'GET', `/api/audit-events?entity=translation&entity_id=es:shell:${menuKey}`, { token: god });
    expect(trail.json().data.map((event: { action: string }) => event.action)).toEqual(['delete', 'create']);
  });

  it('lets god users only change texts', async () => {
    for (const token of [orgAdmin, user]) {
      expect((await call(t.app, 'PUT', path('es'), { token, body: { value: 'Hackeado' } })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/translations', { token })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'PUT', path('es'), { body: { value: 'Hackeado' } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/locales/es/shell')).json().menu.shipments).toBe(bundled('es', 'shell').menu.shipments);
  });

  it('refuses unknown keys, empty texts and lost placeholders with 422 per field', async () => {
    const unknownKey = await call(t.app, 'PUT', path('es', 'menu.no_such_item'), { token: god, body: { value: 'Algo' } });
    expect(unknownKey.statusCode).toBe(422);
    expect(unknownKey.json().errors).toEqual({ key: ['There is no such text in this namespace.'] });
    const unknownNamespace = await call(t.app, 'PUT', path('es', 'title', 'noSuchTexts'), { token: god, body: { value: 'Algo' } });
    expect(unknownNamespace.json().errors).toEqual({ namespace: ['There is no such text in this namespace.'] });
    const empty = await call(t.app, 'PUT', path('zh-CN'), { token: god, body: { value: '  ' } });
    expect(empty.json().errors).toEqual({ value: ['This field is required.'] });
    expect((await call(t.app, 'PUT', path('fr'), { token: god, body: { value: 'Envois' } })).statusCode).toBe(422);

    // A key with a placeholder must keep it.
    const rows = (await call(t.app, 'GET', '/api/translations?search={{&pageSize=500', { token: god })).json().data as {
      namespace: string;
      key: string;
      bundled: { en: string };
    }[];
    const withPlaceholder = rows.find((row) => /\{\{\s*\w+\s*\}\}/.test(row.bundled.en))!;
    const placeholder = withPlaceholder.bundled.en.match(/\{\{\s*\w+\s*\}\}/)![0].replace(/\s/g, '');
    const lost = await call(t.app, 'PUT', path('es', withPlaceholder.key, withPlaceholder.namespace), {
      token: god,
      body: { value: 'Sin marcador' },
    });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().errors.value[0]).toContain(placeholder);
  });

  it('lists every key in every language, searchable and filterable by missing texts', async () => {
    const list = await call(t.app, 'GET', '/api/translations?namespace=shell&search=menu.shipments', { token: god });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.namespaces).toEqual(expect.arrayContaining(['common', 'shell']));
    expect(body.data).toEqual([
      expect.objectContaining({
        namespace: 'shell',
        key: menuKey,
        values: {
          en: bundled('en', 'shell').menu.shipments,
          es: bundled('es', 'shell').menu.shipments,
          'zh-CN': bundled('zh-CN', 'shell').menu.shipments,
        },
        missing: [],
      }),
    ]);
    const all = (await call(t.app, 'GET', '/api/translations?pageSize=1', { token: god })).json();
    expect(all.meta.total).toBeGreaterThan(500);
    const missing = (await call(t.app, 'GET', '/api/translations?missing=any&pageSize=500', { token: god })).json();
    expect(Object.keys(missing.missing_counts).sort()).toEqual(['en', 'es', 'zh-CN']);
    expect(missing.data.every((row: { missing: string[] }) => row.missing.length > 0)).toBe(true);
  });
});
