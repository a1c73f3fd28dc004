import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPurchaseOrderComment, TPurchaseOrderDocument } from '@freight/contracts';
import { purchaseOrderDocuments, purchaseOrders } from '../../src/db/schema';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let agentToken: string;
let stockholm: number;
let gothenburg: number;
let orderId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The first bytes of a Windows program. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

function upload(
  file: { filename: string; content: Buffer | string; type?: string },
  documentType = 'proforma_invoice',
  as = token,
  siteIds = [stockholm],
) {
  const form = multipartForm([
    { name: 'document_type', value: documentType },
    { name: 'file', filename: file.filename, content: file.content, type: file.type ?? 'application/octet-stream' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/purchase/orders/${orderId}/documents`,
    headers: { ...form.headers, authorization: `Bearer ${as}`, 'x-site-ids': siteIds.join(',') },
    payload: form.body,
  });
}

const fieldError = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  agentToken = (await signIn(t.app, 'agent@demo.example')).token;
  const [order] = await t.database.db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.site_id, stockholm))
    .orderBy(asc(purchaseOrders.id))
    .limit(1);
  orderId = order!.id;
});
afterAll(() => t.close());

describe('purchase order documents', () => {
  it('shows the demo order confirmation as a real PDF, with the comments about it', async () => {
    const [demo] = await t.database.db
      .select()
      .from(purchaseOrderDocuments)
      .where(eq(purchaseOrderDocuments.document_type, 'order_confirmation'));
    expect(demo).toBeDefined();
    const list = await call(t.app, 'GET', `/api/purchase/orders/${demo!.order_id}/documents`, { token, siteIds: [stockholm] });
    expect(list.statusCode).toBe(200);
    const document = (list.json().data as TPurchaseOrderDocument[]).find((entry) => entry.id === demo!.id)!;
    expect(document).toMatchObject({ document_type: 'order_confirmation', content_type: 'application/pdf' });
    const download = await call(t.app, 'GET', `/api/purchase/documents/${document.id}/download`, { token, siteIds: [stockholm] });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const comments = await call(t.app, 'GET', `/api/purchase/orders/${demo!.order_id}/comments`, { token, siteIds: [stockholm] });
    expect((comments.json().data as TPurchaseOrderComment[]).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps an uploaded document with the type its content shows, downloads and deletes it', async () => {
    const uploaded = await upload({ filename: 'Proforma 88.pdf', content: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document = uploaded.json().data as TPurchaseOrderDocument;
    expect(document).toMatchObject({
      document_type: 'proforma_invoice',
      filename: 'Proforma 88.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      uploaded_by: { name: 'Ulla Usersson' },
    });
    const list = await call(t.app, 'GET', `/api/purchase/orders/${orderId}/documents`, { token, siteIds: [stockholm] });
    expect((list.json().data as TPurchaseOrderDocument[]).map((entry) => entry.id)).toContain(document.id);

    const download = await call(t.app, 'GET', `/api/purchase/documents/${document.id}/download`, { token, siteIds: [stockholm] });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Proforma%2088.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await call(t.app, 'DELETE', `/api/purchase/documents/${document.id}`, { token, siteIds: [stockholm] })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/purchase/documents/${document.id}/download`, { token, siteIds: [stockholm] })).statusCode).toBe(
      404,
    );
  });

  it('refuses a program renamed to .pdf, a type not allowed, an empty file and one over 20 MB, keeping nothing', async () => {
    const before = (await call(t.app, 'GET', `/api/purchase/orders/${orderId}/documents`, { token, siteIds: [stockholm] })).json().data;

    const renamed = await upload({ filename: 'invoice.pdf', content: PROGRAM, type: 'application/pdf' });
    expect(renamed.statusCode).toBe(422);
    expect(fieldError(renamed).file![0]).toContain('.pdf');

    const program = await upload({ filename: 'setup.exe', content: PROGRAM });
    expect(program.statusCode).toBe(422);
    expect(fieldError(program)).toHaveProperty('file');

    const empty = await upload({ filename: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(fieldError(empty)).toHaveProperty('file');

    const binaryText = await upload({ filename: 'packing list.csv', content: Buffer.concat([Buffer.from('a;b\n'), Buffer.alloc(16)]) });
    expect(binaryText.statusCode).toBe(422);
    expect(fieldError(binaryText)).toHaveProperty('file');

    const large = await upload({ filename: 'scan.pdf', content: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) });
    expect(large.statusCode).toBe(422);
    expect(fieldError(large).file![0]).toContain('20');

    const wrongType = await upload({ filename: 'a.pdf', content: PDF }, 'invoice_of_sorts');
    expect(wrongType.statusCode).toBe(422);
    expect(fieldError(wrongType)).toHaveProperty('document_type');

    const after = (await call(t.app, 'GET', `/api/purchase/orders/${orderId}/documents`, { token, siteIds: [stockholm] })).json().data;
    expect(after).toEqual(before);
  });

  it('accepts a CSV packing list as text', async () => {
    const uploaded = await upload({ filename: 'packing list.csv', content: 'carton;article;quantity\n1;LMP-100;20\n' }, 'packing_list');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ document_type: 'packing_list', content_type: 'text/csv; charset=utf-8' });
  });

  it('answers 404 for another organization and for a site not acted as', async () => {
    const uploaded = await upload({ filename: 'Confirmation.pdf', content: PDF }, 'order_confirmation');
    const document = uploaded.json().data as TPurchaseOrderDocument;
    for (const [as, siteIds] of [
      [agentToken, undefined],
      [token, [gothenburg]],
    ] as const) {
      const options = { token: as, siteIds: siteIds ? [...siteIds] : undefined };
      expect((await call(t.app, 'GET', `/api/purchase/orders/${orderId}/documents`, options)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/purchase/documents/${document.id}/download`, options)).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/purchase/documents/${document.id}`, options)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/purchase/orders/${orderId}/comments`, options)).statusCode).toBe(404);
      expect(
        (await call(t.app, 'POST', `/api/purchase/orders/${orderId}/comments`, { ...options, body: { body: 'Hello' } })).statusCode,
      ).toBe(404);
    }
    expect((await upload({ filename: 'x.pdf', content: PDF }, 'other', token, [gothenburg])).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/purchase/documents/${document.id}/download`, { token, siteIds: [stockholm] })).statusCode).toBe(
      200,
    );
  });
});

describe('purchase order comments', () => {
  it('keeps comments with their author and time, in the order they were made', async () => {
    const before = (await call(t.app, 'GET', `/api/purchase/orders/${orderId}/comments`, { token, siteIds: [stockholm] })).json()
      .data as TPurchaseOrderComment[];
    const added = await call(t.app, 'POST', `/api/purchase/orders/${orderId}/comments`, {
      token,
      siteIds: [stockholm],
      body: { body: 'Supplier asks to move cargo-ready by a week.' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const comments = added.json().data as TPurchaseOrderComment[];
    expect(comments).toHaveLength(before.length + 1);
    expect(comments.at(-1)).toMatchObject({ body: 'Supplier asks to move cargo-ready by a week.', author: { name: 'Ulla Usersson' } });
    expect(Number.isNaN(Date.parse(comments.at(-1)!.created_at))).toBe(false);

    const empty = await call(t.app, 'POST', `/api/purchase/orders/${orderId}/comments`, {
      token,
      siteIds: [stockholm],
      body: { body: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(fieldError(empty)).toHaveProperty('body');
  });
});
