import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_CARRIERS } from '@freight/contracts';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'user@demo.example')).token;
});
afterAll(() => t.close());

describe('countries', () => {
  it('lists every ISO 3166 country (and Kosovo) with its name in the caller’s language', async () => {
    const english = await call(t.app, 'GET', '/api/countries?pageSize=1000', { token });
    expect(english.json().meta.total).toBe(250);
    const spanish = await call(t.app, 'GET', '/api/countries?pageSize=1000&filter[code]=SE', { token, locale: 'es' });
    expect(spanish.json().data).toEqual([
      { code: 'SE', alpha3: 'SWE', name: 'Suecia', names: { en: 'Sweden', es: 'Suecia', 'zh-CN': '瑞典' } },
    ]);
  });
});

describe('carriers', () => {
  it('lists the known carriers with their services and never offers excluded ones', async () => {
    const response = await call(t.app, 'GET', '/api/carriers?pageSize=1000', { token });
    const carriers = response.json().data as { name: string; services: unknown[] }[];
    expect(carriers.map((carrier) => carrier.name).sort()).toEqual([...KNOWN_CARRIERS].sort());
    expect(carriers.every((carrier) => carrier.services.length > 0)).toBe(true);
  });

  it('lists carrier services, filterable by transport mode', async () => {
    const response = await call(t.app, 'GET', '/api/carrier-services?filter[transport_mode]=OCEAN&pageSize=1000', { token });
    const services = response.json().data as { name: string; transport_mode: string; carrier_id: number }[];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((service) => service.transport_mode === 'OCEAN')).toBe(true);
    const excluded = await call(t.app, 'GET', '/api/carrier-services?filter[search]=Egen', { token });
    expect(excluded.json().data).toEqual([]);
  });
});

describe('filter options', () => {
  it('answers the asked filters keyed by their names', async () => {
    const response = await call(t.app, 'GET', '/api/filters?options[]=transport_mode_from_source&options[]=consignee_countrycode', {
      token,
      locale: 'zh-CN',
    });
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['consignee_countrycode', 'transport_mode_from_source']);
    // Sea is one mode under two codes: offered once.
    const modes = data.transport_mode_from_source.map((option: { value: string }) => option.value);
    expect(modes).toContain('SEA');
    expect(modes).not.toContain('OCEAN');
    expect(data.consignee_countrycode).toContainEqual({ value: 'SE', label: '瑞典' });
  });

  it('finds shipments of both sea codes when filtering on sea', async () => {
    const god = (await signIn(t.app, 'god@demo.example')).token;
    const sea = await call(
      t.app,
      'GET',
      '/api/admin/consignments?filter[transport_mode_from_source]=SEA&filter[snoozed]=all&pageSize=500',
      {
        token: god,
      },
    );
    const found = new Set((sea.json().data as { transport_mode: string }[]).map((row) => row.transport_mode));
    expect([...found].sort()).toEqual(['OCEAN', 'SEA']);
  });

  it('refuses an unknown filter name with 422', async () => {
    const response = await call(t.app, 'GET', '/api/filters?options[]=secret_column', { token });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['options']);
  });
});

describe('front notifications', () => {
  it('lists the user’s notifications, filters unread and marks them read', async () => {
    const all = await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token });
    // The welcome, the sites notice and the platform's announcement, which this user has read.
    expect(all.json().meta.total).toBe(3);
    const unread = await call(t.app, 'GET', '/api/front-notifications?pageSize=1000&filters[read]=0', { token });
    const unreadRows = unread.json().data as { id: number; read_at: string | null; data: { subject: string } }[];
    expect(unreadRows).toHaveLength(1);
    expect(unreadRows[0]!.read_at).toBeNull();

    const marked = await call(t.app, 'PATCH', '/api/front-notifications/read', { token, body: { ids: [unreadRows[0]!.id] } });
    expect(marked.json().data.ids).toEqual([unreadRows[0]!.id]);
    const after = await call(t.app, 'GET', '/api/front-notifications?filters[read]=0', { token });
    expect(after.json().meta.total).toBe(0);
  });

  it('never shows or marks another user’s notifications', async () => {
    const other = await signIn(t.app, 'siteadmin@demo.example');
    const theirs = (await call(t.app, 'GET', '/api/front-notifications', { token: other.token })).json().data as { id: number }[];
    const attempt = await call(t.app, 'PATCH', '/api/front-notifications/read', { token, body: { ids: theirs.map((n) => n.id) } });
    expect(attempt.json().data.ids).toEqual([]);
    const mine = (await call(t.app, 'GET', '/api/front-notifications', { token })).json().data as { id: number }[];
    expect(mine.some((notification) => theirs.some((their) => their.id === notification.id))).toBe(false);
  });
});
