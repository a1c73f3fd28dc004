import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomsDeclaration } from '@freight/contracts';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let shipper: string;
let agent: string;
let siteAdmin: string;
let stockholm: number;

const BASE = '/api/customs/declarations';

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  shipper = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
});
afterAll(() => t.close());

async function draft(): Promise<TCustomsDeclaration> {
  const response = await call(t.app, 'POST', BASE, {
    token: shipper,
    siteIds: [stockholm],
    body: {
      declaration_type: 'H1',
      items: [{ commodity_code: '847130', description: 'Portable computers', origin_country: 'CN', net_mass: 180, gross_mass: 230 }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TCustomsDeclaration;
}

async function workbookOf(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Goods');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(id: number, file: Buffer, token = shipper, siteIds: number[] | undefined = [stockholm]) {
  const form = multipartForm([{ name: 'file', filename: 'goods.xlsx', content: file }]);
  return call(t.app, 'POST', `${BASE}/${id}/items/import`, { token, siteIds, body: form.body, headers: form.headers });
}

describe('customs goods lines from a workbook', () => {
  it('hands out the template headed in Spanish and reads the Spanish headers back, appending the lines', async () => {
    const template = await call(t.app, 'GET', '/api/customs/items/template', { token: shipper, siteIds: [stockholm], locale: 'es' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[];
    expect(headers).toEqual(expect.arrayContaining(['Código de mercancía', 'Descripción', 'Masa bruta (kg)', 'Valor estadístico']));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Partidas', 'Cómo rellenarlo']);

    const declaration = await draft();
    const byHeader = (values: Record<string, unknown>) => headers.map((header) => values[header] ?? null);
    const file = await workbookOf(headers, [
      byHeader({
        'Número de artículo': 'TAB-10',
        Cantidad: 5,
        'Código de mercancía': '8471.30.00',
        Descripción: 'Tablets',
        Origen: 'cn',
        'Masa neta (kg)': 12.5,
        'Masa bruta (kg)': 15,
        'Valor estadístico': 1250.5,
        Régimen: '4000',
        Bultos: 2,
      }),
      byHeader({ 'Código de mercancía': '940520', Descripción: 'Desk lamps', 'Masa bruta (kg)': '3,5' }),
    ]);
    const response = await upload(declaration.id, file);
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json().data as TCustomsDeclaration).items;
    expect(items.map((item) => [item.line_number, item.description])).toEqual([
      [1, 'Portable computers'],
      [2, 'Tablets'],
      [3, 'Desk lamps'],
    ]);
    expect(items[1]).toMatchObject({
      commodity_code: '84713000',
      origin_country: 'CN',
      net_mass: 12.5,
      gross_mass: 15,
      statistical_value: 125050,
      procedure_code: '4000',
      packages: 2,
    });
    expect(items[2]).toMatchObject({ gross_mass: 3.5 });
    expect((response.json().data as TCustomsDeclaration).version).toBe(declaration.version + 1);

    // An imported line with an article number teaches the organization's product library.
    const library = await call(t.app, 'GET', '/api/customs/products', { token: shipper, siteIds: [stockholm] });
    expect(library.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ article_number: 'TAB-10', name: 'Tablets', commodity_code: '84713000' })]),
    );
  });

  it('refuses a workbook with any wrong cell, naming each by row and column, and takes it once corrected', async () => {
    const declaration = await draft();
    const headers = ['Commodity code', 'Description', 'Net mass (kg)', 'Gross mass (kg)', 'Packages'];
    const wrong = await workbookOf(headers, [
      ['847130', 'Good line', 1, 2, 1],
      ['12', 'Bad code', 5, 2, 1],
      ['847130', null, 'a lot', 2, 1.5],
    ]);
    const refused = await upload(declaration.id, wrong, shipper);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      ['rows.3.commodity_code', 'rows.3.net_mass', 'rows.4.description', 'rows.4.net_mass', 'rows.4.packages'].sort(),
    );
    const unchanged = await call(t.app, 'GET', `${BASE}/${declaration.id}`, { token: shipper, siteIds: [stockholm] });
    expect((unchanged.json().data as TCustomsDeclaration).items).toHaveLength(1);

    const corrected = await workbookOf(headers, [
      ['847130', 'Good line', 1, 2, 1],
      ['940520', 'Lamps', 1, 2, 2],
      ['847130', 'Heavy', 2, 2, 1],
    ]);
    const accepted = await upload(declaration.id, corrected);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json().data as TCustomsDeclaration).items).toHaveLength(4);
  });

  it('refuses a file without the description column or that is no workbook, as an error of the file', async () => {
    const declaration = await draft();
    const missing = await upload(declaration.id, await workbookOf(['Commodity code'], [['847130']]));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['file']);
    const form = multipartForm([{ name: 'file', filename: 'goods.xlsx', content: Buffer.from('not a workbook') }]);
    const broken = await call(t.app, 'POST', `${BASE}/${declaration.id}/items/import`, {
      token: shipper,
      siteIds: [stockholm],
      body: form.body,
      headers: form.headers,
    });
    expect(broken.statusCode).toBe(422);
  });

  it('answers 404 to whoever does not see the declaration, and changes nothing', async () => {
    const declaration = await draft();
    const file = await workbookOf(['Description'], [['Smuggled line']]);
    expect((await upload(declaration.id, file, agent, undefined)).statusCode).toBe(404);
    expect((await upload(declaration.id, file, siteAdmin, undefined)).statusCode).toBe(404);
    const after = await call(t.app, 'GET', `${BASE}/${declaration.id}`, { token: shipper, siteIds: [stockholm] });
    expect((after.json().data as TCustomsDeclaration).items).toHaveLength(1);
  });
});
