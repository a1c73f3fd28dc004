import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlowTemplate, TTemplateType } from '@freight/contracts';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let orgAdmin: string;
let god: string;
let otherOrganizationSite: number;

const BASE = '/api/template-types';
const TEMPLATES = '/api/priceleadtime/templates';

beforeAll(async () => {
  t = await createTestApp();
  user = (await signIn(t.app, 'user@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  god = (await signIn(t.app, 'god@demo.example')).token;
  otherOrganizationSite = (await signIn(t.app, 'agent@demo.example')).user.sites[0]!.id;
});
afterAll(() => t.close());

async function createType(body: Record<string, unknown>, token = orgAdmin) {
  const response = await call(t.app, 'POST', BASE, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TTemplateType;
}
const types = async (query = '', token = user) => (await call(t.app, 'GET', `${BASE}?${query}`, { token })).json().data as TTemplateType[];

describe('template types', () => {
  it('lists the demo organization’s types to every user, by name', async () => {
    expect((await types()).map((type) => type.name)).toEqual(['Export with customs', 'Parcels to retail stores', 'Weekly pallets to Oslo']);
  });

  it('lets an organization admin add, change and delete a type, and records it in the audit trail', async () => {
    const created = await createType({ name: '  Chilled goods to Bergen ', description: '' });
    expect(created).toMatchObject({ name: 'Chilled goods to Bergen', description: null, template_count: 0 });
    const changed = await call(t.app, 'PUT', `${BASE}/${created.id}`, {
      token: orgAdmin,
      body: { name: 'Chilled goods to Norway', description: 'Kept at 2–8 °C' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Chilled goods to Norway', description: 'Kept at 2–8 °C' });
    expect((await call(t.app, 'DELETE', `${BASE}/${created.id}`, { token: orgAdmin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${BASE}/${created.id}`, { token: orgAdmin })).statusCode).toBe(404);
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=template_type&entity_id=${created.id}`, { token: orgAdmin });
    expect(trail.statusCode, trail.body).toBe(200);
    expect((trail.json().data as { action: string }[]).map((event) => event.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input per field and a name the organization already has, whatever the case', async () => {
    const blank = await call(t.app, 'POST', BASE, { token: orgAdmin, body: { name: ' ', description: 'x'.repeat(501) } });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['description', 'name']);
    const taken = await call(t.app, 'POST', BASE, { token: orgAdmin, body: { name: 'weekly PALLETS to oslo' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['A template type with this name already exists.']);
  });

  it('lets only organization admins keep types', async () => {
    expect((await call(t.app, 'POST', BASE, { token: user, body: { name: 'Mine' } })).statusCode).toBe(403);
    const [first] = await types();
    expect((await call(t.app, 'PUT', `${BASE}/${first!.id}`, { token: user, body: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `${BASE}/${first!.id}`, { token: user })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', BASE)).statusCode).toBe(401);
  });

  it('answers 404 for another organization’s type and never lists it', async () => {
    const [own] = await types();
    const asOther = { token: god, siteIds: [otherOrganizationSite] };
    expect((await call(t.app, 'GET', `${BASE}/${own!.id}`, asOther)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `${BASE}/${own!.id}`, { ...asOther, body: { name: 'Taken over' } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${BASE}/${own!.id}`, asOther)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', BASE, asOther)).json().data).toEqual([]);
  });

  it('groups templates by type: saved with one, filtered by it, and left without one when it is deleted', async () => {
    const type = await createType({ name: 'Pallets to Trondheim' });
    const values = {
      pickup: { country: 'SE', zip: '41101', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '7010', city: 'Trondheim' },
    };
    const saved = await call(t.app, 'POST', TEMPLATES, {
      token: user,
      body: { kind: 'quote', name: 'Trondheim Mondays', type_id: type.id, values },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const template = saved.json().data as TFlowTemplate;
    expect(template).toMatchObject({ type_id: type.id, type_name: 'Pallets to Trondheim' });
    const plain = await call(t.app, 'POST', TEMPLATES, { token: user, body: { kind: 'quote', name: 'Trondheim untyped', values } });
    expect(plain.json().data.type_id).toBeNull();

    const filtered = (await call(t.app, 'GET', `${TEMPLATES}?filter[type_id]=${type.id}`, { token: user })).json().data as TFlowTemplate[];
    expect(filtered.map((row) => row.name)).toEqual(['Trondheim Mondays']);
    expect((await types()).find((row) => row.id === type.id)?.template_count).toBe(1);

    const foreignType = await call(t.app, 'POST', BASE, { token: god, siteIds: [otherOrganizationSite], body: { name: 'Theirs' } });
    expect(foreignType.statusCode).toBe(200);
    const refused = await call(t.app, 'PUT', `${TEMPLATES}/${template.id}`, { token: user, body: { type_id: foreignType.json().data.id } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['type_id']);

    expect((await call(t.app, 'DELETE', `${BASE}/${type.id}`, { token: orgAdmin })).statusCode).toBe(204);
    const after = (await call(t.app, 'GET', `${TEMPLATES}/${template.id}`, { token: user })).json().data as TFlowTemplate;
    expect(after).toMatchObject({ name: 'Trondheim Mondays', type_id: null, type_name: null });
  });
});
