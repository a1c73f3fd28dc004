import { createCanvas, loadImage } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let agentToken: string;
let stockholm: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  agentToken = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

interface Photo {
  id: number;
  primary: boolean;
  width: number;
  height: number;
  small: string;
  medium: string;
  full: string;
}
interface Article {
  id: number;
  article_number: string;
  origin_country: string | null;
  gross_weight_kg: number | null;
  photos: Photo[];
}
interface Supplier {
  id: number;
  name: string;
  country: string;
  addresses: { kind: string; city: string }[];
  managers: { name: string; email: string | null }[];
}

async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await call(t.app, method, url, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

async function newArticle(extra: Record<string, unknown> = {}) {
  return ok<Article>('POST', '/api/purchase/articles', {
    article_number: unique('CAT'),
    article_name: 'Rattan basket',
    primary_color: 'Natural',
    hs_code: '460219',
    origin_country: 'vn',
    gross_weight_kg: 1.25,
    length_cm: 40,
    width_cm: 40,
    height_cm: 30,
    ...extra,
  });
}

async function png(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c0392b';
  context.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

function upload(articleId: number, content: Buffer | string, as = token, filename = 'photo.png') {
  const form = multipartForm([{ name: 'file', filename, content, type: 'image/png' }]);
  return call(t.app, 'POST', `/api/purchase/articles/${articleId}/photos`, { token: as, body: form.body, headers: form.headers });
}

async function stored(url: string) {
  const response = await call(t.app, 'GET', url, { token });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const image = await loadImage(response.rawPayload);
  return [image.width, image.height];
}

async function sheetRows(url: string, columns: string[]) {
  const form = multipartForm(columns.map((value, index) => ({ name: `columns[${index}]`, value })));
  const response = await call(t.app, 'POST', url, { token, locale: 'es', body: form.body, headers: form.headers });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
}

describe('suppliers', () => {
  it('keeps a supplier with its addresses and contact managers, found by search and changed whole', async () => {
    const number = unique('NINGBO');
    const created = await ok<Supplier>('POST', '/api/purchase/suppliers', {
      supplier_number: number,
      name: 'Ningbo Ceramics',
      country: 'cn',
      addresses: [{ kind: 'pickup', name: 'Kiln works', address: '3 Harbour Rd', zip: '315000', city: 'Ningbo', country: 'CN' }],
      managers: [{ name: 'Zhang Min', email: 'zhang.min@ceramics.example' }],
    });
    expect(created).toMatchObject({ country: 'CN', addresses: [{ kind: 'pickup', city: 'Ningbo' }], managers: [{ name: 'Zhang Min' }] });

    const found = await call(t.app, 'GET', `/api/purchase/suppliers?filter[search]=${number}`, { token });
    expect(found.json().data.map((row: Supplier) => row.id)).toEqual([created.id]);

    const changed = await ok<Supplier>('PUT', `/api/purchase/suppliers/${created.id}`, {
      supplier_number: number,
      name: 'Ningbo Ceramics Ltd',
      country: 'CN',
      addresses: [],
      managers: [
        { name: 'Zhang Min', email: null },
        { name: 'Wu Fang', phone: '+8657400000' },
      ],
    });
    expect(changed).toMatchObject({ name: 'Ningbo Ceramics Ltd', addresses: [], managers: [{ name: 'Zhang Min' }, { name: 'Wu Fang' }] });

    expect((await call(t.app, 'DELETE', `/api/purchase/suppliers/${created.id}`, { token })).statusCode).toBeLessThan(300);
    expect((await call(t.app, 'GET', `/api/purchase/suppliers/${created.id}`, { token })).statusCode).toBe(404);
  });

  it('answers bad fields and a number taken with 422, and another organization’s supplier with 404', async () => {
    const bad = await call(t.app, 'POST', '/api/purchase/suppliers', {
      token,
      body: { supplier_number: '', name: 'X', country: 'Sweden', email: 'not-an-email', managers: [{ name: '' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['supplier_number', 'country', 'email', 'managers.0.name']));

    const number = unique('SUP');
    const supplier = await ok<Supplier>('POST', '/api/purchase/suppliers', { supplier_number: number, name: 'Taken', country: 'SE' });
    const taken = await call(t.app, 'POST', '/api/purchase/suppliers', {
      token,
      body: { supplier_number: number, name: 'Again', country: 'SE' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('supplier_number');

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { supplier_number: 'X-1', name: 'Mine now', country: 'SE' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(t.app, method, `/api/purchase/suppliers/${supplier.id}`, { token: agentToken, body });
      expect(response.statusCode, method).toBe(404);
    }
    const theirs = await call(t.app, 'GET', `/api/purchase/suppliers?filter[search]=${number}`, { token: agentToken });
    expect(theirs.json().data).toEqual([]);
  });

  it('exports the suppliers as a spreadsheet headed in the reader’s language', async () => {
    const rows = await sheetRows('/api/purchase/suppliers/export', ['supplier_number', 'name', 'pickup']);
    expect(rows[0]).toEqual(['Número de proveedor', 'Nombre', 'Lugar de recogida']);
    expect(rows).toContainEqual(['SUP-1002', 'Porto Têxteis Lda', 'Armazém Maia, Maia PT']);
  });
});

describe('articles', () => {
  it('keeps an article with colours, customs data, weights and dimensions, and refuses bad values field by field', async () => {
    const article = await newArticle();
    expect(article).toMatchObject({ origin_country: 'VN', gross_weight_kg: 1.25, photos: [] });
    const changed = await ok<Article>('PUT', `/api/purchase/articles/${article.id}`, {
      article_number: article.article_number,
      article_name: 'Rattan basket, large',
      gross_weight_kg: 2,
    });
    expect(changed).toMatchObject({ gross_weight_kg: 2, origin_country: null });

    const bad = await call(t.app, 'POST', '/api/purchase/articles', {
      token,
      body: { article_number: 'B-1', article_name: '', hs_code: '12ab', origin_country: 'Vietnam', gross_weight_kg: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['article_name', 'hs_code', 'origin_country', 'gross_weight_kg']),
    );

    const taken = await call(t.app, 'POST', '/api/purchase/articles', {
      token,
      body: { article_number: article.article_number, article_name: 'Copy' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('article_number');
  });

  it('answers another organization’s article with 404, its photos too', async () => {
    const article = await newArticle();
    const withPhoto = (await upload(article.id, await png(200, 200))).json().data as Article;
    const photo = withPhoto.photos[0]!;
    for (const [method, url] of [
      ['GET', `/api/purchase/articles/${article.id}`],
      ['DELETE', `/api/purchase/articles/${article.id}`],
      ['GET', photo.small],
      ['POST', `/api/purchase/articles/${article.id}/photos/${photo.id}/primary`],
      ['DELETE', `/api/purchase/articles/${article.id}/photos/${photo.id}`],
    ] as const) {
      expect((await call(t.app, method, url, { token: agentToken })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(article.id, await png(50, 50), agentToken)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/purchase/articles/${article.id}/photos/${photo.id + 100000}/small`, { token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/purchase/articles/${article.id}`, { token })).json().data.photos).toHaveLength(1);
  });

  it('exports the articles with their units in the headers', async () => {
    const article = await newArticle();
    const rows = await sheetRows('/api/purchase/articles/export', ['article_number', 'gross_weight_kg', 'photos']);
    expect(rows[0]).toEqual(['Número de artículo', 'Peso bruto (kg)', 'Fotos']);
    expect(rows).toContainEqual([article.article_number, 1.25, 0]);
    expect(rows).toContainEqual(['LMP-100', 1.8, 1]);
  });
});

describe('article photos', () => {
  it('stores one upload as small, medium and full WebP, scaled down but never enlarged', async () => {
    const article = await newArticle();
    const large = await upload(article.id, await png(2400, 1200));
    expect(large.statusCode, large.body).toBe(200);
    const [photo] = (large.json().data as Article).photos;
    expect(photo).toMatchObject({ primary: true, width: 1600, height: 800 });
    expect(await stored(photo!.small)).toEqual([96, 48]);
    expect(await stored(photo!.medium)).toEqual([480, 240]);
    expect(await stored(photo!.full)).toEqual([1600, 800]);

    const small = (await upload(article.id, await png(300, 200))).json().data as Article;
    const second = small.photos.find((candidate) => candidate.id !== photo!.id)!;
    expect(second).toMatchObject({ primary: false, width: 300, height: 200 });
    expect(await stored(second.small)).toEqual([96, 64]);
    expect(await stored(second.medium)).toEqual([300, 200]);
    expect(await stored(second.full)).toEqual([300, 200]);
  });

  it('lets the buyer choose the primary photo, which order lines show, and delete photos', async () => {
    const article = await newArticle();
    const first = ((await upload(article.id, await png(120, 120))).json().data as Article).photos[0]!;
    const second = ((await upload(article.id, await png(140, 100))).json().data as Article).photos.find((p) => p.id !== first.id)!;
    const chosen = await ok<Article>('POST', `/api/purchase/articles/${article.id}/photos/${second.id}/primary`);
    expect(chosen.photos.map((photo) => [photo.id, photo.primary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const supplier = await ok<{ id: number }>('POST', '/api/purchase/suppliers', {
      supplier_number: unique('SUP'),
      name: 'Baskets',
      country: 'VN',
    });
    const order = await ok<{ lines: { article: { photo: Photo | null } }[] }>('POST', '/api/purchase/orders', {
      order_number: unique('PO-CAT'),
      supplier_id: supplier.id,
      site_id: stockholm,
      currency: 'EUR',
      lines: [{ article_id: article.id, quantity: 10, unit_price: 4.5 }],
    });
    expect(order.lines[0]!.article.photo).toMatchObject({ id: second.id, small: second.small });

    const left = await ok<Article>('DELETE', `/api/purchase/articles/${article.id}/photos/${second.id}`);
    expect(left.photos.map((photo) => [photo.id, photo.primary])).toEqual([[first.id, true]]);
    expect((await call(t.app, 'GET', second.small, { token })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, or no file, with 422 on file', async () => {
    const article = await newArticle();
    const text = await upload(article.id, 'name,quantity\nlamp,3\n', token, 'photo.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty('file');
    const none = await call(t.app, 'POST', `/api/purchase/articles/${article.id}/photos`, { token, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('file');
    expect((await call(t.app, 'GET', `/api/purchase/articles/${article.id}`, { token })).json().data.photos).toEqual([]);
  });

  it('shows the demo articles with a photo', async () => {
    const demo = await call(t.app, 'GET', '/api/purchase/articles?filter[search]=LMP-100', { token });
    const [lamp] = demo.json().data as Article[];
    expect(lamp!.photos).toHaveLength(1);
    expect(await stored(lamp!.photos[0]!.medium)).toEqual([480, 480]);
  });
});
