import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_ARTICLE_COLUMNS,
  type TFlowDraft,
  type TFlowDraftBodyInput,
  type TFlowDraftSummary,
  type TInvoiceArticle,
} from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let gothenburg: number;
let colleague: string;
let colleagueSites: number[];
let agent: string;
let agentSite: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  const siteAdmin = await signIn(t.app, 'siteadmin@demo.example');
  colleague = siteAdmin.token;
  colleagueSites = [siteAdmin.user.sites[0]!.id];
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
});
afterAll(() => t.close());

const draftBody = (overrides: Partial<TFlowDraftBodyInput> = {}): TFlowDraftBodyInput => ({
  kind: 'booking',
  flow_type: 'quote',
  current_step: 1,
  values: {
    consignor: { name: 'Nordic Freight AB', city: 'Göteborg', country: 'SE' },
    consignee: { city: 'Oslo', country: 'NO' },
    goods: [{ package_type: 'eur_pallet', weight: '' }],
  },
  steps: { address: { valid: true, errors: {} } },
  ...overrides,
});

const asUser = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = user, siteIds = [gothenburg]) =>
  call(t.app, method, url, { token, siteIds, body });

describe('server drafts', () => {
  it('keeps a half-filled form for its owner, newest first, with a title of its places', async () => {
    const created = await asUser('POST', '/api/apport/consignments/draft', draftBody());
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data as TFlowDraft;
    expect(draft).toMatchObject({
      kind: 'booking',
      flow_type: 'quote',
      current_step: 1,
      title: 'Göteborg → Oslo',
      steps: { address: { valid: true, errors: {} } },
    });
    expect(draft.values.goods?.[0]).toMatchObject({ package_type: 'eur_pallet', weight: null });

    const quote = (
      await asUser('POST', '/api/apport/consignments/draft', draftBody({ kind: 'quote', flow_type: 'plt', values: {} }))
    ).json().data as TFlowDraft;
    expect(quote.title).toBe('New draft');

    const updated = await asUser(
      'PUT',
      `/api/apport/consignments/draft/${draft.id}`,
      draftBody({ current_step: 3, values: { ...draftBody().values, delivery: { city: 'Bergen', country: 'NO' } } }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ current_step: 3, title: 'Göteborg → Bergen' });

    const list = (await asUser('GET', '/api/apport/consignments/draft')).json().data as TFlowDraftSummary[];
    expect(list.map((entry) => entry.id).slice(0, 2)).toEqual([draft.id, quote.id]);
    const bookingsOnly = (await asUser('GET', '/api/apport/consignments/draft?kind=booking')).json().data as TFlowDraftSummary[];
    expect(bookingsOnly.every((entry) => entry.kind === 'booking')).toBe(true);
    expect(bookingsOnly.map((entry) => entry.id)).toContain(draft.id);

    expect((await asUser('GET', `/api/apport/consignments/draft/${draft.id}`)).json().data).toMatchObject({
      id: draft.id,
      current_step: 3,
    });
    expect((await asUser('DELETE', `/api/apport/consignments/draft/${draft.id}`)).statusCode).toBe(204);
    expect((await asUser('GET', `/api/apport/consignments/draft/${draft.id}`)).statusCode).toBe(404);
  });

  it('is the owner’s only: a colleague and another organization get 404 and see nothing', async () => {
    const draft = (await asUser('POST', '/api/apport/consignments/draft', draftBody())).json().data as TFlowDraft;
    for (const [token, siteIds] of [
      [colleague, colleagueSites],
      [agent, [agentSite]],
    ] as const) {
      expect((await asUser('GET', `/api/apport/consignments/draft/${draft.id}`, undefined, token, [...siteIds])).statusCode).toBe(404);
      expect(
        (await asUser('PUT', `/api/apport/consignments/draft/${draft.id}`, draftBody({ current_step: 5 }), token, [...siteIds])).statusCode,
      ).toBe(404);
      expect((await asUser('DELETE', `/api/apport/consignments/draft/${draft.id}`, undefined, token, [...siteIds])).statusCode).toBe(404);
      const theirs = (await asUser('GET', '/api/apport/consignments/draft', undefined, token, [...siteIds])).json()
        .data as TFlowDraftSummary[];
      expect(theirs.map((entry) => entry.id)).not.toContain(draft.id);
    }
    expect((await asUser('GET', `/api/apport/consignments/draft/${draft.id}`)).json().data).toMatchObject({ current_step: 1 });
  });

  it('refuses a draft of an unknown flow', async () => {
    const response = await asUser('POST', '/api/apport/consignments/draft', { ...draftBody(), flow_type: 'express' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.flow_type).toBeDefined();
  });
});

async function workbook(rows: unknown[][], headers: readonly string[] = INVOICE_ARTICLE_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Articles');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(data: Buffer, filename = 'articles.xlsx') {
  const boundary = '----freight-articles';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', '/api/priceleadtime/invoice/articles/import', {
    token: user,
    siteIds: [gothenburg],
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('invoice articles import', () => {
  it('answers the articles of a correct sheet', async () => {
    const response = await upload(
      await workbook([
        ['A-1', 'Hydraulic pump', '8413.50', 'se', 4, '12 500,50', 130],
        [null, 'Seal kit', 848490, 'DE', '10', 15, null],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data as TInvoiceArticle[]).toEqual([
      {
        article_number: 'A-1',
        description: 'Hydraulic pump',
        hs_code: '841350',
        country_of_origin: 'SE',
        quantity: 4,
        unit_price: 12500.5,
        net_weight: 130,
      },
      {
        article_number: null,
        description: 'Seal kit',
        hs_code: '848490',
        country_of_origin: 'DE',
        quantity: 10,
        unit_price: 15,
        net_weight: null,
      },
    ]);
  });

  it('lists every bad row by line and column, and answers no articles', async () => {
    const response = await upload(
      await workbook([
        ['A-1', 'Hydraulic pump', '841350', 'SE', 4, 100, 130],
        ['A-2', null, '84', 'SE', 0, 10, null],
        ['A-3', 'Valve', '848180', 'XX', 1, 'ten', null],
      ]),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.data).toBeUndefined();
    expect(body.message).toBe('The articles were not imported: 5 fields are wrong. Correct them and import again.');
    expect(body.errors).toEqual({
      'rows.3.description': ['This field is required.'],
      'rows.3.hs_code': ['Enter an HS code of 6 to 10 digits.'],
      'rows.3.quantity': ['Enter a number above zero.'],
      'rows.4.unit_price': ['Enter a number.'],
      'rows.4.country_of_origin': ['Enter a two-letter country code (ISO 3166).'],
    });
  });

  it('names missing columns and refuses files that are no workbook or hold no rows', async () => {
    const missing = await upload(
      await workbook([['A-1', 'Pump', 'SE', 1, 10]], ['Article number', 'Description', 'Country of origin', 'Quantity', 'Unit price']),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'columns.hs_code': ['The sheet has no "HS code" column.'] });
    const empty = await upload(await workbook([]));
    expect(empty.json().errors).toEqual({ file: ['The import has no rows.'] });
    // A CSV file is read like a workbook, so its missing columns are named too.
    const text = await upload(Buffer.from('Article number;Description\n1;Pump\n'), 'articles.csv');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors['columns.hs_code']).toBeDefined();
    const garbage = await upload(Buffer.from('not a workbook'), 'articles.xlsx');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.file).toBeDefined();
  });

  it('gives the empty template with the documented columns', async () => {
    const response = await call(t.app, 'GET', '/api/priceleadtime/invoice/articles/template', { token: user, siteIds: [gothenburg] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...INVOICE_ARTICLE_COLUMNS]);
    expect(sheet.rowCount).toBe(1);
    // The template imports back as a file without rows, not as broken columns.
    expect((await upload(response.rawPayload)).json().errors).toEqual({ file: ['The import has no rows.'] });
  });
});
