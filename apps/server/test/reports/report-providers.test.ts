import { and, eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedReports, organizations } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { FAKE_AAD_TOKEN, FAKE_DATASET_ID, FAKE_EMBED_TOKEN, startFakePowerBi, type FakePowerBi } from '../support/report-services';

const TENANT = '3f1e2d4c-5b6a-4789-9abc-def012345678';
const METABASE_SECRET = 'metabase-embedding-secret-of-at-least-32-chars';

let t: TestApp;
let powerBi: FakePowerBi;
let user: string;
let nordicId: number;
let trustsSelfSigned: string | undefined;

async function nordicReport(name: string) {
  const [row] = await t.deps.db
    .select()
    .from(embeddedReports)
    .where(and(eq(embeddedReports.organization_id, nordicId), eq(embeddedReports.name, name)));
  return row!;
}

beforeAll(async () => {
  // The fake services use a self-signed certificate; only this test file's process accepts it.
  trustsSelfSigned = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  powerBi = await startFakePowerBi({ tenant: TENANT, clientId: 'portal-embedding', clientSecret: 'portal-secret' });
  t = await createTestApp({
    MICROSOFT_AUTHORITY: powerBi.origin,
    POWERBI_API_URL: powerBi.origin,
    POWERBI_TENANT_ID: TENANT,
    POWERBI_CLIENT_ID: 'portal-embedding',
    POWERBI_CLIENT_SECRET: 'portal-secret',
    METABASE_SITE_URL: 'https://metabase.example',
    METABASE_SECRET_KEY: METABASE_SECRET,
  });
  user = (await signIn(t.app, 'user@demo.example')).token;
  const [nordic] = await t.deps.db.select().from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  nordicId = nordic!.id;
});
afterAll(async () => {
  await t?.close();
  await powerBi?.close();
  if (trustsSelfSigned === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = trustsSelfSigned;
});

describe('Power BI Embedded', () => {
  it('signs in as the service principal and asks for a view-only token with the organization as effective identity', async () => {
    const report = await nordicReport('Carrier performance');
    powerBi.tokenExpiration = new Date(Date.now() + 60 * 60_000);
    const response = await call(t.app, 'GET', `/api/embedded-report/${report.id}/embed`, { token: user });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      kind: 'power_bi',
      report_id: report.report_id,
      embed_url: `https://app.powerbi.com/reportEmbed?reportId=${report.report_id}&groupId=${report.workspace_id}`,
      access_token: FAKE_EMBED_TOKEN,
      expires_at: powerBi.tokenExpiration.toISOString(),
      options: JSON.parse(report.front_options),
    });

    const tokenRequest = powerBi.requests.find((request) => request.path === `/${TENANT}/oauth2/v2.0/token`)!;
    const form = new URLSearchParams(tokenRequest.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_id')).toBe('portal-embedding');
    expect(form.get('scope')).toContain('https://analysis.windows.net/powerbi/api/.default');

    const generate = powerBi.requests.find((request) => request.path.endsWith('/GenerateToken'))!;
    expect(generate.path).toBe(`/v1.0/myorg/groups/${report.workspace_id}/reports/${report.report_id}/GenerateToken`);
    expect(generate.headers.authorization).toBe(`Bearer ${FAKE_AAD_TOKEN}`);
    expect(JSON.parse(generate.body)).toEqual({
      accessLevel: 'View',
      lifetimeInMinutes: 60,
      identities: [{ username: String(nordicId), roles: ['Organization'], datasets: [FAKE_DATASET_ID] }],
    });
  });

  it('keeps the service principal’s token for the next report instead of signing in again', async () => {
    const signIns = () => powerBi.requests.filter((request) => request.path.endsWith('/oauth2/v2.0/token')).length;
    const before = signIns();
    const report = await nordicReport('Overview');
    expect((await call(t.app, 'GET', `/api/embedded-report/${report.id}/embed`, { token: user })).statusCode).toBe(200);
    expect(signIns()).toBe(before);
  });

  it('answers 502 when Power BI does not know the report', async () => {
    const created = await call(t.app, 'POST', '/api/embedded-report', {
      token: (await signIn(t.app, 'orgadmin@demo.example')).token,
      body: { organization_id: nordicId, name: 'Gone', source: 'power_bi', workspace_id: 'ws-nf', report_id: 'missing', is_default: 0 },
    });
    const id = created.json().data.id as number;
    const response = await call(t.app, 'GET', `/api/embedded-report/${id}/embed`, { token: user });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The reporting service did not answer. Please try again later.');
  });
});

describe('Metabase static embedding', () => {
  it('signs a dashboard address with the organization locked as a parameter and a ten-minute expiry', async () => {
    const report = await nordicReport('Lane costs');
    const response = await call(t.app, 'GET', `/api/embedded-report/${report.id}/embed`, { token: user });
    expect(response.statusCode).toBe(200);
    const { kind, url, expires_at } = response.json().data as { kind: string; url: string; expires_at: string };
    expect(kind).toBe('metabase');
    const match = /^https:\/\/metabase\.example\/embed\/dashboard\/([^#]+)#(.*)$/.exec(url)!;
    expect(match).not.toBeNull();
    const { payload, protectedHeader } = await jwtVerify(match[1]!, new TextEncoder().encode(METABASE_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ resource: { dashboard: Number(report.report_id) }, params: { organization_id: nordicId } });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(new Date(expires_at).getTime()).toBe(payload.exp! * 1000);
    expect(new URLSearchParams(match[2]).get('bordered')).toBe('true');
  });
});

describe('Content Security Policy', () => {
  it('lets the page frame the configured reporting services and no other site', async () => {
    const response = await call(t.app, 'GET', '/api/embedded-report', { token: user });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://app.powerbi.com https://metabase.example");
  });

  it('frames only the portal itself when no reporting service is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await call(plain.app, 'GET', '/api/embedded-report', {
        token: (await signIn(plain.app, 'user@demo.example')).token,
      });
      expect(String(response.headers['content-security-policy'])).toContain("frame-src 'self';");
    } finally {
      await plain.close();
    }
  });
});
