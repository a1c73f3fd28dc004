import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedReports, organizations } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let orgAdmin: string;
let user: string;
let agent: string;

const names = (body: { data: { name: string }[] }) => body.data.map((report) => report.name);

beforeAll(async () => {
  t = await createTestApp();
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  user = (await signIn(t.app, 'user@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

describe('the default report and the Custom reports submenu', () => {
  it('gives a user their organization’s default report, and the reports that are neither default nor analytics', async () => {
    const fallback = await call(t.app, 'GET', '/api/embedded-report/default', { token: user });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data).toMatchObject({ name: 'Overview', is_default: 1 });

    const custom = await call(t.app, 'GET', '/api/embedded-report/not-default', { token: user });
    expect(custom.statusCode).toBe(200);
    expect(names(custom.json())).toEqual(['Carrier performance', 'Lane costs']);
  });

  it('answers 404 for the default report of an organization that has none, and lists only its own reports', async () => {
    expect((await call(t.app, 'GET', '/api/embedded-report/default', { token: agent })).statusCode).toBe(404);
    const custom = await call(t.app, 'GET', '/api/embedded-report/not-default', { token: agent });
    expect(names(custom.json())).toEqual(['Lead times by lane', 'Monthly freight spend']);
  });

  it('leaves out a report named analytics in any case and follows the default flag as it changes', async () => {
    const [nordic] = await t.deps.db.select().from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
    const body = { organization_id: nordic!.id, source: 'power_bi', workspace_id: 'ws', report_id: 'rpt', front_options: '{}' };
    const analytics = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: { ...body, name: ' Analytics ', is_default: 0 },
    });
    expect(analytics.statusCode).toBe(200);
    const start = await call(t.app, 'POST', '/api/embedded-report', { token: orgAdmin, body: { ...body, name: 'Start', is_default: 1 } });
    expect(start.statusCode).toBe(200);

    expect((await call(t.app, 'GET', '/api/embedded-report/default', { token: user })).json().data.name).toBe('Start');
    expect(names((await call(t.app, 'GET', '/api/embedded-report/not-default', { token: user })).json())).toEqual([
      'Carrier performance',
      'Lane costs',
    ]);

    await t.deps.db.delete(embeddedReports).where(eq(embeddedReports.is_default, 1));
    expect((await call(t.app, 'GET', '/api/embedded-report/default', { token: user })).statusCode).toBe(404);
  });

  it('asks for a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/embedded-report/default')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/embedded-report/not-default')).statusCode).toBe(401);
  });
});
