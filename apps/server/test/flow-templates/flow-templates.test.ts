import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlowTemplate } from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let siteAdmin: string;
let orgAdmin: string;
let agent: string;
let stockholm: number;
let agentSite: number;

const BASE = '/api/priceleadtime/templates';

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
});
afterAll(() => t.close());

const quoteValues = {
  pickup: { country: 'SE', zip: '41101', city: 'Göteborg', address: null },
  delivery: { country: 'NO', zip: '0150', city: 'Oslo', address: null },
  goods: [
    {
      package_type: 'eur_pallet',
      units: 2,
      weight: '300',
      depth: '',
      width: '',
      height: '',
      stackable: true,
      dangerous_goods: false,
      un_number: '',
    },
  ],
  pickup_date: '2030-01-15',
};

async function create(body: Record<string, unknown>, token = user) {
  const response = await call(t.app, 'POST', BASE, { token, body: { kind: 'quote', values: quoteValues, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TFlowTemplate;
}

async function list(query: string, token = user) {
  const response = await call(t.app, 'GET', `${BASE}?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: TFlowTemplate[]; meta: { total: number } };
}

describe('templates', () => {
  it('saves a quote form with its locks and lists it with its route', async () => {
    const created = await create({ name: 'Göteborg to Oslo pallets', locked_fields: ['pickup', 'goods.0.weight', 'pickup'] });
    expect(created).toMatchObject({
      kind: 'quote',
      name: 'Göteborg to Oslo pallets',
      site_id: null,
      locked_fields: ['pickup', 'goods.0.weight'],
      route: { from: { country: 'SE', zip: '41101', city: 'Göteborg' }, to: { country: 'NO', zip: '0150', city: 'Oslo' } },
      created_by: { name: 'Ulla Usersson' },
    });
    expect(created.values).toEqual(quoteValues);

    const read = await call(t.app, 'GET', `${BASE}/${created.id}`, { token: user });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.values.goods[0].weight).toBe('300');

    const quotes = await list('filter[kind]=quote&filter[search]=oslo');
    expect(quotes.data.map((template) => template.id)).toContain(created.id);
    const bookingTemplates = await list('filter[kind]=booking');
    expect(bookingTemplates.data.map((template) => template.id)).not.toContain(created.id);
  });

  it('reads the route of a booking form from its parties', async () => {
    const created = await create({
      kind: 'booking',
      name: 'Weekly Oslo run',
      values: {
        consignor: { name: 'Nordic Freight AB', country: 'SE', zip: '41755', city: 'Göteborg' },
        consignee: { name: 'Fjord Seafood AS', country: 'NO', zip: '0150', city: 'Oslo' },
        pickup: null,
        goods: [],
      },
      locked_fields: ['consignor'],
    });
    expect(created.route).toEqual({
      from: { country: 'SE', zip: '41755', city: 'Göteborg' },
      to: { country: 'NO', zip: '0150', city: 'Oslo' },
    });
  });

  it('sorts by name and pages', async () => {
    await create({ name: 'aaa first by name' });
    await create({ name: 'ZZZ last by name' });
    const ascending = await list('filter[kind]=quote&sortKey=name&sortOrder=asc&pageSize=1');
    expect(ascending.data).toHaveLength(1);
    expect(ascending.data[0]!.name).toBe('aaa first by name');
    expect(ascending.meta.total).toBeGreaterThanOrEqual(3);
    const descending = await list('filter[kind]=quote&sortKey=name&sortOrder=desc&pageSize=1');
    expect(descending.data[0]!.name).toBe('ZZZ last by name');
    expect((await call(t.app, 'GET', `${BASE}?sortKey=values`, { token: user })).statusCode).toBe(422);
  });

  it('refuses bad input with field errors', async () => {
    const response = await call(t.app, 'POST', BASE, {
      token: user,
      body: { kind: 'quote', name: '  ', values: { goods: 'pallets' }, locked_fields: ['Consignor Name'] },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['name', 'values.goods', 'locked_fields.0']));

    const unknownKind = await call(t.app, 'POST', BASE, { token: user, body: { kind: 'invoice', name: 'X', values: {} } });
    expect(unknownKind.statusCode).toBe(422);
    expect(unknownKind.json().errors).toHaveProperty('kind');
  });

  it('keeps names unique per organization and kind, whatever the case', async () => {
    await create({ name: 'Unique lane' });
    const clash = await call(t.app, 'POST', BASE, { token: siteAdmin, body: { kind: 'quote', name: 'UNIQUE LANE', values: quoteValues } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.name).toEqual(['A template of this kind with this name already exists.']);
    // Another kind, and another organization, may use the name.
    await create({ name: 'Unique lane', kind: 'booking' });
    await create({ name: 'Unique lane', site_id: agentSite }, agent);
  });

  it('changes the name, site and locks; renaming onto another name is refused', async () => {
    const created = await create({ name: 'To be renamed' });
    await create({ name: 'Already taken' });
    const renamed = await call(t.app, 'PUT', `${BASE}/${created.id}`, {
      token: user,
      body: { name: 'Renamed lane', locked_fields: ['delivery.zip'], site_id: stockholm },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Renamed lane',
      locked_fields: ['delivery.zip'],
      site_id: stockholm,
      site_name: 'Stockholm Office',
    });
    expect(renamed.json().data.values).toEqual(quoteValues);

    const taken = await call(t.app, 'PUT', `${BASE}/${created.id}`, { token: user, body: { name: 'already TAKEN' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('name');
    const nothing = await call(t.app, 'PUT', `${BASE}/${created.id}`, { token: user, body: {} });
    expect(nothing.statusCode).toBe(422);
  });

  it('shows a site template only to those who may act for the site', async () => {
    const stockholmOnly = await create({ name: 'Stockholm office lane', site_id: stockholm });
    // siteadmin@ works at Gothenburg and Malmö, not Stockholm.
    expect((await call(t.app, 'GET', `${BASE}/${stockholmOnly.id}`, { token: siteAdmin })).statusCode).toBe(404);
    expect((await list('filter[kind]=quote&pageSize=1000', siteAdmin)).data.map((template) => template.id)).not.toContain(stockholmOnly.id);
    expect((await call(t.app, 'GET', `${BASE}/${stockholmOnly.id}`, { token: orgAdmin })).statusCode).toBe(200);

    const foreignSite = await call(t.app, 'POST', BASE, {
      token: user,
      body: { kind: 'quote', name: 'Foreign site', site_id: agentSite, values: quoteValues },
    });
    expect(foreignSite.statusCode).toBe(422);
    expect(foreignSite.json().errors).toHaveProperty('site_id');
  });

  it("answers 404 for another organization's template", async () => {
    const own = await create({ name: 'Not for agents' });
    expect((await call(t.app, 'GET', `${BASE}/${own.id}`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `${BASE}/${own.id}`, { token: agent, body: { name: 'Taken over' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${BASE}/${own.id}`, { token: agent })).statusCode).toBe(404);
    expect((await list('pageSize=1000', agent)).data.map((template) => template.id)).not.toContain(own.id);
    expect((await call(t.app, 'GET', `${BASE}/${own.id}`, { token: user })).json().data.name).toBe('Not for agents');
  });

  it('deletes a template', async () => {
    const created = await create({ name: 'Short-lived' });
    expect((await call(t.app, 'DELETE', `${BASE}/${created.id}`, { token: user })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${BASE}/${created.id}`, { token: user })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${BASE}/${created.id}`, { token: user })).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', BASE)).statusCode).toBe(401);
  });
});
