import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

// Identical requests sent at once, as a double click or a client's retry does. On PostgreSQL
// they truly race; each must end as one record and answers of 200 or 422, never 500.
let t: TestApp;
let god: string;
let orgAdmin: string;
let user: string;
let userSites: number[];

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const plain = await signIn(t.app, 'user@demo.example');
  user = plain.token;
  userSites = plain.user.sites.map((site) => site.id);
});
afterAll(() => t.close());

async function atOnce(method: 'POST' | 'PUT', url: string, token: string, body: unknown, times = 4) {
  const responses = await Promise.all(Array.from({ length: times }, () => call(t.app, method, url, { token, body })));
  const statuses = responses.map((response) => response.statusCode);
  expect(
    statuses.filter((status) => status !== 200 && status !== 422),
    responses.map((response) => response.body).join('\n'),
  ).toEqual([]);
  expect(statuses).toContain(200);
  return responses;
}

const countNamed = async (url: string, token: string, matches: (row: Record<string, unknown>) => boolean) => {
  const response = await call(t.app, 'GET', url, { token });
  return (response.json().data as Record<string, unknown>[]).filter(matches).length;
};

describe('identical writes at once', () => {
  it('create one carrier, and one service of a code', async () => {
    const responses = await atOnce('POST', '/api/carrier', god, { name: 'Twin Freight' });
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ name: ['A carrier with this name already exists.'] });
    }
    expect(await countNamed('/api/carrier?filter[search]=Twin&pageSize=100', god, (row) => row.name === 'Twin Freight')).toBe(1);

    const carrierId = responses.find((response) => response.statusCode === 200)!.json().data.id as number;
    const service = {
      name: 'Twin Groupage',
      code: 'TWG',
      transport_mode: 'ROAD',
      rating: {
        kg_per_m3: 280,
        kg_per_ldm: 1750,
        kg_per_pallet_place: 750,
        max_consignment_weight_kg: 24000,
        accepts_dangerous_goods: true,
      },
      booking_email: 'bookings@twin.example',
    };
    await atOnce('POST', `/api/carrier/${carrierId}/services`, god, service);
    const carrier = (await call(t.app, 'GET', `/api/carrier/${carrierId}`, { token: god })).json().data as { services: { code: string }[] };
    expect(carrier.services.filter((entry) => entry.code === 'TWG')).toHaveLength(1);
  });

  it('create one role of a name', async () => {
    await atOnce('POST', '/api/roles', god, { name: 'Twin Auditor', permissions: ['dashboard'] });
    expect(await countNamed('/api/roles?pageSize=1000', god, (row) => row.name === 'Twin Auditor')).toBe(1);
  });

  it('create one site of a key', async () => {
    const site = {
      name: 'Twin Depot',
      key: 'Twin_Depot',
      email: 'twin@nordic.example',
      phone: '+46181234567',
      address: 'Kungsgatan 1',
      post_code: '75321',
      city: 'Uppsala',
      vat_number: 'SE-556677889901',
      country_code: 'SE',
    };
    const responses = await atOnce('POST', '/api/sites', orgAdmin, site);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ key: ['Another site of this organization already has this identifier.'] });
    }
    expect(await countNamed('/api/sites?pageSize=1000', orgAdmin, (row) => row.key === 'Twin_Depot')).toBe(1);
  });

  it('create one user of an e-mail address', async () => {
    const roles = (await call(t.app, 'GET', '/api/roles?pageSize=1000', { token: god })).json().data as { id: number; name: string }[];
    const body = {
      name: 'Tove Twin',
      email: 'tove.twin@nordic.example',
      roles_ids: [roles.find((role) => role.name === 'User')!.id],
      site_ids: userSites.slice(0, 1),
    };
    const responses = await atOnce('POST', '/api/users', orgAdmin, body);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ email: ['This e-mail address is already used by another account.'] });
    }
    expect(
      await countNamed(`/api/users?filter[search]=tove&pageSize=100`, orgAdmin, (row) => row.email === 'tove.twin@nordic.example'),
    ).toBe(1);
  });

  it('create one goods type of a code', async () => {
    const goodType = {
      code: 'TWIN_CRATES',
      names: { en: 'Twin crates', es: 'Cajas gemelas', 'zh-CN': '双箱' },
      default_package_type: 'eur_pallet',
      dangerous_goods: false,
    };
    await atOnce('POST', '/api/good-type-dictionary', god, goodType);
    expect(await countNamed('/api/good-type-dictionary?pageSize=1000', god, (row) => row.code === 'TWIN_CRATES')).toBe(1);
  });

  it('save the act-as choice and site applications', async () => {
    await atOnce('POST', '/api/users/sites-filter', user, { site_ids: userSites });
    const profile = (await call(t.app, 'GET', '/api/whoami', { token: user })).json().data as { sitesFilter: number[] };
    expect([...profile.sitesFilter].sort()).toEqual([...userSites].sort());

    const body = { sites: [{ id: userSites[0]!, applications: ['customs', 'emissions'] }] };
    await atOnce('PUT', '/api/sites/applications', orgAdmin, body);
    const sites = (await call(t.app, 'GET', '/api/sites?pageSize=1000', { token: orgAdmin })).json().data as {
      id: number;
      applications: string[];
    }[];
    expect(sites.find((site) => site.id === userSites[0])!.applications).toEqual(['customs', 'emissions']);
  });
});
