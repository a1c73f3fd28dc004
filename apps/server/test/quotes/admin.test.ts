import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingAgreement, TPriceCalculation, TPriceListSummary } from '@freight/contracts';
import { carrierServices, priceLists } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let user: string;
let organizationId: number;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  const sites = signedIn.user.sites as unknown as { id: number; key: string; organization_id: number }[];
  gothenburg = sites.find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  organizationId = sites[0]!.organization_id;
});
afterAll(() => t.close());

const serviceId = async (code: string) => {
  const [row] = await t.database.db.select({ id: carrierServices.id }).from(carrierServices).where(eq(carrierServices.code, code));
  return row!.id;
};

const palletToOslo = {
  pickup: { country: 'SE', zip: '41105' },
  delivery: { country: 'NO', zip: '0150' },
  goods: [{ package_type: 'eur_pallet', weight: 300 }],
  pickup_date: '2030-03-05',
};

function upload(url: string, token: string, data: Buffer) {
  const boundary = '----freight-price-list';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', url, { token, body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('markups', () => {
  it('requires a carrier service and a geography box, and fills DOM_DOM from the general rate', async () => {
    const empty = await call(t.app, 'POST', '/api/markups', {
      token: orgAdmin,
      body: { carrier_service: [], geography_specific_rates: {} },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      carrier_service: ['Choose at least one carrier service.'],
      geography_specific_rates: ['Fill in at least one of the nine geography boxes.'],
    });

    const air = await serviceId('DHL_GF_AIR');
    const created = await call(t.app, 'POST', '/api/markups', { token: orgAdmin, body: { carrier_service: [air], rate: 4 } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      organization_id: organizationId,
      carrier_service: [air],
      rate: 4,
      booking_enabled: true,
      geography_specific_rates: { DOM_DOM: { rate: 4, fixed: null }, WW_WW: null },
    });

    const taken = await call(t.app, 'POST', '/api/markups', { token: orgAdmin, body: { carrier_service: [air], rate: 2 } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.carrier_service[0]).toContain('DHL Air Freight');

    const id = created.json().data.id as number;
    expect((await call(t.app, 'GET', `/api/markups/${id}`, { token: user })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/markups/${id}`, { token: orgAdmin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/markups/${id}`, { token: orgAdmin })).statusCode).toBe(404);
  });

  it('refuses a negative rate under its field instead of saving it with another sign', async () => {
    const air = await serviceId('DHL_GF_AIR');
    const negative = await call(t.app, 'POST', '/api/markups', {
      token: orgAdmin,
      body: { carrier_service: [air], rate: -50, geography_specific_rates: { EU_EU: { rate: -50, fixed: null } } },
    });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors).sort()).toEqual(['geography_specific_rates', 'rate']);
    expect(negative.json().errors.rate).toEqual(['Enter zero or more.']);
    const markups = await call(t.app, 'GET', '/api/markups', { token: orgAdmin });
    expect(markups.json().data.filter((markup: { carrier_service: number[] }) => markup.carrier_service.includes(air))).toEqual([]);
  });
});

