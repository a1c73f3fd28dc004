import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPriceCalculation } from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
});
afterAll(() => t.close());

const PICKUP = '2030-12-18';
const HEADER =
  'Reference;Pickup country;Pickup postcode;Delivery country;Delivery postcode;Pickup date;Package type;Units;Weight kg;Dangerous goods';

function upload(filename: string, content: string | Buffer, locale?: string) {
  const boundary = '----freight-quote-file';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', '/api/price-calculation/file', {
    token: user,
    siteIds: [gothenburg],
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    locale,
  });
}

async function resultRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Quotes')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, column) => [header, values[column] ?? null])));
  });
  return rows;
}

describe('quote file', () => {
  it("prices every line across every service and gives each line's cheapest and fastest offer", async () => {
    const csv = [
      HEADER,
      `PO-1;SE;41105;NO;0150;${PICKUP};EUR pallet;1;300;no`,
      `PO-2;SE;41105;SE;11122;${PICKUP};parcel;2;12,5;no`,
      `PO-3;SE;41105;NO;0150;${PICKUP};eur_pallet;2;450;`,
    ].join('\n');
    const response = await upload('week-47.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/week-47-quotes-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await resultRows(response.rawPayload);
    expect(rows.map((row) => row.Reference)).toEqual(['PO-1', 'PO-2', 'PO-3']);

    // The file's first line priced as one quote gives the same cheapest offer.
    const single = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: {
        pickup: { country: 'SE', zip: '41105' },
        delivery: { country: 'NO', zip: '0150' },
        goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
        pickup_date: PICKUP,
      },
    });
    const cheapest = (single.json().data as TPriceCalculation).quotes[0]!;
    expect(rows[0]!['Services quoted']).toBe((single.json().data as TPriceCalculation).quotes.length);
    expect(rows[0]!['Cheapest carrier']).toBe(cheapest.carrier.name);
    expect(rows[0]!['Cheapest price']).toBe(cheapest.price.total / 100);
    expect(rows[0]!['Cheapest currency']).toBe(cheapest.price.currency);
    for (const row of rows) {
      expect(row['Services quoted']).toBeGreaterThan(0);
      expect(String(row['Fastest delivery date']) <= String(row['Cheapest delivery date'])).toBe(true);
    }
    // Twice the weight costs more on the same lane.
    expect(Number(rows[2]!['Cheapest price'])).toBeGreaterThan(Number(rows[0]!['Cheapest price']));

    // Prices read with two decimals under a bold header that stays in view.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Quotes')!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (const cell of ['H2', 'M2', 'H4']) expect(sheet.getCell(cell).numFmt, cell).toBe('#,##0.00');
  });

  it('prices a file of many lines to the same offers each line gets as a quote of its own', async () => {
    const destinations = [
      ['NO', '0150'],
      ['SE', '11122'],
      ['SE', '98132'],
      ['DK', '2100'],
      ['FI', '00100'],
      ['DE', '10115'],
      ['SE', '41105'],
    ] as const;
    const packages = ['eur_pallet', 'parcel', 'half_pallet'] as const;
    // More lines than are priced between two turns of the event loop, on lanes and weights that repeat.
    const lines = Array.from({ length: 120 }, (_, index) => ({
      delivery: destinations[index % destinations.length]!,
      packageType: packages[index % packages.length]!,
      units: 1 + (index % 3),
      weight: 20 + ((index * 37) % 900),
    }));
    const csv = [
      HEADER,
      ...lines.map(
        (line, index) =>
          `L${index + 1};SE;41105;${line.delivery[0]};${line.delivery[1]};${PICKUP};${line.packageType};${line.units};${line.weight};no`,
      ),
    ].join('\n');
    const response = await upload('many.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await resultRows(response.rawPayload);
    expect(rows.map((row) => row.Reference)).toEqual(lines.map((_, index) => `L${index + 1}`));

    for (const index of [0, 1, 2, 3, 4, 5, 6, 50, 51, 99, 100, 119]) {
      const line = lines[index]!;
      const single = await call(t.app, 'POST', '/api/price-calculation/multiple', {
        token: user,
        siteIds: [gothenburg],
        body: {
          pickup: { country: 'SE', zip: '41105' },
          delivery: { country: line.delivery[0], zip: line.delivery[1] },
          goods: [{ package_type: line.packageType, units: line.units, weight: line.weight }],
          pickup_date: PICKUP,
        },
      });
      const quotes = (single.json().data as TPriceCalculation).quotes;
      const cheapest = quotes[0];
      const fastest = quotes
        .filter((quote) => quote.delivery_date !== null)
        .sort((a, b) => a.delivery_date!.localeCompare(b.delivery_date!) || a.price.total - b.price.total)[0];
      const row = rows[index]!;
      expect(row['Services quoted'], `line ${index + 1}`).toBe(quotes.length);
      expect(row['Cheapest carrier'], `line ${index + 1}`).toBe(cheapest?.carrier.name ?? null);
      expect(row['Cheapest service'], `line ${index + 1}`).toBe(cheapest?.service.name ?? null);
      expect(row['Cheapest price'], `line ${index + 1}`).toBe(cheapest ? cheapest.price.total / 100 : null);
      expect(row['Cheapest delivery date'], `line ${index + 1}`).toBe(cheapest?.delivery_date ?? null);
      expect(row['Fastest service'], `line ${index + 1}`).toBe(fastest?.service.name ?? null);
      expect(row['Fastest price'], `line ${index + 1}`).toBe(fastest ? fastest.price.total / 100 : null);
      expect(row['Fastest delivery date'], `line ${index + 1}`).toBe(fastest?.delivery_date ?? null);
      expect(row['Fastest working days'], `line ${index + 1}`).toBe(fastest?.working_days ?? null);
    }
    expect(rows.some((row) => row['Cheapest carrier'] !== rows[0]!['Cheapest carrier'])).toBe(true);
  });

  it('refuses a file with wrong cells, naming each line and column, and prices nothing', async () => {
    const csv = [HEADER, `PO-1;SE;41105;NO;0150;${PICKUP};eur_pallet;1;300;no`, `PO-2;SE;;NO;0150;2030-02-30;crate;1;heavy;no`].join('\n');
    const response = await upload('bad.csv', csv);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['rows.3.package_type', 'rows.3.pickup_date', 'rows.3.pickup_postcode', 'rows.3.weight_kg']);
  });

  it('refuses an empty file and a file that is no spreadsheet', async () => {
    expect((await upload('empty.csv', HEADER)).json().errors).toHaveProperty('rows');
    const garbage = await upload('prices.xlsx', Buffer.from('not a workbook'));
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors).toHaveProperty('file');
  });

  it('prices container lines by their ISO 6346 size, as the goods form takes them', async () => {
    const csv = [
      `${HEADER};Container size`,
      `C-1;SE;41105;NO;0150;${PICKUP};container;1;12000;no;42G1`,
      `C-2;SE;41105;SE;11122;${PICKUP};Container;1;8000;no; 22g1 `,
      `P-1;SE;41105;NO;0150;${PICKUP};eur_pallet;1;300;no;`,
    ].join('\n');
    const response = await upload('containers.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await resultRows(response.rawPayload);
    expect(rows.map((row) => row.Reference)).toEqual(['C-1', 'C-2', 'P-1']);

    // The file's container line gets what the same line gets as a quote of its own.
    const single = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: {
        pickup: { country: 'SE', zip: '41105' },
        delivery: { country: 'NO', zip: '0150' },
        goods: [{ package_type: 'container', container_size: '42G1', units: 1, weight: 12000 }],
        pickup_date: PICKUP,
      },
    });
    expect(single.statusCode, single.body).toBe(200);
    const quotes = (single.json().data as TPriceCalculation).quotes;
    expect(rows[0]!['Services quoted']).toBe(quotes.length);
    expect(rows[0]!['Cheapest price']).toBe(quotes[0] ? quotes[0].price.total / 100 : null);
  });

  it("refuses a container line without a listed size and a size on any other line, in the user's language", async () => {
    const csv = [
      `${HEADER};Container size`,
      `C-1;SE;41105;NO;0150;${PICKUP};container;1;12000;no;`,
      `C-2;SE;41105;NO;0150;${PICKUP};container;1;12000;no;99X9`,
      `P-1;SE;41105;NO;0150;${PICKUP};eur_pallet;1;300;no;22G1`,
    ].join('\n');
    const english = await upload('containers.csv', csv);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      'rows.2.container_size': ['Choose the container size.'],
      'rows.3.container_size': ['Choose one of the listed container sizes.'],
      'rows.4.container_size': ['Only a container line has a container size.'],
    });
    const spanish = await upload('containers.csv', csv, 'es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors['rows.2.container_size']).toEqual(['Elija el tamaño del contenedor.']);
  });

  it("reads headers written in any of the portal's languages", async () => {
    const spanish = [
      'Referencia;País de recogida;Código postal de recogida;País de entrega;Código postal de entrega;Tipo de bulto;Tamaño del contenedor;Peso kg',
      'ES-1;SE;41105;NO;0150;container;45G1;9000',
    ].join('\n');
    const chinese = [
      '参考号,取货国家,取货邮编,送货国家,送货邮编,包装类型,集装箱尺寸,重量 kg',
      'ZH-1,SE,41105,NO,0150,container,45G1,9000',
    ].join('\n');
    for (const [name, csv, reference] of [
      ['es.csv', spanish, 'ES-1'],
      ['zh.csv', chinese, 'ZH-1'],
    ] as const) {
      const response = await upload(name, csv);
      expect(response.statusCode, response.body).toBe(200);
      const rows = await resultRows(response.rawPayload);
      expect(rows.map((row) => [row.Reference, row.To])).toEqual([[reference, 'NO 0150']]);
    }
  });

  it("offers a template headed in the user's language, with a container line that prices as it is", async () => {
    const response = await call(t.app, 'GET', '/api/price-calculation/file/template', { token: user });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Pickup postcode');
    expect(headers).toContain('Weight kg');
    expect(headers).toContain('Container size');

    const spanish = await call(t.app, 'GET', '/api/price-calculation/file/template', { token: user, locale: 'es' });
    const spanishBook = new ExcelJS.Workbook();
    await spanishBook.xlsx.load(spanish.rawPayload as unknown as ArrayBuffer);
    expect((spanishBook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toContain('Tamaño del contenedor');

    // The template as downloaded is a file that prices.
    const priced = await upload('template.xlsx', spanish.rawPayload);
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await resultRows(priced.rawPayload)).map((row) => row.Reference)).toEqual(['PO-1001', 'PO-1002']);
  });
});
