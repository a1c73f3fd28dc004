import { flattenPermissionKeys, visibleMenu } from '@freight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
const roleIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  const roles = await call(t.app, 'GET', '/api/roles?pageSize=1000', { token: god });
  for (const role of roles.json().data as { id: number; name: string }[]) roleIds.set(role.name, role.id);
});
afterAll(() => t.close());

describe('roles', () => {
  it('creates, renames and removes a role with permissions of the tree only', async () => {
    const unknown = await call(t.app, 'POST', '/api/roles', {
      token: god,
      body: { name: 'Auditor', permissions: ['transport.shipments', 'rockets'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'permissions.1': ['There is no such permission.'] });

    const created = await call(t.app, 'POST', '/api/roles', {
      token: god,
      body: { name: 'Auditor', permissions: ['transport.shipments', 'dashboard', 'dashboard'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'Auditor', permissions: ['dashboard', 'transport.shipments'], built_in: false, users_count: 0 });
    expect((await call(t.app, 'POST', '/api/roles', { token: god, body: { name: 'auditor' } })).json().errors).toEqual({
      name: ['Another role already has this name.'],
    });

    const renamed = await call(t.app, 'PUT', `/api/roles/${role.id}`, {
      token: god,
      body: { name: 'Freight auditor', permissions: ['faq'] },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Freight auditor', permissions: ['faq'] });
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=role&entity_id=${role.id}`, { token: god });
    expect(trail.json().data.map((event: { action: string }) => event.action)).toEqual(['update', 'create']);

    expect((await call(t.app, 'DELETE', `/api/roles/${role.id}`, { token: god })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/roles/${role.id}`, { token: god })).statusCode).toBe(404);
  });

  it("keeps the built-in roles' names, and every permission on GOD USERS", async () => {
    for (const name of ['GOD USERS', 'Organization Admin']) {
      const id = roleIds.get(name)!;
      expect((await call(t.app, 'DELETE', `/api/roles/${id}`, { token: god })).statusCode).toBe(422);
      const rename = await call(t.app, 'PUT', `/api/roles/${id}`, {
        token: god,
        body: { name: `${name} 2`, permissions: flattenPermissionKeys() },
      });
      expect(rename.json().errors).toEqual({ name: ['This built-in role cannot be renamed or removed.'] });
    }
    const narrowed = await call(t.app, 'PUT', `/api/roles/${roleIds.get('GOD USERS')}`, {
      token: god,
      body: { name: 'GOD USERS', permissions: ['faq'] },
    });
    expect(narrowed.json().errors).toEqual({ permissions: ['The GOD USERS role always holds every permission.'] });
  });

  it("serves the permission tree with labels in the caller's language and what each key opens", async () => {
    const tree = await call(t.app, 'GET', '/api/permissions/tree', { token: god, locale: 'es' });
    const settings = tree.json().data.find((node: { key: string }) => node.key === 'settings');
    expect(settings).toMatchObject({
      label: 'Configuración',
      children: expect.arrayContaining([{ key: 'settings.sites', label: 'Centros', children: [] }]),
    });

    const routes = await call(t.app, 'GET', '/api/permissions/routes', { token: god });
    const sites = routes.json().data.find((entry: { key: string }) => entry.key === 'settings.sites');
    expect(sites.pages).toEqual([{ name: 'settings.sites', path: '/settings/sites' }]);
    expect(sites.api).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/sites' },
        { method: 'PUT', url: '/api/sites/:id' },
      ]),
    );
    const orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    expect((await call(t.app, 'GET', '/api/permissions/tree', { token: orgAdmin })).statusCode).toBe(403);
  });

  it('takes effect at once: without settings.sites a site admin gets 403 and loses the Sites menu item', async () => {
    const siteAdmin = await signIn(t.app, 'siteadmin@demo.example');
    const siteId = siteAdmin.user.sites[0]!.id;
    const before = await call(t.app, 'GET', '/api/whoami', { token: siteAdmin.token });
    const settingsChildren = (user: Parameters<typeof visibleMenu>[0]) =>
      visibleMenu(
        user,
        user.sites.map((site) => site.id),
        [],
        'client',
      )
        .find((item) => item.key === 'settings')
        ?.children.map((child) => child.key);
    expect(settingsChildren(before.json().data)).toContain('sites');
    const current = (await call(t.app, 'GET', `/api/roles/${roleIds.get('Site Admin')}`, { token: god })).json().data;

    const narrowed = await call(t.app, 'PUT', `/api/roles/${current.id}`, {
      token: god,
      body: { name: 'Site Admin', permissions: current.permissions.filter((key: string) => key !== 'settings.sites') },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);

    const site = (await call(t.app, 'GET', `/api/sites/${siteId}`, { token: siteAdmin.token })).json().data;
    const refused = await call(t.app, 'PUT', `/api/sites/${siteId}`, { token: siteAdmin.token, body: { ...site, name: 'Renamed' } });
    expect(refused.statusCode).toBe(403);
    const after = await call(t.app, 'GET', '/api/whoami', { token: siteAdmin.token });
    expect(after.json().data.permissions['settings.sites']).toBeUndefined();
    expect(settingsChildren(after.json().data)).not.toContain('sites');
  });

  it('is managed by god users only', async () => {
    const orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    expect((await call(t.app, 'POST', '/api/roles', { token: orgAdmin, body: { name: 'Mine' } })).statusCode).toBe(403);
  });
});
