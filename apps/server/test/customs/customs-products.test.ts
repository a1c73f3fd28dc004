import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomsCodeSuggestion, TCustomsDeclaration, TCustomsProduct } from '@freight/contracts';
import { customsDeclarationItems, customsProducts } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let shipper: string;
let agent: string;
let stockholm: number;
let nordicId: number;

const PRODUCTS = '/api/customs/products';
const DECLARATIONS = '/api/customs/declarations';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asShipper = (method: Method, url: string, body?: unknown) => call(t.app, method, url, { token: shipper, siteIds: [stockholm], body });
const asAgent = (method: Method, url: string, body?: unknown) => call(t.app, method, url, { token: agent, body });

const article = (overrides: Record<string, unknown> = {}) => ({
  article_number: 'PUMP-100',
  name: 'Centrifugal pump',
  commodity_code: '8413.70.35',
  origin_country: 'se',
  unit_net_mass: 12.5,
  ...overrides,
});

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Loose goods',
  gross_mass: 100,
  ...overrides,
});

/** The demo organization's library as stored, by article number. */
async function libraryArticle(articleNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(customsProducts)
    .where(and(eq(customsProducts.organization_id, nordicId), sql`upper(${customsProducts.article_number}) = upper(${articleNumber})`));
  return row ?? null;
}

