import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSite } from '@freight/contracts';
import { auditEvents, carriers, sites, users, userSites } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let siteAdmin: string;
let user: string;
let nordic: number;
let demoOrganization: number;
let gothenburg: number;

const validSite = (overrides: Record<string, unknown> = {}) => ({
  name: 'Uppsala Depot',
  key: 'Uppsala_Depot',
  email: 'uppsala@nordic.example',
  phone: '+46181234567',
  address: 'Kungsgatan 1',
  post_code: '75321',
  city: 'Uppsala',
  vat_number: 'SE-556677889901',
  country_code: 'SE',
  ...overrides,
});

async function siteId(name: string) {
  const [row] = await t.database.db
    .select({ id: sites.id, organization_id: sites.organization_id })
    .from(sites)
    .where(eq(sites.name, name));
  return row!;
}

async function createSite(token: string, body: Record<string, unknown>): Promise<TSite> {
  const response = await call(t.app, 'POST', '/api/sites', { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function membersOf(id: number) {
  const rows = await t.database.db.select({ userId: userSites.user_id }).from(userSites).where(eq(userSites.site_id, id));
  return rows.map((row) => row.userId);
}

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  user = (await signIn(t.app, 'user@demo.example')).token;
  const g = await siteId('Gothenburg Warehouse');
  gothenburg = g.id;
  nordic = g.organization_id;
  demoOrganization = (await siteId('Demo Main Site')).organization_id;
});
afterAll(() => t.close());

describe('creating and changing sites', () => {
  it('names every missing required field and every value that does not fit the country with its own message', async () => {
    const empty = await call(t.app, 'POST', '/api/sites', { token: orgAdmin, body: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'address',
      'city',
      'country_code',
      'email',
      'key',
      'name',
      'phone',
      'post_code',
      'vat_number',
    ]);

    const masked = await call(t.app, 'POST', '/api/sites', {
      token: orgAdmin,
      body: validSite({ phone: '0046 31 700', post_code: '417-55', vat_number: 'SE556677', email: 'not-an-address' }),
    });
    expect(masked.statusCode).toBe(422);
    expect(masked.json().errors).toEqual({
      email: ['Enter a valid e-mail address.'],
    });
    const wrongForSweden = await call(t.app, 'POST', '/api/sites', {
      token: orgAdmin,
      body: validSite({ phone: '0046 31 700', post_code: '417-55', vat_number: 'SE556677' }),
    });
    expect(wrongForSweden.statusCode).toBe(422);
    expect(wrongForSweden.json().errors).toEqual({
      phone: ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
      post_code: ['Enter a postcode like 123 45.'],
      vat_number: ['Enter a VAT number of the country, like SE123456789001.'],
    });

    const tooLong = await call(t.app, 'POST', '/api/sites', {
      token: orgAdmin,
      body: validSite({ phone: '+12345678901234', post_code: '12345678901' }),
    });
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['phone', 'post_code']);
  });

  it("answers field errors in the caller's language", async () => {
    const response = await call(t.app, 'POST', '/api/sites', { token: orgAdmin, locale: 'es', body: validSite({ post_code: 'abc' }) });
    expect(response.json().errors.post_code).toEqual(['Introduzca un código postal como 123 45.']);
  });

  it("adds a site to the organization admin's own organization, with its carriers excluded and the trail kept", async () => {
    const [dhl] = await t.database.db.select({ id: carriers.id }).from(carriers).limit(1);
    const site = await createSite(
      orgAdmin,
      validSite({ organization_id: demoOrganization, excluded_carrier_ids: [dhl!.id], is_active: 0, vat_number: 'se-5566778899 01' }),
    );
    expect(site).toMatchObject({
      organization_id: nordic,
      key: 'Uppsala_Depot',
      excluded_carrier_ids: [dhl!.id],
      is_active: 0,
      vat_number: 'se-5566778899 01',
      applications: [],
    });

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'site'), eq(auditEvents.entity_id, String(site.id))));
    expect(event).toMatchObject({ action: 'create', organization_id: nordic, label: 'Uppsala Depot' });
    expect(event!.changes.city).toEqual({ to: 'Uppsala' });

    const again = await call(t.app, 'POST', '/api/sites', { token: orgAdmin, body: validSite({ key: 'uppsala_depot' }) });
    expect(again.json().errors).toEqual({ key: ['Another site of this organization already has this identifier.'] });
    const unknownCarrier = await call(t.app, 'POST', '/api/sites', {
      token: orgAdmin,
      body: validSite({ key: 'Other', excluded_carrier_ids: [999_999] }),
    });
    expect(Object.keys(unknownCarrier.json().errors)).toEqual(['excluded_carrier_ids']);
  });

  it('lets a god user add a site to any organization, which must be named', async () => {
    const unnamed = await call(t.app, 'POST', '/api/sites', { token: god, body: validSite({ key: 'God_Site' }) });
    expect(unnamed.json().errors).toEqual({ organization_id: ['This field is required.'] });
    const site = await createSite(god, validSite({ key: 'God_Site', organization_id: demoOrganization }));
    expect(site.organization_id).toBe(demoOrganization);
  });

  it('makes a site admin a member of the site they add, so it appears among their sites', async () => {
    const site = await createSite(siteAdmin, validSite({ name: 'Lund Crossdock', key: 'Lund_Crossdock' }));
    const whoami = await call(t.app, 'GET', '/api/whoami', { token: siteAdmin });
    expect(whoami.json().data.sites.map((s: { id: number }) => s.id)).toContain(site.id);
  });

  it('keeps sites of other organizations and plain users out', async () => {
    const demo = await siteId('Demo Main Site');
    expect((await call(t.app, 'PUT', `/api/sites/${demo.id}`, { token: orgAdmin, body: validSite({ key: 'X' }) })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/sites/${demo.id}`, { token: orgAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/sites', { token: user, body: validSite({ key: 'Y' }) })).statusCode).toBe(403);
    // A site admin manages only the sites they belong to.
    const stockholm = await siteId('Stockholm Office');
    expect((await call(t.app, 'PUT', `/api/sites/${stockholm.id}`, { token: siteAdmin, body: validSite({ key: 'Z' }) })).statusCode).toBe(
      404,
    );
  });

  it('changes a site and records only what changed', async () => {
    const site = await createSite(orgAdmin, validSite({ name: 'Kiruna Hub', key: 'Kiruna_Hub' }));
    const response = await call(t.app, 'PUT', `/api/sites/${site.id}`, {
      token: orgAdmin,
      body: validSite({ name: 'Kiruna Hub', key: 'Kiruna_Hub', city: 'Kiruna', is_active: false }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ city: 'Kiruna', is_active: 0 });
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=site&entity_id=${site.id}`, { token: orgAdmin });
    expect(trail.statusCode, trail.body).toBe(200);
    const [latest] = trail.json().data;
    expect(latest).toMatchObject({ action: 'update', changes: { city: { from: 'Uppsala', to: 'Kiruna' }, is_active: { from: 1, to: 0 } } });
    expect(Object.keys(latest.changes).sort()).toEqual(['city', 'is_active']);
  });
});

