import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sites, users } from '../../src/db/schema';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let siteAdmin: string;
let nordic: number;
let demoOrganization: number;
let gothenburg: number;
let stockholm: number;
let demoSite: number;
const roleIds = new Map<string, number>();

async function site(name: string) {
  const [row] = await t.database.db
    .select({ id: sites.id, organization_id: sites.organization_id })
    .from(sites)
    .where(eq(sites.name, name));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  const g = await site('Gothenburg Warehouse');
  gothenburg = g.id;
  nordic = g.organization_id;
  stockholm = (await site('Stockholm Office')).id;
  const d = await site('Demo Main Site');
  demoSite = d.id;
  demoOrganization = d.organization_id;
  const roles = await call(t.app, 'GET', '/api/roles?pageSize=1000', { token: god });
  for (const role of roles.json().data as { id: number; name: string }[]) roleIds.set(role.name, role.id);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Petra Planner',
  email: 'petra@nordic.example',
  description: 'Inbound planning',
  roles_ids: [roleIds.get('User')],
  site_ids: [gothenburg],
  ...overrides,
});

describe('adding users', () => {
  it('answers 422 per field for a user with nothing filled in', async () => {
    const response = await call(t.app, 'POST', '/api/users', { token: orgAdmin, body: { name: '', email: 'x', roles_ids: [] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['This field is required.'],
      email: ['Enter a valid e-mail address.'],
      roles_ids: ['Choose at least one role.'],
    });
  });

  it("adds a user to the admin's organization and sends a welcome link that sets the password", async () => {
    const response = await call(t.app, 'POST', '/api/users', { token: orgAdmin, body: body() });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({
      organization: { id: nordic },
      level: 'user',
      roles: [{ name: 'User' }],
      sites: [{ id: gothenburg, name: 'Gothenburg Warehouse' }],
      password_set: false,
    });

    const mail = await lastMailTo(t.database.db, 'petra@nordic.example');
    expect(mail!.subject).toBe('Welcome to Freight Portal');
    const link = linkIn(mail!.text_body);
    expect(link.pathname).toMatch(/^\/password\/welcome\//);
    const token = link.pathname.split('/').at(-1);
    const set = await call(t.app, 'POST', '/api/password/welcome', {
      body: { token, password: 'Planner-pass-9', password_confirmation: 'Planner-pass-9' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: 'petra@nordic.example', password: 'Planner-pass-9', remember: false },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.sites.map((s: { id: number }) => s.id)).toEqual([gothenburg]);

    const taken = await call(t.app, 'POST', '/api/users', { token: orgAdmin, body: body({ email: 'PETRA@nordic.example' }) });
    expect(taken.json().errors).toEqual({ email: ['This e-mail address is already used by another account.'] });
  });

  it('refuses GOD USERS from anybody but a god user, and sites outside the organization', async () => {
    const god_ = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: body({ email: 'sneaky@nordic.example', roles_ids: [roleIds.get('GOD USERS')] }),
    });
    expect(god_.statusCode).toBe(422);
    expect(god_.json().errors).toEqual({ roles_ids: ['Only god users may give the GOD USERS role.'] });

    const foreign = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: body({ email: 'foreign@nordic.example', site_ids: [gothenburg, demoSite] }),
    });
    expect(foreign.json().errors).toEqual({ site_ids: ['This site does not belong to the organization.'] });
    const none = await call(t.app, 'POST', '/api/users', { token: orgAdmin, body: body({ email: 'nosite@nordic.example', site_ids: [] }) });
    expect(none.json().errors).toEqual({ site_ids: ['Choose at least one site.'] });
    const otherOrganization = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: body({ email: 'other@nordic.example', organization_id: demoOrganization, site_ids: [demoSite] }),
    });
    expect(Object.keys(otherOrganization.json().errors)).toContain('organization_id');
    // The roles list hides GOD USERS from the organization admin too.
    const roles = await call(t.app, 'GET', '/api/roles?pageSize=1000', { token: orgAdmin });
    expect(roles.json().data.map((role: { name: string }) => role.name)).not.toContain('GOD USERS');
  });

  it('gives an administrator role every site of the organization and its level', async () => {
    const response = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: body({ email: 'olle@nordic.example', roles_ids: [roleIds.get('Organization Admin')], site_ids: [] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created.level).toBe('organization-admin');
    const organizationSites = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.organization_id, nordic));
    expect(created.sites.map((s: { id: number }) => s.id).sort()).toEqual(organizationSites.map((s) => s.id).sort());
  });

  it('lets a god user add a god user to another organization', async () => {
    const response = await call(t.app, 'POST', '/api/users', {
      token: god,
      body: body({
        email: 'second.god@demo.example',
        roles_ids: [roleIds.get('GOD USERS')],
        organization_id: demoOrganization,
        site_ids: [],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ level: 'super', organization: { id: demoOrganization } });
    const missing = await call(t.app, 'POST', '/api/users', { token: god, body: body({ email: 'noorg@demo.example' }) });
    expect(missing.json().errors).toEqual({ organization_id: ['This field is required.'] });
  });
});

describe('changing and removing users', () => {
  async function add(email: string, siteIds = [gothenburg]) {
    const response = await call(t.app, 'POST', '/api/users', { token: orgAdmin, body: body({ email, site_ids: siteIds }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  }

  it('changes roles and sites, and records the change', async () => {
    const id = await add('karl@nordic.example');
    const response = await call(t.app, 'PUT', `/api/users/${id}`, {
      token: orgAdmin,
      body: body({ email: 'karl@nordic.example', roles_ids: [roleIds.get('Site Admin')], site_ids: [stockholm] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ level: 'site-admin', sites: [{ id: stockholm }] });
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=user&entity_id=${id}`, { token: orgAdmin });
    expect(trail.json().data[0]).toMatchObject({
      action: 'update',
      changes: {
        level: { from: 'user', to: 'site-admin' },
        roles: { from: ['User'], to: ['Site Admin'] },
        sites: { from: ['Gothenburg Warehouse'], to: ['Stockholm Office'] },
      },
    });
  });

  it("keeps god users' accounts and other organizations' users away from organization admins", async () => {
    const [godUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'god@demo.example'));
    expect(
      (await call(t.app, 'PUT', `/api/users/${godUser!.id}`, { token: orgAdmin, body: body({ email: 'god@demo.example' }) })).statusCode,
    ).toBe(403);
    const [agent] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.example'));
    expect((await call(t.app, 'GET', `/api/users/${agent!.id}`, { token: orgAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/users', { token: siteAdmin })).statusCode).toBe(403);
    const list = await call(t.app, 'GET', '/api/users?pageSize=1000', { token: orgAdmin });
    expect(new Set(list.json().data.map((user: { organization: { id: number } }) => user.organization.id))).toEqual(new Set([nordic]));
  });

  it('removes a user only with the command delete, and never oneself', async () => {
    const id = await add('tove@nordic.example');
    expect((await call(t.app, 'DELETE', `/api/users/${id}`, { token: orgAdmin })).statusCode).toBe(422);
    const response = await call(t.app, 'DELETE', `/api/users/${id}?command=delete`, { token: orgAdmin });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call(t.app, 'GET', `/api/users/${id}`, { token: orgAdmin })).statusCode).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(id)));
    expect(event).toBeDefined();

    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'orgadmin@demo.example'));
    const self = await call(t.app, 'DELETE', `/api/users/${me!.id}`, { token: orgAdmin, body: { command: 'delete' } });
    expect(self.json().errors).toEqual({ command: ['You cannot remove your own account.'] });
  });
});
