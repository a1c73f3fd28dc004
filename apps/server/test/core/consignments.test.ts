import ExcelJS from 'exceljs';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignments } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let gothenburg: number;
let stockholm: number;
let foreignSite: number;

type Row = {
  uuid: string;
  site_id: number;
  status: string;
  carrier_name: string;
  consignor: { name: string };
  consignee: { name: string; city: string };
  booked_at: string;
  has_open_exception: boolean;
};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  const sites = signedIn.user.sites as unknown as { id: number; name: string }[];
  gothenburg = sites.find((site) => site.name === 'Gothenburg Warehouse')!.id;
  stockholm = sites.find((site) => site.name === 'Stockholm Office')!.id;
  const god = await signIn(t.app, 'god@demo.example');
  const organizations = await call(t.app, 'GET', '/api/organizations/active?include=sites', { token: god.token });
  foreignSite = (organizations.json().data as { name: string; sites: { id: number }[] }[]).find(
    (organization) => organization.name === 'Demo Organization',
  )!.sites[0]!.id;
});
afterAll(() => t.close());

/** Shipments of some sites the list shows by default (not snoozed), counted in the database rather than assumed. */
const counted = (siteIds: number[], condition?: SQL) =>
  t.deps.db.$count(
    consignments,
    and(
      inArray(consignments.site_id, siteIds),
      or(isNull(consignments.snoozed_until), lte(consignments.snoozed_until, sql`now()`)),
      condition,
    ),
  );

const list = async (query: string, siteIds = [gothenburg, stockholm]) => {
  const response = await call(t.app, 'GET', `/api/consignments?${query}`, { token, siteIds });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Row[]; meta: { total: number } };
};