describe('removing a site', () => {
  async function siteWithUsers(name: string) {
    const site = await createSite(orgAdmin, validSite({ name, key: name.replace(/ /g, '_') }));
    const only = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: {
        name: `${name} planner`,
        email: `${name.replace(/ /g, '.').toLowerCase()}@nordic.example`,
        roles_ids: [await roleId('User')],
        site_ids: [site.id],
      },
    });
    const shared = await call(t.app, 'POST', '/api/users', {
      token: orgAdmin,
      body: {
        name: `${name} roamer`,
        email: `${name.replace(/ /g, '.').toLowerCase()}.roamer@nordic.example`,
        roles_ids: [await roleId('User')],
        site_ids: [site.id, gothenburg],
      },
    });
    expect(only.statusCode, only.body).toBe(200);
    return { site, only: only.json().data.id as number, shared: shared.json().data.id as number };
  }

  async function roleId(name: string) {
    const roles = await call(t.app, 'GET', '/api/roles?pageSize=1000', { token: orgAdmin });
    return (roles.json().data as { id: number; name: string }[]).find((role) => role.name === name)!.id;
  }

  const userExists = async (id: number) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it('is refused without the command delete or a site to move the users to', async () => {
    const { site } = await siteWithUsers('Borlange Yard');
    const bare = await call(t.app, 'DELETE', `/api/sites/${site.id}`, { token: orgAdmin });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({
      command: ['Type delete to remove the site and its users, or choose a site to move its users to.'],
    });
    const wrongWord = await call(t.app, 'DELETE', `/api/sites/${site.id}`, { token: orgAdmin, body: { command: 'remove' } });
    expect(wrongWord.statusCode).toBe(422);
    const demo = await siteId('Demo Main Site');
    const foreignTarget = await call(t.app, 'DELETE', `/api/sites/${site.id}`, { token: god, body: { move_users_to_site_id: demo.id } });
    expect(foreignTarget.json().errors).toEqual({ move_users_to_site_id: ['Choose another site of the same organization.'] });
    const itself = await call(t.app, 'DELETE', `/api/sites/${site.id}?move_users_to_site_id=${site.id}`, { token: orgAdmin });
    expect(itself.statusCode).toBe(422);
    expect(await membersOf(site.id)).toHaveLength(2);
  });

  it('moves the users to another site of the organization before the site goes', async () => {
    const { site, only, shared } = await siteWithUsers('Falun Store');
    const response = await call(t.app, 'DELETE', `/api/sites/${site.id}?move_users_to_site_id=${gothenburg}`, { token: orgAdmin });
    expect(response.statusCode, response.body).toBe(204);
    expect((await call(t.app, 'GET', `/api/sites/${site.id}`, { token: orgAdmin })).statusCode).toBe(404);
    const members = await membersOf(gothenburg);
    expect(members).toEqual(expect.arrayContaining([only, shared]));
  });

  it('with delete removes the users who belonged only to that site, and keeps the others', async () => {
    const { site, only, shared } = await siteWithUsers('Gavle Port');
    const response = await call(t.app, 'DELETE', `/api/sites/${site.id}`, { token: orgAdmin, body: { command: 'delete' } });
    expect(response.statusCode, response.body).toBe(204);
    expect(await userExists(only)).toBe(false);
    expect(await userExists(shared)).toBe(true);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'delete'));
    expect(events.map((event) => `${event.entity}:${event.entity_id}`)).toEqual(
      expect.arrayContaining([`site:${site.id}`, `user:${only}`]),
    );
  });

  it('takes one user off a site without removing the account', async () => {
    const { site, shared } = await siteWithUsers('Visby Quay');
    const response = await call(t.app, 'DELETE', `/api/sites/${site.id}/users/${shared}`, { token: orgAdmin });
    expect(response.statusCode, response.body).toBe(204);
    expect(await membersOf(site.id)).not.toContain(shared);
    expect(await userExists(shared)).toBe(true);
    expect((await call(t.app, 'DELETE', `/api/sites/${site.id}/users/${shared}`, { token: orgAdmin })).statusCode).toBe(404);
  });
});

