import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TCustomsDeclaration } from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let shipper: string;
let stockholm: number;
let declaration: TCustomsDeclaration;

const BASE = '/api/customs/declarations';

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  shipper = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  const created = await call(t.app, 'POST', BASE, {
    token: shipper,
    siteIds: [stockholm],
    body: {
      declaration_type: 'H1',
      lrn: 'SUMMARY-2026-01',
      invoice_number: 'INV-7781',
      invoice_currency: 'EUR',
      invoice_amount: 4_800_000,
      parties: {
        importer: { name: 'Nordic Imports AB', eori: 'SE5561234567' },
        exporter: { name: '上海精密机械有限公司', country: 'CN' },
      },
      items: [
        {
          commodity_code: '847130',
          description: 'Portable computers 便携式电脑',
          origin_country: 'CN',
          net_mass: 180,
          gross_mass: 230,
          statistical_value: 4_800_000,
          packages: 4,
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  declaration = created.json().data as TCustomsDeclaration;
  const submitted = await call(t.app, 'POST', `${BASE}/${declaration.id}/status`, {
    token: shipper,
    siteIds: [stockholm],
    body: { status: 'submitted' },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
});
afterAll(() => t.close());

describe('declaration summary PDF', () => {
  it('prints references, parties, invoice, goods and status history in Spanish', async () => {
    const response = await call(t.app, 'GET', `${BASE}/${declaration.id}/summary`, { token: shipper, siteIds: [stockholm], locale: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('SUMMARY-2026-01.pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Declaración aduanera SUMMARY-2026-01',
      'Nordic Imports AB',
      'EORI: SE5561234567',
      'Número de factura: INV-7781',
      '847130',
      'Partidas de mercancías',
      'Historial de estados',
      'borrador → enviada',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints Chinese text in Chinese', async () => {
    const response = await call(t.app, 'GET', `${BASE}/${declaration.id}/summary`, {
      token: shipper,
      siteIds: [stockholm],
      locale: 'zh-CN',
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of ['报关单 SUMMARY-2026-01', '货物明细', '上海精密机械有限公司', '便携式电脑', '状态历史']) {
      expect(text).toContain(expected);
    }
  });

  it('is not found for a user who cannot see the declaration', async () => {
    // A draft stays the shipper's own until it is sent to the agent.
    const draft = await call(t.app, 'POST', BASE, { token: shipper, siteIds: [stockholm], body: { declaration_type: 'H1' } });
    const { id } = draft.json().data as TCustomsDeclaration;
    const agent = await signIn(t.app, 'agent@demo.example');
    expect((await call(t.app, 'GET', `${BASE}/${id}/summary`, { token: agent.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${id}/summary`, { token: shipper, siteIds: [stockholm] })).statusCode).toBe(200);
  });
});
