import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import SwaggerParser from '@apidevtools/swagger-parser';
import ExcelJS from 'exceljs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES } from '@freight/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access', () => {
  it('has an access rule on every API route', () => {
    const apiRoutes = t.app.routeCatalogue.filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(15);
    const unguarded = apiRoutes.filter((route) => !route.access || !ACCESS_RULES.includes(route.access));
    expect(unguarded).toEqual([]);
  });

  it('refuses a route registered without an access rule', async () => {
    const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: t.database.db, logger: false });
    app.get('/api/forgotten-guard', async () => ({ secret: true }));
    const response = await app.inject({ method: 'GET', url: '/api/forgotten-guard' });
    expect(response.statusCode).toBe(403);
    await app.close();
  });
});

describe('error answers', () => {
  it('answers a server fault with a generic message and a request id, never the details', async () => {
    const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: t.database.db, logger: false });
    app.get('/api/broken', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/broken', headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.message).toBe('¡Vaya, algo salió mal!');
    expect(body.request_id).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await call(t.app, 'GET', '/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no such address in the API.' });
  });
});

describe('compressed answers', () => {
  it('sends an answer compressed in the encoding the client prefers, which reads back as the same JSON', async () => {
    const { token, user } = await signIn(t.app, 'siteadmin@demo.example');
    const siteIds = user.sites.map((site) => site.id);
    const plain = await call(t.app, 'GET', '/api/consignments?pageSize=50', { token, siteIds });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThan(0);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await call(t.app, 'GET', '/api/consignments?pageSize=50', {
        token,
        siteIds,
        headers: { 'accept-encoding': accepted },
      });
      expect(compressed.headers['content-encoding'], accepted).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
    }
  });
});

describe('OpenAPI document', () => {
  it('validates as OpenAPI and generates a typed client that compiles', async () => {
    const document = (await call(t.app, 'GET', '/api/docs/json')).json();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();

    const client = astToString(await openapiTS(document));
    expect(client).toContain('"/api/permissions/tree"');
    expect(client).toMatch(/PermissionTreeNode: \{[^}]*children: components\["schemas"\]\["PermissionTreeNode"\]\[\]/);
    const directory = mkdtempSync(join(tmpdir(), 'freight-openapi-'));
    try {
      const file = join(directory, 'api.d.ts');
      writeFileSync(file, client);
      const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts'], types: [] });
      expect(ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual(
        [],
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('is generated from the contracts', async () => {
    const response = await call(t.app, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/whoami', '/api/sites', '/api/countries']));
    const loginBody = document.paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('xlsx export', () => {
  async function exportSites(token: string, form: Record<string, string>) {
    const boundary = '----freight-test';
    const payload =
      Object.entries(form)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    return call(t.app, 'POST', '/api/sites/export', {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  async function readSheet(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as never);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('streams the chosen rows and columns of what the user may see', async () => {
    const { token, user } = await signIn(t.app, 'siteadmin@demo.example');
    const [first] = user.sites;
    const response = await exportSites(token, {
      'data[0]': String(first!.id),
      'data[1]': '999999',
      'columns[0][key]': 'name',
      'columns[0][title]': 'Site',
      'columns[1]': 'city',
      model: 'sites',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="sites_\d{4}-\d{2}-\d{2}T[\d-]+\.xlsx"/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['Site', 'City']);
    expect(rows).toHaveLength(2);
  });

  it('exports every visible row when no ids are chosen', async () => {
    const { token, user } = await signIn(t.app, 'siteadmin@demo.example');
    const response = await exportSites(token, { model: 'sites' });
    const rows = await readSheet(response.rawPayload);
    expect(rows).toHaveLength(1 + user.sites.length);
  });

  it("lists the rows in the table's sort", async () => {
    const { token } = await signIn(t.app, 'siteadmin@demo.example');
    const names = async (sortOrder: string) => {
      const response = await exportSites(token, { model: 'sites', 'columns[0]': 'name', sortKey: 'name', sortOrder });
      expect(response.statusCode).toBe(200);
      return (await readSheet(response.rawPayload)).slice(1).map((row) => String(row[0]));
    };
    const ascending = await names('asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect(await names('desc')).toEqual([...ascending].reverse());
  });
});