describe('booking agreements', () => {
  it('are managed by god users, one at a time or in a batch, and make a service bookable', async () => {
    const pall = await serviceId('DHL_FRT_PALL');
    const before = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: { ...palletToOslo, flow: 'booking' },
    });
    expect((before.json().data as TPriceCalculation).quotes.some((entry) => entry.service.id === pall)).toBe(false);

    const body = {
      organization_id: organizationId,
      site_id: gothenburg,
      carrier_service_id: pall,
      customer_number: 'DHL-77001',
      valid_from: '2024-01-01',
    };
    expect((await call(t.app, 'POST', '/api/booking/unifaun-agreement-rules', { token: orgAdmin, body })).statusCode).toBe(403);
    const created = await call(t.app, 'POST', '/api/booking/unifaun-agreement-rules', { token: god, body });
    expect(created.statusCode, created.body).toBe(200);
    const agreement = created.json().data as TBookingAgreement;
    expect(agreement).toMatchObject({
      site_id: gothenburg,
      carrier_service_name: 'DHL Freight Pall',
      carrier_name: 'DHL Freight',
      valid_to: null,
    });

    const after = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: { ...palletToOslo, flow: 'booking' },
    });
    expect((after.json().data as TPriceCalculation).quotes.find((entry) => entry.service.id === pall)?.bookable).toBe(true);

    const batch = await call(t.app, 'POST', '/api/booking/unifaun-agreement-rules/batch', {
      token: god,
      body: {
        agreements: [
          { ...body, id: agreement.id, customer_number: 'DHL-77002' },
          { ...body, site_id: null, carrier_service_id: await serviceId('UPS_SAVER') },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((batch.json().data as TBookingAgreement[]).map((entry) => entry.customer_number)).toEqual(['DHL-77002', 'DHL-77001']);

    const badBatch = await call(t.app, 'POST', '/api/booking/unifaun-agreement-rules/batch', {
      token: god,
      body: {
        agreements: [
          { ...body, site_id: 999_999 },
          { ...body, valid_from: '2025-01-01', valid_to: '2024-01-01' },
        ],
      },
    });
    expect(badBatch.statusCode).toBe(422);
    expect(Object.keys(badBatch.json().errors)).toEqual(expect.arrayContaining(['agreements.1.valid_to']));

    const list = await call(t.app, 'GET', `/api/booking/unifaun-agreement-rules?filter[organization_id]=${organizationId}`, { token: god });
    expect(list.json().meta.total).toBeGreaterThanOrEqual(7);
    expect((await call(t.app, 'DELETE', `/api/booking/unifaun-agreement-rules/${agreement.id}`, { token: god })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/booking/unifaun-agreement-rules/${agreement.id}`, { token: god })).statusCode).toBe(404);

    const ups = (batch.json().data as TBookingAgreement[])[1]!;
    const byCarrier = await call(
      t.app,
      'GET',
      `/api/booking/unifaun-agreement-rules?filter[carrier_id]=${ups.carrier_id}&filter[search]=DHL-77001&sortKey=customer_number`,
      { token: god },
    );
    expect((byCarrier.json().data as TBookingAgreement[]).map((entry) => entry.id)).toEqual([ups.id]);
    const deleteMany = (ids: number[]) =>
      call(t.app, 'POST', '/api/booking/unifaun-agreement-rules/batch/delete', { token: god, body: { ids } });
    expect((await deleteMany([ups.id, agreement.id])).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/booking/unifaun-agreement-rules/${ups.id}`, { token: god })).statusCode).toBe(200);
    expect((await deleteMany([ups.id])).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/booking/unifaun-agreement-rules/${ups.id}`, { token: god })).statusCode).toBe(404);
  });
});

describe('price lists', () => {
  it('export to .xlsx and import back to the same quotes', async () => {
    const schenker = await serviceId('DBS_SYSTEM');
    const list = await call(t.app, 'GET', `/api/price-lists?carrier_service_id=${schenker}`, { token: god });
    expect(list.statusCode).toBe(200);
    const [summary] = list.json().data as TPriceListSummary[];
    expect(summary).toMatchObject({ carrier_service_id: schenker, currency: 'SEK', carrier_name: 'Schenker' });
    expect((await call(t.app, 'GET', `/api/price-lists?carrier_service_id=${schenker}`, { token: orgAdmin })).statusCode).toBe(403);

    const quoteTotal = async () => {
      const response = await call(t.app, 'POST', '/api/price-calculation/simple', {
        token: user,
        siteIds: [gothenburg],
        body: { ...palletToOslo, carrier_service_id: schenker },
      });
      const { quotes } = response.json().data as TPriceCalculation;
      return [quotes[0]!.price.total, quotes[0]!.delivery_date];
    };
    const before = await quoteTotal();

    const exported = await call(t.app, 'GET', `/api/price-lists/${summary!.id}/export`, { token: god });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Settings', 'Zones', 'Lanes', 'Surcharges', 'Lead times']);
    expect(workbook.getWorksheet('Lanes')!.getRow(1).values).toEqual([
      undefined,
      'Origin zone',
      'Destination zone',
      'Up to kg',
      'Price per kg',
      'Price per consignment',
      'Minimum charge',
    ]);

    const imported = await upload('/api/price-lists/import', god, exported.rawPayload);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ carrier_service_id: schenker, zones: summary!.zones, lanes: summary!.lanes });
    expect(await quoteTotal()).toEqual(before);

    // The next quote reads the new list at once, although quotes keep price lists in memory.
    const settings = workbook.getWorksheet('Settings')!;
    let fuelRow = 0;
    settings.eachRow((row, number) => {
      if (/fuel/i.test(String(row.getCell(1).value))) fuelRow = number;
    });
    settings.getCell(fuelRow, 2).value = Number(settings.getCell(fuelRow, 2).value) + 10;
    const dearer = await upload('/api/price-lists/import', god, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect((await quoteTotal())[0]).toBeGreaterThan(before[0] as number);
  });

  it('rejects a workbook with bad rows whole, naming each bad cell', async () => {
    const schenker = await serviceId('DBS_SYSTEM');
    const [current] = await t.database.db.select().from(priceLists).where(eq(priceLists.carrier_service_id, schenker));
    const exported = await call(t.app, 'GET', `/api/price-lists/${current!.id}/export`, { token: god });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const lanes = workbook.getWorksheet('Lanes')!;
    lanes.getCell('C2').value = 'heavy';
    lanes.getCell('A3').value = 'SE-X';
    lanes.getCell('D4').value = -3;
    workbook.getWorksheet('Settings')!.getCell('B3').value = 'Kronor';
    const response = await upload('/api/price-lists/import', god, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      'rows.lanes.2.up_to_kg',
      'rows.lanes.3.origin_zone',
      'rows.lanes.4.price_per_kg',
      'rows.settings.3.value',
    ]);
    expect(errors['rows.lanes.3.origin_zone']).toEqual(['No zone "SE-X" is defined on the Zones sheet.']);

    const [unchanged] = await t.database.db.select().from(priceLists).where(eq(priceLists.carrier_service_id, schenker));
    expect(unchanged!.updated_at).toEqual(current!.updated_at);
    expect(unchanged!.tariff).toEqual(current!.tariff);
  });
});
