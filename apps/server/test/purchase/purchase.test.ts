import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignments } from '../../src/db/schema';
import ExcelJS from 'exceljs';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type SignedInUser, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let user: SignedInUser;
let agentToken: string;
let stockholm: number;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  user = signedIn.user;
  stockholm = siteId(user, 'Stockholm_Office');
  gothenburg = siteId(user, 'Gothenburg_Warehouse');
  agentToken = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

interface Line {
  id: number;
  line_number: number;
  delivery: number;
  quantity: number;
  line_amount: number;
  split_from_line_id: number | null;
  ledger: { ordered: number; booked: number; shipped: number; received: number; open: number };
}
interface Order {
  id: number;
  order_number: string;
  status: string;
  version: number;
  total_amount: number;
  parent_order: { id: number; order_number: string } | null;
  ledger: Line['ledger'];
  lines: Line[];
  shipments: { uuid: string; status: string; lines: { line_id: number; quantity: number }[] }[];
  versions: { version: number; changes: { kind: string; field: string | null; before: string | null; after: string | null }[] }[];
  split_orders: { id: number; order_number: string }[];
  supplier_pickup_address: { city: string } | null;
}

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = token): Promise<T> {
  const response = await call(t.app, method, url, { token: as, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

let counter = 0;
async function setup() {
  counter++;
  const supplier = await ok<{ id: number }>('POST', '/api/purchase/suppliers', {
    supplier_number: `S-${counter}`,
    name: `Shenzhen Lamps ${counter}`,
    country: 'cn',
    addresses: [
      { kind: 'office', name: 'Head office', address: '1 Main Rd', zip: '518000', city: 'Shenzhen', country: 'CN' },
      { kind: 'pickup', name: 'Factory', address: '8 Dock Rd', zip: '518100', city: 'Dongguan', country: 'CN' },
    ],
    managers: [{ name: 'Li Wei', email: 'li.wei@lamps.example' }],
  });
  const articles = [];
  for (const [index, name] of ['Desk lamp', 'Floor lamp', 'Shade'].entries()) {
    articles.push(
      await ok<{ id: number }>('POST', '/api/purchase/articles', {
        article_number: `A-${counter}-${index}`,
        article_name: name,
        hs_code: '940520',
        origin_country: 'CN',
        gross_weight_kg: 2.5,
        length_cm: 40,
        width_cm: 30,
        height_cm: 20,
      }),
    );
  }
  return { supplier, articles };
}

const orderBody = (supplierId: number, articleIds: number[], overrides: Record<string, unknown> = {}) => ({
  order_number: `TEST-PO-${counter}`,
  supplier_id: supplierId,
  site_id: stockholm,
  currency: 'EUR',
  incoterm: 'FOB',
  cargo_ready_requested: '2026-12-01',
  lines: [
    { article_id: articleIds[0], quantity: 10, unit_price: 19.99, discount_percent: 12.5 },
    { article_id: articleIds[1], quantity: 3, unit_price: 1.005 },
    { article_id: articleIds[2], quantity: 7, unit_price: 0.1 },
  ],
  ...overrides,
});

async function shipment(status: string) {
  const [row] = await t.database.db
    .insert(consignments)
    .values({
      organization_id: user.sites[0]!.organization_id,
      site_id: stockholm,
      shipment_number: `SH-${Math.random()}`,
      source: 'api',
      status,
    })
    .returning({ id: consignments.id, uuid: consignments.uuid });
  return row!;
}

describe('purchase orders', () => {
  it('prices lines exactly and takes an order from draft through sent to confirmed', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    expect(order.status).toBe('draft');
    // 10 × 19.99 less 12.5 % = 174.9125 → 174.91; 3 × 1.005 = 3.015 → 3.02; 7 × 0.10 = 0.70.
    expect(order.lines.map((line) => line.line_amount)).toEqual([17491, 302, 70]);
    expect(order.total_amount).toBe(17863);
    expect(order.supplier_pickup_address?.city).toBe('Dongguan');

    const skipped = await call(t.app, 'POST', `/api/purchase/orders/${order.id}/status`, { token, body: { status: 'confirmed' } });
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().errors.status[0]).toBe('An order that is draft cannot be set to confirmed.');
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    const confirmed = await ok<Order>('POST', `/api/purchase/orders/${order.id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe('confirmed');
  });

  it('derives the ledger and status from the shipments that carry the lines, never above what was ordered', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'confirmed' });
    const [first, second] = order.lines;
    const booked = await shipment('BOOKED');

    const linked = await ok<Order>('POST', `/api/purchase/orders/${order.id}/shipments`, {
      consignment_uuid: booked.uuid,
      lines: [{ line_id: first!.id, quantity: 4 }],
    });
    expect(linked.lines[0]!.ledger).toEqual({ ordered: 10, booked: 4, shipped: 0, received: 0, open: 6 });
    expect(linked.shipments).toEqual([expect.objectContaining({ uuid: booked.uuid, lines: [{ line_id: first!.id, quantity: 4 }] })]);

    const over = await call(t.app, 'POST', `/api/purchase/orders/${order.id}/shipments`, {
      token,
      body: { consignment_uuid: booked.uuid, lines: [{ line_id: first!.id, quantity: 7 }] },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['lines.0.quantity'][0]).toBe('Only 6 of this line are still open.');

    await t.database.db.update(consignments).set({ status: 'IN_TRANSIT' }).where(eq(consignments.id, booked.id));
    const moving = await ok<Order>('GET', `/api/purchase/orders/${order.id}`);
    expect(moving.status).toBe('partly_shipped');
    expect(moving.ledger).toEqual({ ordered: 20, booked: 4, shipped: 4, received: 0, open: 16 });

    const list = await call(t.app, 'GET', `/api/purchase/orders?filter[status]=partly_shipped&filter[search]=${order.order_number}`, {
      token,
    });
    expect(list.json().data.map((row: Order) => row.id)).toEqual([order.id]);

    const delivered = await shipment('DELIVERED');
    await ok('POST', `/api/purchase/orders/${order.id}/shipments`, {
      consignment_uuid: delivered.uuid,
      lines: order.lines.map((line) => ({ line_id: line.id, quantity: line.id === first!.id ? 6 : line.quantity })),
    });
    await t.database.db.update(consignments).set({ status: 'DELIVERED' }).where(eq(consignments.id, booked.id));
    const done = await ok<Order>('GET', `/api/purchase/orders/${order.id}`);
    expect(done.status).toBe('received');
    expect(done.lines.find((line) => line.id === second!.id)!.ledger).toMatchObject({ ordered: 3, received: 3, open: 0 });

    const cancel = await call(t.app, 'POST', `/api/purchase/orders/${order.id}/status`, { token, body: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(422);
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'closed' });
  });

  it('splits lines into a delivery or a new order with exact totals, and refuses to split what is booked', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'confirmed' });
    const [first, second, third] = order.lines;
    await ok('POST', `/api/purchase/orders/${order.id}/shipments`, {
      consignment_uuid: (await shipment('BOOKED')).uuid,
      lines: [{ line_id: first!.id, quantity: 4 }],
    });

    const refused = await call(t.app, 'POST', '/api/purchase-service/split', {
      token,
      body: { order_id: order.id, into: 'delivery', lines: [{ line_id: first!.id, quantity: 7 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lines.0.quantity'][0]).toBe('Only 6 of this line are not booked yet; only those can be split off.');

    const split = await ok<Order>('POST', '/api/purchase-service/split', {
      order_id: order.id,
      into: 'delivery',
      lines: [
        { line_id: first!.id, quantity: 3 },
        { line_id: second!.id, quantity: 3 },
      ],
    });
    expect(split.total_amount).toBe(order.total_amount);
    const kept = split.lines.find((line) => line.id === first!.id)!;
    const moved = split.lines.find((line) => line.split_from_line_id === first!.id)!;
    expect([kept.quantity, moved.quantity, moved.delivery]).toEqual([7, 3, 2]);
    expect(kept.line_amount + moved.line_amount).toBe(17491);
    expect(kept.ledger.booked).toBe(4);
    expect(split.lines.find((line) => line.id === second!.id)!.delivery).toBe(2);
    expect(split.versions[0]).toMatchObject({ version: 2 });

    const child = await ok<Order>('POST', '/api/purchase-service/split', {
      order_id: order.id,
      into: 'order',
      lines: [{ line_id: third!.id, quantity: 2 }],
    });
    expect(child.order_number).toBe(`${order.order_number}-2`);
    expect(child.parent_order).toEqual({ id: order.id, order_number: order.order_number });
    const after = await ok<Order>('GET', `/api/purchase/orders/${order.id}`);
    expect(after.total_amount + child.total_amount).toBe(order.total_amount);
    expect(after.split_orders).toEqual([{ id: child.id, order_number: child.order_number }]);
  });

  it('numbers the lines of a draft given anew from 1, and new lines beside kept ones after the kept', async () => {
    const { supplier, articles } = await setup();
    const ids = articles.map((a) => a.id);
    const created = await ok<Order>('POST', '/api/purchase/orders', orderBody(supplier.id, ids));
    const anew = await ok<Order>('PUT', `/api/purchase/orders/${created.id}`, orderBody(supplier.id, ids));
    expect(anew.lines.map((line) => line.line_number)).toEqual([1, 2, 3]);
    expect(anew.lines.map((line) => line.id)).not.toContain(created.lines[0]!.id);

    const [first, second] = anew.lines;
    const mixed = await ok<Order>(
      'PUT',
      `/api/purchase/orders/${created.id}`,
      orderBody(supplier.id, ids, {
        lines: [
          { id: second!.id, article_id: ids[1], quantity: 3, unit_price: 1.005 },
          { article_id: ids[2], quantity: 5, unit_price: 2 },
        ],
      }),
    );
    expect(mixed.lines.map((line) => [line.id === second!.id, line.line_number])).toEqual([
      [true, 2],
      [false, 3],
    ]);
    expect(mixed.lines.map((line) => line.id)).not.toContain(first!.id);
  });

  it('keeps each change to a confirmed order as a version with what changed', async () => {
    const { supplier, articles } = await setup();
    const ids = articles.map((a) => a.id);
    const created = await ok<Order>('POST', '/api/purchase/orders', orderBody(supplier.id, ids));
    // A draft changed without line ids gets its lines anew, and no version.
    const order = await ok<Order>('PUT', `/api/purchase/orders/${created.id}`, orderBody(supplier.id, ids, { incoterm: 'FCA' }));
    expect(order.lines.map((line) => line.line_number)).toEqual([1, 2, 3]);
    expect((await ok<Order>('GET', `/api/purchase/orders/${order.id}`)).versions).toEqual([]);
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'confirmed' });

    const lines = order.lines.map((line, index) => ({
      id: line.id,
      article_id: ids[index],
      quantity: index === 0 ? 12 : line.quantity,
      unit_price: [19.99, 1.005, 0.1][index],
      discount_percent: index === 0 ? 12.5 : 0,
    }));
    const changed = await ok<Order>(
      'PUT',
      `/api/purchase/orders/${order.id}`,
      orderBody(supplier.id, ids, { incoterm: 'FCA', cargo_ready_confirmed: '2026-12-05', lines }),
    );
    expect(changed.version).toBe(2);
    expect(changed.versions[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'header', field: 'cargo_ready_confirmed', before: null, after: '2026-12-05' }),
        expect.objectContaining({ kind: 'line_changed', field: 'quantity', before: '10', after: '12' }),
      ]),
    );
  });

  it('answers another organization with 404 and keeps orders to the sites acted as', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    expect((await call(t.app, 'GET', `/api/purchase/orders/${order.id}`, { token: agentToken })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/purchase/suppliers/${supplier.id}`, { token: agentToken })).statusCode).toBe(404);
    const foreign = await call(t.app, 'POST', '/api/purchase/orders', {
      token: agentToken,
      body: orderBody(
        supplier.id,
        articles.map((a) => a.id),
        { order_number: 'PO-FOREIGN' },
      ),
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(expect.arrayContaining(['site_id', 'supplier_id', 'lines.0.article_id']));

    const elsewhere = await call(t.app, 'GET', `/api/purchase/orders/${order.id}`, { token, siteIds: [gothenburg] });
    expect(elsewhere.statusCode).toBe(404);
    const list = await call(t.app, 'GET', '/api/purchase/orders', { token, siteIds: [gothenburg] });
    expect(list.json().data.some((row: Order) => row.id === order.id)).toBe(false);
    const write = await call(t.app, 'POST', '/api/purchase/orders', {
      token,
      siteIds: [gothenburg],
      body: orderBody(
        supplier.id,
        articles.map((a) => a.id),
        { order_number: 'PO-OTHER-SITE' },
      ),
    });
    expect(write.json().errors).toHaveProperty('site_id');
  });

  it("names as buyer only someone who may buy for the order's site, and the creator when none is named", async () => {
    const { supplier, articles } = await setup();
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).user;
    const agent = (await signIn(t.app, 'agent@demo.example')).user;
    const buyers = await ok<{ id: number; name: string }[]>('GET', `/api/purchase/buyers?site_id=${stockholm}`);
    expect(buyers.map((buyer) => buyer.id)).toEqual(expect.arrayContaining([user.id, admin.id]));
    expect(buyers.map((buyer) => buyer.id)).not.toContain(agent.id);
    const notActedAs = await call(t.app, 'GET', `/api/purchase/buyers?site_id=${stockholm}`, { token, siteIds: [gothenburg] });
    expect(notActedAs.json().data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/purchase/buyers?site_id=abc', { token })).statusCode).toBe(422);

    const ids = articles.map((a) => a.id);
    const own = await ok<Order & { buyer: { id: number } | null }>('POST', '/api/purchase/orders', orderBody(supplier.id, ids));
    expect(own.buyer?.id).toBe(user.id);
    counter++;
    const named = await ok<Order & { buyer: { id: number; name: string } | null }>(
      'POST',
      '/api/purchase/orders',
      orderBody(supplier.id, ids, { buyer_user_id: admin.id }),
    );
    expect(named.buyer).toEqual({ id: admin.id, name: buyers.find((buyer) => buyer.id === admin.id)!.name });
    counter++;
    const outsider = await call(t.app, 'POST', '/api/purchase/orders', {
      token,
      body: orderBody(supplier.id, ids, { buyer_user_id: agent.id }),
    });
    expect(outsider.statusCode).toBe(422);
    expect(Object.keys(outsider.json().errors)).toEqual(['buyer_user_id']);
  });

  it('links an imported shipment that carries the order number to the open quantities of its lines', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    await ok('POST', `/api/purchase/orders/${order.id}/shipments`, {
      consignment_uuid: (await shipment('BOOKED')).uuid,
      lines: [{ line_id: order.lines[0]!.id, quantity: 4 }],
    });
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const imported = await call(t.app, 'POST', '/api/consignment-imports', {
      token: admin.token,
      siteIds: [stockholm],
      body: {
        rows: [
          {
            shipment_number: `IMP-PO-${counter}`,
            site_key: 'Stockholm_Office',
            status: 'PICKED_UP',
            purchase_order_number: order.order_number,
          },
          {
            shipment_number: `IMP-NONE-${counter}`,
            site_key: 'Stockholm_Office',
            status: 'booked',
            purchase_order_number: 'NO-SUCH-ORDER',
          },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const linked = await ok<Order>('GET', `/api/purchase/orders/${order.id}`);
    expect(linked.lines.map((line) => line.ledger.booked)).toEqual([10, 3, 7]);
    expect(linked.lines[0]!.ledger.shipped).toBe(6);
    expect(linked.shipments).toHaveLength(2);
  });

  it('exports the chosen orders as a spreadsheet headed in the reader’s language', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
      ),
    );
    const form = multipartForm([
      { name: 'data[0]', value: String(order.id) },
      { name: 'columns[0]', value: 'order_number' },
      { name: 'columns[1]', value: 'status' },
      { name: 'columns[2]', value: 'total_amount' },
    ]);
    const response = await call(t.app, 'POST', '/api/purchase/orders/export', {
      token,
      locale: 'es',
      body: form.body,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Número de pedido', 'Estado', 'Total'],
      [order.order_number, 'borrador', 178.63],
    ]);
  });

  it('answers an export it cannot make with an error, never a download cut short', async () => {
    const form = multipartForm([
      { name: 'sortKey', value: 'nonsense' },
      { name: 'columns[0]', value: 'order_number' },
    ]);
    const response = await call(t.app, 'POST', '/api/purchase/orders/export', { token, body: form.body, headers: form.headers });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers a bad body with 422, never a fault', async () => {
    const bad = await call(t.app, 'POST', '/api/purchase/orders', {
      token,
      body: {
        order_number: '',
        supplier_id: 0,
        site_id: stockholm,
        currency: 'XXX',
        lines: [{ article_id: 1, quantity: 1.5, unit_price: 0.00001 }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['order_number', 'supplier_id', 'currency', 'lines.0.quantity', 'lines.0.unit_price']),
    );
  });

  it('sums open value by currency and counts late lines', async () => {
    const { supplier, articles } = await setup();
    const order = await ok<Order>(
      'POST',
      '/api/purchase/orders',
      orderBody(
        supplier.id,
        articles.map((a) => a.id),
        { currency: 'JPY' },
      ),
    );
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
    const stats = await ok<{ open_value: { currency: string; amount: number }[]; late_lines: number }>('GET', '/api/purchase/stats');
    expect(stats.open_value).toEqual(expect.arrayContaining([{ currency: 'JPY', amount: order.total_amount }]));
    expect(stats.late_lines).toBeGreaterThanOrEqual(0);
  });
});
