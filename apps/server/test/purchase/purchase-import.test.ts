import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let agentToken: string;
let stockholm: number;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  agentToken = (await signIn(t.app, 'agent@demo.example')).token;

  const supplier = await call(t.app, 'POST', '/api/purchase/suppliers', {
    token,
    body: { supplier_number: 'IMP-S1', name: 'Import Lamps Ltd', country: 'CN', addresses: [], managers: [] },
  });
  expect(supplier.statusCode, supplier.body).toBe(200);
  for (const number of ['IMP-A1', 'IMP-A2']) {
    const article = await call(t.app, 'POST', '/api/purchase/articles', {
      token,
      body: { article_number: number, article_name: `Lamp ${number}` },
    });
    expect(article.statusCode, article.body).toBe(200);
  }
});
afterAll(() => t.close());

async function headersOf(url: string, locale: string) {
  const response = await call(t.app, 'GET', url, { token, locale });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[];
}

async function workbookOf(headers: string[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(url: string, file: Buffer, as = token, siteIds: number[] = [stockholm]) {
  const form = multipartForm([{ name: 'file', filename: 'import.xlsx', content: file }]);
  return call(t.app, 'POST', url, { token: as, siteIds, body: form.body, headers: form.headers });
}

async function orderByNumber(number: string, siteIds = [stockholm]) {
  const list = await call(t.app, 'GET', `/api/purchase/orders?filter[search]=${number}`, { token, siteIds });
  const found = (list.json().data as { id: number; order_number: string }[]).find((order) => order.order_number === number);
  if (!found) return null;
  return (await call(t.app, 'GET', `/api/purchase/orders/${found.id}`, { token, siteIds })).json().data as {
    order_number: string;
    status: string;
    currency: string;
    cargo_ready_requested: string | null;
    total_amount: number;
    lines: { line_number: number; quantity: number; line_amount: number; article: { article_number: string } }[];
  };
}

describe('purchase orders from a workbook', () => {
  it('reads back its Spanish template: rows with the same order number make one draft order with its lines', async () => {
    const headers = await headersOf('/api/purchase/orders/import/template', 'es');
    expect(headers).toEqual(expect.arrayContaining(['Número de pedido', 'Número de proveedor', 'Número de artículo', 'Cantidad']));
    const order = {
      'Número de pedido': 'IMP-PO-1',
      'Número de proveedor': 'IMP-S1',
      Moneda: 'eur',
      'Carga lista, solicitada': new Date(Date.UTC(2026, 11, 1)),
    };
    const file = await workbookOf(headers, [
      { ...order, 'Número de artículo': 'IMP-A1', Cantidad: 10, 'Precio unitario': 19.99, 'Descuento (%)': 12.5 },
      { 'Número de pedido': 'IMP-PO-1', 'Número de artículo': 'IMP-A2', Cantidad: 3, 'Precio unitario': '1,005' },
      { ...order, 'Número de pedido': 'IMP-PO-2', 'Número de artículo': 'IMP-A2', Cantidad: 1, 'Precio unitario': 5 },
    ]);
    const response = await upload('/api/purchase/orders/import', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ orders: 2, lines: 3 });
    const first = await orderByNumber('IMP-PO-1');
    expect(first).toMatchObject({ status: 'draft', currency: 'EUR', cargo_ready_requested: '2026-12-01' });
    expect(first!.lines.map((line) => [line.line_number, line.article.article_number, line.quantity])).toEqual([
      [1, 'IMP-A1', 10],
      [2, 'IMP-A2', 3],
    ]);
    // 10 × 19.99 less 12.5 % = 174.91; 3 × 1.005 = 3.02 (rounded half up per line).
    expect(first!.lines.map((line) => line.line_amount)).toEqual([17491, 302]);
  });

  it('refuses the whole workbook naming every wrong cell, then takes it corrected', async () => {
    const headers = ['Order number', 'Supplier number', 'Currency', 'Article number', 'Quantity', 'Unit price', 'Must arrive by'];
    const rows = [
      {
        'Order number': 'IMP-PO-3',
        'Supplier number': 'IMP-S1',
        Currency: 'EUR',
        'Article number': 'IMP-A1',
        Quantity: 5,
        'Unit price': 2,
      },
      { 'Order number': 'IMP-PO-3', 'Supplier number': 'NOPE', 'Article number': 'IMP-A9', Quantity: 0, 'Unit price': 2 },
      { 'Order number': 'IMP-PO-4', 'Supplier number': 'IMP-S1', Currency: 'XXX', 'Article number': 'IMP-A2', Quantity: 'many' },
      {
        'Order number': 'IMP-PO-1',
        'Supplier number': 'IMP-S1',
        Currency: 'EUR',
        'Article number': 'IMP-A1',
        Quantity: 1,
        'Unit price': 1,
      },
      {
        'Order number': 'IMP-PO-5',
        'Supplier number': 'IMP-S1',
        Currency: 'EUR',
        'Article number': 'IMP-A1',
        Quantity: 1,
        'Unit price': 1,
        'Must arrive by': '2026-02-30',
      },
    ];
    const refused = await upload('/api/purchase/orders/import', await workbookOf(headers, rows));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      [
        'rows.3.supplier_number',
        'rows.3.article_number',
        'rows.3.quantity',
        'rows.4.currency',
        'rows.4.quantity',
        'rows.4.unit_price',
        'rows.5.order_number',
        'rows.6.must_arrive_by',
      ].sort(),
    );
    expect(await orderByNumber('IMP-PO-3')).toBeNull();
    expect(await orderByNumber('IMP-PO-5')).toBeNull();

    const corrected = await upload(
      '/api/purchase/orders/import',
      await workbookOf(headers, [
        rows[0]!,
        { 'Order number': 'IMP-PO-3', 'Supplier number': 'IMP-S1', 'Article number': 'IMP-A2', Quantity: 2, 'Unit price': 2 },
        { ...rows[4]!, 'Must arrive by': '2026-03-01' },
      ]),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toEqual({ orders: 2, lines: 3 });
    expect((await orderByNumber('IMP-PO-5'))?.lines).toHaveLength(1);
  });

  it('places orders only on the sites acted as and only with the organization’s own suppliers and articles', async () => {
    const headers = ['Order number', 'Supplier number', 'Site', 'Currency', 'Article number', 'Quantity', 'Unit price'];
    const row = {
      'Order number': 'IMP-PO-SITE',
      'Supplier number': 'IMP-S1',
      Site: 'Stockholm_Office',
      Currency: 'EUR',
      'Article number': 'IMP-A1',
      Quantity: 1,
      'Unit price': 1,
    };
    const elsewhere = await upload('/api/purchase/orders/import', await workbookOf(headers, [row]), token, [gothenburg]);
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['rows.2.site']);

    const foreign = await upload('/api/purchase/orders/import', await workbookOf(headers, [row]), agentToken, []);
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(expect.arrayContaining(['rows.2.supplier_number', 'rows.2.article_number']));
    expect(await orderByNumber('IMP-PO-SITE')).toBeNull();
  });
});