describe('site applications', () => {
  it("turns applications on and off for the organization's sites and the menus follow at once", async () => {
    const malmo = await siteId('Malmo Terminal');
    const response = await call(t.app, 'PUT', '/api/sites/applications', {
      token: orgAdmin,
      body: {
        sites: [
          { id: malmo.id, applications: ['customs', 'emissions'] },
          { id: gothenburg, applications: [] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const whoami = await call(t.app, 'GET', '/api/whoami', { token: siteAdmin });
    const byId = new Map(
      (whoami.json().data.sites as { id: number; applications: string[] }[]).map((site) => [site.id, site.applications]),
    );
    expect(byId.get(malmo.id)).toEqual(['customs', 'emissions']);
    expect(byId.get(gothenburg)).toEqual([]);

    const one = await call(t.app, 'PUT', `/api/sites/${gothenburg}/applications`, {
      token: orgAdmin,
      body: { applications: ['priceleadtime'] },
    });
    expect(one.json().data.applications).toEqual(['priceleadtime']);
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=site_applications&entity_id=${gothenburg}`, { token: orgAdmin });
    expect(trail.json().data[0].changes).toEqual({ applications: { from: [], to: ['priceleadtime'] } });
  });

  it("refuses unknown applications, other organizations' sites and site admins", async () => {
    const demo = await siteId('Demo Main Site');
    const unknown = await call(t.app, 'PUT', `/api/sites/${gothenburg}/applications`, {
      token: orgAdmin,
      body: { applications: ['teleport'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await call(t.app, 'PUT', '/api/sites/applications', { token: orgAdmin, body: { sites: [{ id: demo.id, applications: [] }] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/api/sites/${gothenburg}/applications`, { token: siteAdmin, body: { applications: [] } })).statusCode,
    ).toBe(403);
  });
});

describe("a site's country", () => {
  it('refuses a postcode, phone and VAT number that do not fit the country, field by field', async () => {
    const response = await call(t.app, 'POST', '/api/sites', {
      token: orgAdmin,
      body: validSite({
        name: 'London Office',
        key: 'London_Office',
        country_code: 'GB',
        post_code: '11',
        phone: '+44 20',
        vat_number: 'SE556677889901',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      post_code: ['Enter a postcode like SW1A 1AA.'],
      phone: ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
      vat_number: ['Enter a VAT number of the country, like GB123456789.'],
    });
    const unknown = await call(t.app, 'POST', '/api/sites', { token: orgAdmin, body: validSite({ key: 'Nowhere', country_code: 'QQ' }) });
    expect(unknown.json().errors).toEqual({ country_code: ['Choose one of the allowed values.'] });
  });

  it('saves a British site with its postcode as typed and its phone in E.164', async () => {
    const site = await createSite(
      orgAdmin,
      validSite({
        name: 'London Office',
        key: 'London_Office',
        country_code: 'gb',
        post_code: 'SW1A 1AA',
        phone: '020 7946 0958',
        vat_number: 'GB 123 4567 89',
      }),
    );
    expect(site).toMatchObject({ country_code: 'GB', post_code: 'SW1A 1AA', phone: '+442079460958', vat_number: 'GB 123 4567 89' });
    const reread = await call(t.app, 'GET', `/api/sites/${site.id}`, { token: orgAdmin });
    expect(reread.json().data).toMatchObject({ country_code: 'GB', post_code: 'SW1A 1AA', phone: '+442079460958' });
  });

  it('takes a Dutch postcode with its letters', async () => {
    const site = await createSite(
      orgAdmin,
      validSite({
        name: 'Amsterdam Hub',
        key: 'Amsterdam_Hub',
        country_code: 'NL',
        post_code: '1012 AB',
        phone: '+31 20 123 4567',
        vat_number: 'NL123456789B01',
      }),
    );
    expect(site).toMatchObject({ country_code: 'NL', post_code: '1012 AB', phone: '+31201234567' });
  });

  it("gives the demo sites and sites from before the country their organization's country", async () => {
    const response = await call(t.app, 'GET', `/api/sites/${gothenburg}`, { token: orgAdmin });
    expect(response.json().data).toMatchObject({ country_code: 'SE', post_code: '41755' });
  });
});