async function draft() {
  const response = await asShipper('POST', DECLARATIONS, { declaration_type: 'H1', items: [line()] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TCustomsDeclaration;
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  shipper = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  nordicId = signedIn.user.sites[0]!.organization_id;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
});

afterAll(async () => {
  await t.close();
});

describe('the product library', () => {
  it('lists the demo organization its articles, with the HS description of their codes', async () => {
    const stored = await t.database.db.$count(customsProducts, eq(customsProducts.organization_id, nordicId));
    const listed = await asShipper('GET', `${PRODUCTS}?pageSize=100`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().meta.total).toBe(stored);
    const laptops = (listed.json().data as TCustomsProduct[]).find((product) => product.article_number === 'NB-14-PRO');
    expect(laptops).toMatchObject({ commodity_code: '84713000', origin_country: 'CN' });
    expect(laptops?.commodity_description).toMatch(/^Automatic data processing machines/);
  });

  it('adds, changes, exports and deletes an article', async () => {
    const added = await asShipper('POST', PRODUCTS, article());
    expect(added.statusCode, added.body).toBe(200);
    const product = added.json().data as TCustomsProduct;
    expect(product).toMatchObject({ article_number: 'PUMP-100', commodity_code: '84137035', origin_country: 'SE', unit_net_mass: 12.5 });
    expect(product.commodity_description).toBe('Pumps; centrifugal, n.e.c. in heading no. 8413, for liquids');

    const changed = await asShipper('PUT', `${PRODUCTS}/${product.id}`, article({ name: 'Stainless pump', unit_net_mass: 13 }));
    expect(changed.json().data).toMatchObject({ name: 'Stainless pump', unit_net_mass: 13 });
    expect((await asShipper('GET', `${PRODUCTS}?filter[search]=stainless`)).json().data).toHaveLength(1);

    const exported = await asShipper('POST', `${PRODUCTS}/export`, { data: [product.id] });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    expect((await asShipper('DELETE', `${PRODUCTS}/${product.id}`)).statusCode).toBe(204);
    expect((await asShipper('GET', `${PRODUCTS}/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses a wrong code, a taken article number and a missing name, field by field', async () => {
    const wrongCode = await asShipper('POST', PRODUCTS, article({ article_number: 'X-1', commodity_code: '7712345' }));
    expect(wrongCode.statusCode).toBe(422);
    expect(Object.keys(wrongCode.json().errors)).toEqual(['commodity_code']);
    const taken = await asShipper('POST', PRODUCTS, article({ article_number: 'nb-14-pro' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.article_number).toEqual(['Another article of your product library has this number.']);
    const unnamed = await asShipper('POST', PRODUCTS, article({ article_number: 'X-2', name: ' ' }));
    expect(unnamed.statusCode).toBe(422);
    expect(Object.keys(unnamed.json().errors)).toEqual(['name']);
    const negative = await asShipper('POST', PRODUCTS, article({ article_number: 'X-3', unit_net_mass: -1 }));
    expect(Object.keys(negative.json().errors)).toEqual(['unit_net_mass']);
  });

  it('keeps another organization out: its articles are not found', async () => {
    const product = (await asShipper('POST', PRODUCTS, article({ article_number: 'PRIVATE-1' }))).json().data as TCustomsProduct;
    expect((await asAgent('GET', `${PRODUCTS}/${product.id}`)).statusCode).toBe(404);
    expect((await asAgent('PUT', `${PRODUCTS}/${product.id}`, article({ article_number: 'PRIVATE-1' }))).statusCode).toBe(404);
    expect((await asAgent('DELETE', `${PRODUCTS}/${product.id}`)).statusCode).toBe(404);
    const theirs = (await asAgent('GET', `${PRODUCTS}?pageSize=100`)).json().data as TCustomsProduct[];
    expect(theirs.map((entry) => entry.id)).not.toContain(product.id);
    expect((await asShipper('GET', `${PRODUCTS}/${product.id}`)).statusCode).toBe(200);
  });
});

describe('goods lines and the library', () => {
  it('learns unknown articles from saved lines and updates known ones, never clearing with a blank', async () => {
    const declaration = await draft();
    const added = await asShipper(
      'POST',
      `${DECLARATIONS}/${declaration.id}/items`,
      line({
        article_number: 'LAMP-9',
        description: 'Desk lamps',
        commodity_code: '940521',
        origin_country: 'cn',
        net_mass: 24,
        quantity: 16,
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await libraryArticle('LAMP-9')).toMatchObject({
      name: 'Desk lamps',
      commodity_code: '940521',
      origin_country: 'CN',
      unit_net_mass: 1.5,
    });
    const saved = (added.json().data as TCustomsDeclaration).items.find((item) => item.article_number === 'LAMP-9')!;
    expect(saved.quantity).toBe(16);

    const changed = await asShipper(
      'PUT',
      `/api/customs/items/${saved.id}`,
      line({ article_number: 'lamp-9', description: 'LED desk lamps', commodity_code: '94052140', origin_country: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await libraryArticle('LAMP-9')).toMatchObject({
      article_number: 'LAMP-9',
      name: 'LED desk lamps',
      commodity_code: '94052140',
      origin_country: 'CN',
      unit_net_mass: 1.5,
    });
  });

  it("teaches the shipper's library what its customs agent enters", async () => {
    const declaration = await draft();
    expect(
      (
        await call(t.app, 'POST', `${DECLARATIONS}/${declaration.id}/status`, {
          token: shipper,
          siteIds: [stockholm],
          body: { status: 'submitted' },
        })
      ).statusCode,
    ).toBe(200);
    const added = await asAgent(
      'POST',
      `${DECLARATIONS}/${declaration.id}/items`,
      line({ article_number: 'AGENT-7', description: 'Copper cable', commodity_code: '85444991' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await libraryArticle('AGENT-7')).toMatchObject({ name: 'Copper cable', commodity_code: '85444991' });
    const agentsOwn = (await asAgent('GET', `${PRODUCTS}?filter[search]=AGENT-7`)).json().data;
    expect(agentsOwn).toEqual([]);
    // The agent picks from the shipper's library on the shipper's declaration.
    const choices = await asAgent('GET', `${DECLARATIONS}/${declaration.id}/products?q=agent-7`);
    expect(choices.json().data.map((product: TCustomsProduct) => product.article_number)).toEqual(['AGENT-7']);
  });

  it('suggests the codes used most, then the library codes, then the HS nomenclature, each with its reason', async () => {
    const declaration = await draft();
    const response = await asShipper('GET', `${DECLARATIONS}/${declaration.id}/code-suggestions?q=8471`);
    expect(response.statusCode).toBe(200);
    const suggestions = response.json().data as TCustomsCodeSuggestion[];
    const order = ['used', 'library', 'nomenclature'];
    const reasons = suggestions.map((suggestion) => order.indexOf(suggestion.reason));
    expect(reasons).toEqual([...reasons].sort((a, b) => a - b));
    expect(suggestions[0]).toMatchObject({ code: '84713000', reason: 'used' });
    expect(suggestions[0]!.lines).toBeGreaterThan(0);
    expect(suggestions[0]!.description).toMatch(/^Automatic data processing machines/);
    expect(suggestions.find((suggestion) => suggestion.code === '8471')).toMatchObject({ reason: 'nomenclature' });
    expect(new Set(suggestions.map((suggestion) => suggestion.code)).size).toBe(suggestions.length);

    const used = await t.database.db.$count(
      customsDeclarationItems,
      and(eq(customsDeclarationItems.organization_id, nordicId), eq(customsDeclarationItems.commodity_code, '84713000')),
    );
    expect(suggestions[0]!.lines).toBe(used);

    const library = await asShipper('GET', `${DECLARATIONS}/${declaration.id}/code-suggestions?q=ergonomic`);
    expect(library.json().data[0]).toMatchObject({ code: '94013100', reason: 'library', article: 'CHAIR-ERG-2' });
    const words = (await asShipper('GET', `/api/customs/code-suggestions?q=centrifugal pumps`)).json().data as TCustomsCodeSuggestion[];
    expect(words.map((suggestion) => suggestion.code)).toContain('841370');
  });

  it("answers 404 for the suggestions and articles of another organization's declaration", async () => {
    const declaration = await draft();
    expect((await asAgent('GET', `${DECLARATIONS}/${declaration.id}/code-suggestions?q=84`)).statusCode).toBe(404);
    expect((await asAgent('GET', `${DECLARATIONS}/${declaration.id}/products`)).statusCode).toBe(404);
  });
});