describe('articles from a workbook', () => {
  it('adds new articles and brings those of the same number up to date, from the Spanish template', async () => {
    const headers = await headersOf('/api/purchase/articles/import/template', 'es');
    expect(headers).toEqual(expect.arrayContaining(['Número de artículo', 'Nombre del artículo', 'Código SA']));
    const file = await workbookOf(headers, [
      { 'Número de artículo': 'IMP-A1', 'Nombre del artículo': 'Desk lamp, renamed', 'Código SA': '9405.20', 'Peso bruto (kg)': 2.5 },
      { 'Número de artículo': 'IMP-A3', 'Nombre del artículo': 'Shade', 'País de origen': 'cn' },
    ]);
    const response = await upload('/api/purchase/articles/import', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ created: 1, updated: 1 });
    const list = await call(t.app, 'GET', '/api/purchase/articles?filter[search]=IMP-A&pageSize=50', { token });
    const articles = list.json().data as {
      article_number: string;
      article_name: string;
      hs_code: string | null;
      origin_country: string | null;
    }[];
    expect(articles.find((article) => article.article_number === 'IMP-A1')).toMatchObject({
      article_name: 'Desk lamp, renamed',
      hs_code: '940520',
    });
    expect(articles.find((article) => article.article_number === 'IMP-A3')).toMatchObject({ origin_country: 'CN' });
  });

  it('refuses any wrong cell or repeated number with nothing saved, and never touches another organization’s articles', async () => {
    const headers = ['Article number', 'Article name', 'HS code', 'Gross weight (kg)'];
    const refused = await upload(
      '/api/purchase/articles/import',
      await workbookOf(headers, [
        { 'Article number': 'IMP-A4', 'Article name': 'Bulb' },
        { 'Article number': 'IMP-A4', 'Article name': 'Bulb again', 'HS code': '12' },
        { 'Article number': 'IMP-A5', 'Gross weight (kg)': -1 },
      ]),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      ['rows.3.article_number', 'rows.3.hs_code', 'rows.4.article_name', 'rows.4.gross_weight_kg'].sort(),
    );
    const list = await call(t.app, 'GET', '/api/purchase/articles?filter[search]=IMP-A4', { token });
    expect(list.json().data).toEqual([]);

    const foreign = await upload(
      '/api/purchase/articles/import',
      await workbookOf(headers, [{ 'Article number': 'IMP-A1', 'Article name': 'Hijacked' }]),
      agentToken,
      [],
    );
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().data).toEqual({ created: 1, updated: 0 });
    const own = await call(t.app, 'GET', '/api/purchase/articles?filter[search]=IMP-A1', { token });
    expect(own.json().data.map((article: { article_name: string }) => article.article_name)).toEqual(['Desk lamp, renamed']);
  });
});
