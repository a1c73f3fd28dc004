import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/platform/auth';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let demoOrganizationSiteIds: number[];
let demoOrganizationId: number;
let nordicSiteIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const god = await signIn(t.app, 'god@demo.example');
  const organizations = await call(t.app, 'GET', '/api/organizations/active?pageSize=1000&include=sites', { token: god.token });
  const all = organizations.json().data as { id: number; name: string; sites: { id: number }[] }[];
  const demo = all.find((organization) => organization.name === 'Demo Organization')!;
  demoOrganizationId = demo.id;
  demoOrganizationSiteIds = demo.sites.map((site) => site.id);
  nordicSiteIds = all.find((organization) => organization.name === 'Nordic Freight AB')!.sites.map((site) => site.id);
});
afterAll(() => t.close());

describe('tenancy', () => {
  it('never lets a user see another organization’s sites, even when the site-ids header names them', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const ownIds = user.sites.map((site) => site.id);
    const headerIds = [...demoOrganizationSiteIds, ...ownIds];

    const sites = await call(t.app, 'GET', '/api/sites?pageSize=1000', { token, siteIds: headerIds });
    expect(sites.statusCode).toBe(200);
    const listed = (sites.json().data as { id: number }[]).map((site) => site.id).sort();
    expect(listed).toEqual([...ownIds].sort());

    const byId = await call(t.app, 'GET', `/api/sites?filter[id]=${demoOrganizationSiteIds.join(',')}`, { token });
    expect(byId.json().data).toEqual([]);

    const organizationSites = await call(t.app, 'GET', `/api/organizations/sites/${demoOrganizationId}`, { token });
    expect(organizationSites.statusCode).toBe(404);

    const picker = await call(t.app, 'GET', '/api/filters/organization/sites', { token, siteIds: headerIds });
    const pickerIds = (picker.json().data as { sites: { id: number }[] }[]).flatMap((group) => group.sites.map((site) => site.id));
    expect(pickerIds.sort()).toEqual([...ownIds].sort());
  });

  it('acts only as the named sites the user may see', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const [firstOwn] = user.sites.map((site) => site.id);
    const actor = await loadActor(t.database.db, token, [demoOrganizationSiteIds[0]!, firstOwn!]);
    expect(actor?.siteIds).toEqual([firstOwn]);
    const foreignOnly = await loadActor(t.database.db, token, demoOrganizationSiteIds);
    expect(foreignOnly?.siteIds).toEqual([]);
  });

  it('refuses to save an "Act as" filter naming a foreign site', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const refused = await call(t.app, 'POST', '/api/users/sites-filter', {
      token,
      body: { site_ids: [demoOrganizationSiteIds[0]] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.site_ids).toEqual(['You cannot act as one of these sites.']);

    const [only] = user.sites;
    const saved = await call(t.app, 'POST', '/api/users/sites-filter', { token, body: { site_ids: [only!.id] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sitesFilter).toEqual([only!.id]);
    const whoami = await call(t.app, 'GET', '/api/whoami', { token });
    expect(whoami.json().data.sitesFilter).toEqual([only!.id]);

    const empty = await call(t.app, 'POST', '/api/users/sites-filter', { token, body: { site_ids: [] } });
    expect(empty.statusCode).toBe(422);
  });

  it('lets a super user act as exactly one site of any organization', async () => {
    const { token } = await signIn(t.app, 'god@demo.example');
    const two = await call(t.app, 'POST', '/api/users/sites-filter', { token, body: { site_ids: demoOrganizationSiteIds } });
    expect(two.statusCode).toBe(422);
    const one = await call(t.app, 'POST', '/api/users/sites-filter', { token, body: { site_ids: [demoOrganizationSiteIds[1]] } });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.sitesFilter).toEqual([demoOrganizationSiteIds[1]]);
  });

  it('shows an organization admin every site of the organization and nothing of others', async () => {
    const { token } = await signIn(t.app, 'orgadmin@demo.example');
    const sites = await call(t.app, 'GET', '/api/sites', { token });
    expect((sites.json().data as { id: number }[]).map((site) => site.id).sort()).toEqual([...nordicSiteIds].sort());
    const organizations = await call(t.app, 'GET', '/api/organizations/active?include=sites', { token });
    expect((organizations.json().data as { name: string }[]).map((organization) => organization.name)).toEqual(['Nordic Freight AB']);
  });

  it('answers 403 when the level is too low and 401 when nobody is signed in', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await call(t.app, 'GET', '/api/organizations/active', { token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/roles', { token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/sites/export', { token, body: {} })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/sites')).statusCode).toBe(401);
  });

  it('shows the GOD USERS role only to god users', async () => {
    const orgAdmin = await signIn(t.app, 'orgadmin@demo.example');
    const god = await signIn(t.app, 'god@demo.example');
    const names = async (token: string) =>
      ((await call(t.app, 'GET', '/api/roles?pageSize=1000&sortKey=name', { token })).json().data as { name: string }[]).map(
        (role) => role.name,
      );
    expect(await names(orgAdmin.token)).not.toContain('GOD USERS');
    expect(await names(god.token)).toContain('GOD USERS');
  });

  it('serves an organization logo to its own users only', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const own = await call(t.app, 'GET', `/api/organizations/${user.sites[0]!.organization_id}/logo`, { token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('image/svg+xml');
    const foreign = await call(t.app, 'GET', `/api/organizations/${demoOrganizationId}/logo`, { token });
    expect(foreign.statusCode).toBe(404);
  });
});