describe('shipment list', () => {
  it('shows the shipments of the sites acted as, newest change first', async () => {
    const both = await list('pageSize=500');
    expect(both.meta.total).toBe(await counted([gothenburg, stockholm]));
    expect(new Set(both.data.map((row) => row.site_id))).toEqual(new Set([gothenburg, stockholm]));
    const stamps = both.data.map((row) => (row as unknown as { updated_at: string }).updated_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const one = await list('pageSize=500', [gothenburg]);
    expect(one.meta.total).toBe(await counted([gothenburg]));
    expect(one.data.every((row) => row.site_id === gothenburg)).toBe(true);
  });

  it('never shows another organization’s shipments, even when the header names its site', async () => {
    const foreign = await list('pageSize=500', [foreignSite]);
    expect(foreign.meta.total).toBe(0);
    const mixed = await list('pageSize=500', [foreignSite, gothenburg]);
    expect(mixed.meta.total).toBe(await counted([gothenburg]));
    const byFilter = await list(`filter[site]=${foreignSite}`);
    expect(byFilter.meta.total).toBe(0);
  });

  it('filters by status, carrier, consignee names joined with || and exceptions', async () => {
    const all = (await list('pageSize=500')).data;
    const delivered = await list('filter[status]=DELIVERED&pageSize=500');
    expect(delivered.meta.total).toBe(await counted([gothenburg, stockholm], eq(consignments.status, 'DELIVERED')));
    expect(delivered.data.every((row) => row.status === 'DELIVERED')).toBe(true);

    const carrier = all[0]!.carrier_name;
    const byCarrier = await list(`filter[carrier_from_source]=${encodeURIComponent(carrier)}&pageSize=500`);
    expect(byCarrier.data.every((row) => row.carrier_name === carrier)).toBe(true);
    expect(byCarrier.meta.total).toBe(await counted([gothenburg, stockholm], eq(consignments.carrier_name, carrier)));

    const names = [...new Set(all.map((row) => row.consignee.name))].slice(0, 2);
    const byNames = await list(`filter[consignee_name]=${encodeURIComponent(names.join('||'))}&pageSize=500`);
    expect(byNames.meta.total).toBe(await counted([gothenburg, stockholm], inArray(consignments.consignee_name, names)));

    const exceptions = await list('filter[exceptions]=1&pageSize=500');
    expect(exceptions.meta.total).toBeGreaterThan(0);
    expect(exceptions.meta.total).toBe(await counted([gothenburg, stockholm], eq(consignments.has_open_exception, true)));
    expect(exceptions.data.every((row) => row.has_open_exception)).toBe(true);
  });

  it('filters by a booking date range, end day included, or all', async () => {
    const all = (await list('pageSize=500')).data;
    const day = all[0]!.booked_at.slice(0, 10);
    const sameDay = await list(`filter[date_between]=${day},${day}&pageSize=500`);
    expect(sameDay.meta.total).toBe(
      await counted(
        [gothenburg, stockholm],
        and(gte(consignments.booked_at, sql`${day}::date`), lt(consignments.booked_at, sql`${day}::date + 1`)),
      ),
    );
    expect(sameDay.meta.total).toBeGreaterThan(0);
    expect((await list('filter[date_between]=all')).meta.total).toBe(await counted([gothenburg, stockholm]));
  });

  it('searches shipment numbers and parties', async () => {
    const first = (await list('pageSize=1')).data[0]! as unknown as { shipment_number: string };
    const found = await list(`filter[search]=${first.shipment_number}`);
    expect(found.data.map((row) => (row as unknown as { shipment_number: string }).shipment_number)).toEqual([first.shipment_number]);
    expect(found.meta).toMatchObject({ total: 1, last_page: 1 });
    expect(found.meta).not.toHaveProperty('total_capped');
  });

  it('finds a part of a party name in any case, and pages a broad search without counting it all', async () => {
    const party = (await list('pageSize=1')).data[0]!.consignee.name;
    const fragment = party.slice(1, 6).toUpperCase();
    const broad = await list(`filter[search]=${encodeURIComponent(fragment)}&pageSize=2`);
    expect(broad.data).toHaveLength(2);
    for (const row of broad.data) expect(`${row.consignor.name} ${row.consignee.name}`.toUpperCase()).toContain(fragment);
    expect(broad.meta).toMatchObject({ total: 2, total_capped: true, from: 1, to: 2, last_page: 2 });
    const all = await list(`filter[search]=${encodeURIComponent(fragment)}&pageSize=500`);
    expect(all.meta).toMatchObject({ total: all.data.length, last_page: 1 });
    expect(all.meta).not.toHaveProperty('total_capped');
  });

  it('answers statistics by status for the same filter', async () => {
    const response = await call(t.app, 'GET', '/api/consignments/filtered-statistics?filter[direction]=outbound', {
      token,
      siteIds: [gothenburg, stockholm],
    });
    const stats = response.json().data as { total: number; exceptions: number; by_status: Record<string, number> };
    const outbound = await list('filter[direction]=outbound&pageSize=1');
    expect(stats.total).toBe(outbound.meta.total);
    expect(Object.values(stats.by_status).reduce((sum, n) => sum + n, 0)).toBe(stats.total);
    const exceptions = await list('filter[direction]=outbound&filter[exceptions]=1&pageSize=1');
    expect(stats.exceptions).toBe(exceptions.meta.total);
  });

  it('offers the cities and carriers of the shipments in scope as filter options', async () => {
    const response = await call(t.app, 'GET', '/api/filters?options[]=consignee_city&options[]=carrier_from_source', {
      token,
      siteIds: [gothenburg],
    });
    const all = (await list('pageSize=500', [gothenburg])).data;
    const cities = (response.json().data.consignee_city as { value: string }[]).map((option) => option.value);
    expect(new Set(cities)).toEqual(new Set(all.map((row) => row.consignee.city)));
    expect(cities).toHaveLength(new Set(cities).size);
    const carriers = (response.json().data.carrier_from_source as { value: string }[]).map((option) => option.value);
    expect(new Set(carriers)).toEqual(new Set(all.map((row) => row.carrier_name)));
  });

  it('refuses an unknown sort key or filter with 422', async () => {
    const response = await call(t.app, 'GET', '/api/consignments?sortKey=price_amount', { token });
    expect(response.statusCode).toBe(422);
    const filter = await call(t.app, 'GET', '/api/consignments?filter[owner]=1', { token });
    expect(filter.statusCode).toBe(422);
  });
});

describe('shipment detail', () => {
  it('shows goods and the tracking history in time order', async () => {
    const [first] = (await list('filter[status]=DELIVERED&pageSize=1')).data;
    const response = await call(t.app, 'GET', `/api/consignments/${first!.uuid}`, { token });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data as { items: unknown[]; events: { occurred_at: string; status: string }[]; references: object };
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.events.at(-1)?.status).toBe('DELIVERED');
    const times = detail.events.map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort());
  });

  it('opens a shipment of a site the user has even when not acting as it', async () => {
    const [stockholmShipment] = (await list('pageSize=1', [stockholm])).data;
    const response = await call(t.app, 'GET', `/api/consignments/${stockholmShipment!.uuid}`, { token, siteIds: [gothenburg] });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a shipment of a site the user does not have', async () => {
    const [stockholmShipment] = (await list('pageSize=1', [stockholm])).data;
    const siteAdmin = await signIn(t.app, 'siteadmin@demo.example');
    const response = await call(t.app, 'GET', `/api/consignments/${stockholmShipment!.uuid}`, { token: siteAdmin.token });
    expect(response.statusCode).toBe(404);
    const malformed = await call(t.app, 'GET', '/api/consignments/not-a-uuid', { token });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('shipment export', () => {
  async function exportForm(form: Record<string, string>, siteIds = [gothenburg], locale?: string) {
    const boundary = '----freight-export';
    const payload =
      Object.entries(form)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await call(t.app, 'POST', '/api/consignments/export', {
      token,
      siteIds,
      locale,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('exports the selected shipments with the chosen columns, or the whole filtered list', async () => {
    const ids = (
      await call(t.app, 'GET', '/api/consignments?pageSize=2&sortKey=shipment_number&sortOrder=asc', { token, siteIds: [gothenburg] })
    ).json().data as { id: number; shipment_number: string }[];
    const chosen = await exportForm({
      'data[0]': String(ids[0]!.id),
      'data[1]': String(ids[1]!.id),
      'columns[0][key]': 'shipment_number',
      'columns[0][title]': 'Nº de envío',
      'columns[1][key]': 'status',
      'columns[1][title]': 'Estado',
      model: 'consignments',
    });
    expect(chosen[0]).toEqual(['Nº de envío', 'Estado']);
    expect(
      chosen
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(ids.map((row) => row.shipment_number).sort());

    const delivered = await exportForm({ 'filter[status]': 'DELIVERED', 'columns[0][key]': 'status' });
    const total = (
      await call(t.app, 'GET', '/api/consignments?filter[status]=DELIVERED&pageSize=1', { token, siteIds: [gothenburg] })
    ).json().meta.total;
    expect(delivered).toHaveLength(total + 1);
    expect(delivered.slice(1).every((row) => row[0] === 'Delivered')).toBe(true);

    const foreign = await exportForm({ 'data[0]': String(ids[0]!.id) }, [stockholm]);
    expect(foreign).toHaveLength(1);
  });

  it('writes statuses and modes in the reader’s language, units in the header, in the order of the screen', async () => {
    const screen = (
      await call(t.app, 'GET', '/api/consignments?pageSize=500&sortKey=total_weight&sortOrder=desc', { token, siteIds: [gothenburg] })
    ).json().data as { shipment_number: string }[];
    const rows = await exportForm(
      {
        'columns[0][key]': 'shipment_number',
        'columns[0][title]': 'Nº de envío',
        'columns[1][key]': 'status',
        'columns[1][title]': 'Estado',
        'columns[2][key]': 'transport_mode',
        'columns[2][title]': 'Modo',
        'columns[3][key]': 'total_weight',
        'columns[3][title]': 'Peso',
        sortKey: 'total_weight',
        sortOrder: 'desc',
      },
      [gothenburg],
      'es',
    );
    expect(rows[0]).toEqual(['Nº de envío', 'Estado', 'Modo', 'Peso (kg)']);
    // The export holds every shipment of the site; the screen's first page comes first, in its order.
    expect(rows.slice(1, screen.length + 1).map((row) => row[0])).toEqual(screen.map((row) => row.shipment_number));
    const statuses = new Set(rows.slice(1).map((row) => row[1]));
    expect(statuses.has('Entregado')).toBe(true);
    expect([...statuses].some((status) => /^[A-Z_]+$/.test(String(status)))).toBe(false);
    expect(rows.slice(1).some((row) => row[2] === 'Carretera')).toBe(true);
    expect(rows.slice(1).every((row) => typeof row[3] === 'number' || row[3] === undefined)).toBe(true);
  });
});
