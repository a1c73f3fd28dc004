import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedReports, organizations } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let orgAdmin: string;
let god: string;
let user: string;
let nordicId: number;
let demoOrganizationId: number;

async function organizationId(name: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name));
  return row!.id;
}

async function reportsOfOrganization(id: number) {
  return t.deps.db.select().from(embeddedReports).where(eq(embeddedReports.organization_id, id));
}

const report = (overrides: Record<string, unknown> = {}) => ({
  organization_id: nordicId,
  name: 'Carbon by lane',
  source: 'power_bi',
  workspace_id: 'ws-nordic',
  report_id: 'rpt-carbon',
  front_options: '{"filterPaneEnabled":true}',
  is_default: 0,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  god = (await signIn(t.app, 'god@demo.example')).token;
  user = (await signIn(t.app, 'user@demo.example')).token;
  nordicId = await organizationId('Nordic Freight AB');
  demoOrganizationId = await organizationId('Demo Organization');
});
afterAll(() => t.close());

describe('keeping an organization’s reports', () => {
  it('lets an organization admin add, change and remove a report, which the menu list then shows', async () => {
    const created = await call(t.app, 'POST', '/api/embedded-report', { token: orgAdmin, body: report() });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ name: 'Carbon by lane', source: 'power_bi', organization_id: nordicId, is_default: 0 });

    const changed = await call(t.app, 'PUT', `/api/embedded-report/${id}`, {
      token: orgAdmin,
      body: report({ name: 'Carbon by lane and mode', front_options: '{"navContentPaneEnabled":false}' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Carbon by lane and mode', front_options: '{"navContentPaneEnabled":false}' });

    const menu = await call(t.app, 'GET', '/api/embedded-report?pageSize=1000', { token: user });
    expect((menu.json().data as { name: string }[]).map((entry) => entry.name)).toContain('Carbon by lane and mode');

    const removed = await call(t.app, 'DELETE', `/api/embedded-report/${id}`, { token: orgAdmin });
    expect(removed.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/embedded-report/${id}`, { token: orgAdmin })).statusCode).toBe(404);
  });

  it('keeps the preset options of a default report and of the analytics report, whatever was sent', async () => {
    const asDefault = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: report({ name: 'Start page', is_default: 1, front_options: '{"mine":true}' }),
    });
    expect(JSON.parse(asDefault.json().data.front_options)).toMatchObject({ filterPaneEnabled: false, navContentPaneEnabled: false });
    const analytics = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: report({ name: 'Analytics', front_options: '{"mine":true}' }),
    });
    expect(JSON.parse(analytics.json().data.front_options)).toMatchObject({ filterPaneEnabled: true, titled: true });
    expect(JSON.parse(analytics.json().data.front_options)).not.toHaveProperty('mine');
  });

  it('lets a god user keep any organization’s reports and list them by organization', async () => {
    const created = await call(t.app, 'POST', '/api/embedded-report', {
      token: god,
      body: report({ organization_id: demoOrganizationId, name: 'Demo spend' }),
    });
    expect(created.statusCode).toBe(200);
    const listed = await call(t.app, 'GET', `/api/embedded-report?pageSize=1000&filter[organization_id]=${demoOrganizationId}`, {
      token: god,
    });
    const names = (listed.json().data as { name: string; organization_id: number }[]).map((entry) => entry.name);
    expect(names).toHaveLength((await reportsOfOrganization(demoOrganizationId)).length);
    expect(names).toContain('Demo spend');
  });
});

describe('report validation', () => {
  it('answers 422 per field: required fields, the default flag and invalid JSON options', async () => {
    const response = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: { organization_id: nordicId, name: ' ', source: 'power_bi', workspace_id: '', report_id: '', front_options: '{oops' },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors.name).toEqual(['This field is required.']);
    expect(errors.workspace_id).toEqual(['This field is required.']);
    expect(errors.report_id).toEqual(['This field is required.']);
    expect(errors.is_default).toEqual(['This field is required.']);
    expect(errors.front_options).toEqual(['Invalid JSON value']);
  });

  it('refuses options that are JSON but not an object, and a Metabase report that names no dashboard number', async () => {
    const response = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: report({ front_options: '[1, 2]' }),
    });
    expect(response.json().errors.front_options).toEqual(['Invalid JSON value']);
    const metabase = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: report({ source: 'metabase', report_id: 'lane-costs' }),
    });
    expect(metabase.statusCode).toBe(422);
    expect(metabase.json().errors.report_id).toEqual(['A Metabase report id is the number of a dashboard.']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('tenancy and access', () => {
  it('answers 404 for another organization’s report, to read, change, remove or embed it', async () => {
    const [foreign] = await reportsOfOrganization(demoOrganizationId);
    for (const [method, url, body] of [
      ['GET', `/api/embedded-report/${foreign!.id}`, undefined],
      ['PUT', `/api/embedded-report/${foreign!.id}`, report()],
      ['DELETE', `/api/embedded-report/${foreign!.id}`, undefined],
      ['GET', `/api/embedded-report/${foreign!.id}/embed`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, { token: orgAdmin, body })).statusCode).toBe(404);
    }
    expect(await reportsOfOrganization(demoOrganizationId)).toContainEqual(foreign);
  });

  it('does not let an organization admin add a report to another organization', async () => {
    const before = (await reportsOfOrganization(demoOrganizationId)).length;
    const response = await call(t.app, 'POST', '/api/embedded-report', {
      token: orgAdmin,
      body: report({ organization_id: demoOrganizationId }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.organization_id).toEqual(['There is no such organization.']);
    expect(await reportsOfOrganization(demoOrganizationId)).toHaveLength(before);
  });

  it('lets only organization admins and god users keep reports', async () => {
    const [own] = await reportsOfOrganization(nordicId);
    expect((await call(t.app, 'POST', '/api/embedded-report', { token: user, body: report() })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `/api/embedded-report/${own!.id}`, { token: user, body: report() })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/embedded-report/${own!.id}`, { token: user })).statusCode).toBe(403);
  });

  it('tells a user that a report’s service is not configured when the server has no credentials for it', async () => {
    const [own] = await reportsOfOrganization(nordicId);
    const response = await call(t.app, 'GET', `/api/embedded-report/${own!.id}/embed`, { token: user });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ kind: 'not_configured', source: own!.source });
  });
});
