import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdHocBookingRequestInput, TBooking, TPurchaseOrderDetail, TPurchaseShipmentLine } from '@freight/contracts';
import { carriers, carrierServices } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type SignedInUser, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let user: SignedInUser;
let stockholm: number;
let gothenburg: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  user = signedIn.user;
  stockholm = siteId(user, 'Stockholm_Office');
  gothenburg = siteId(user, 'Gothenburg_Warehouse');
  const [service] = await t.database.db
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .where(eq(carriers.name, 'DSV Road'));
  serviceId = service!.id;
});
afterAll(() => t.close());

async function ok<T>(method: 'GET' | 'POST', url: string, body?: unknown, siteIds?: number[]): Promise<T> {
  const response = await call(t.app, method, url, { token, body, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

let counter = 0;
/** A sent order of three lines at Stockholm from a Portuguese supplier. */
async function sentOrder() {
  counter++;
  const supplier = await ok<{ id: number }>('POST', '/api/purchase/suppliers', {
    supplier_number: `BK-S-${counter}`,
    name: `Porto Linen ${counter}`,
    country: 'PT',
    addresses: [{ kind: 'pickup', name: 'Maia warehouse', address: 'Rua 7', zip: '4470-122', city: 'Maia', country: 'PT' }],
    managers: [],
  });
  const articles: { id: number }[] = [];
  for (const index of [0, 1, 2]) {
    articles.push(
      await ok('POST', '/api/purchase/articles', {
        article_number: `BK-A-${counter}-${index}`,
        article_name: `Throw ${index}`,
        gross_weight_kg: 1.5,
        length_cm: 40,
        width_cm: 30,
        height_cm: 10,
      }),
    );
  }
  const order = await ok<TPurchaseOrderDetail>('POST', '/api/purchase/orders', {
    order_number: `BK-PO-${counter}`,
    supplier_id: supplier.id,
    site_id: stockholm,
    currency: 'EUR',
    incoterm: 'FCA',
    lines: articles.map((article, index) => ({ article_id: article.id, quantity: 10 * (index + 1), unit_price: 5 })),
  });
  await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'sent' });
  return order;
}

function booking(order: TPurchaseOrderDetail, lines: { line_id: number; quantity: number }[]): TAdHocBookingRequestInput {
  return {
    carrier_service_id: serviceId,
    consignor: { name: 'Porto Linen', address: 'Rua 7', zip: '4470-122', city: 'Maia', country: 'PT' },
    consignee: { name: 'Nordic Freight AB', address: 'Sveavägen 44', zip: '11134', city: 'Stockholm', country: 'SE' },
    pickup_date: '2030-12-18',
    pickup_time_earliest: '08:00',
    pickup_time_latest: '12:00',
    goods: [{ package_type: 'parcel', units: 10, weight: 15, description: 'Throws' }],
    references: { purchase_order_number: order.order_number },
    purchase_lines: lines,
  };
}

/** Books as the buyer does from the order: acting as the order's site and the site that books. */
const book = (body: TAdHocBookingRequestInput, siteIds = [gothenburg, stockholm]) =>
  call(t.app, 'POST', '/api/bookings/ad-hoc', { token, siteIds, body });

describe('booking transport from a purchase order', () => {
  it('books chosen quantities of the lines, and the order counts them booked, then shipped once picked up', async () => {
    const order = await sentOrder();
    const [first, second] = order.lines;
    const response = await book(
      booking(order, [
        { line_id: first!.id, quantity: 10 },
        { line_id: second!.id, quantity: 5 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const booked = response.json().data as TBooking;

    const after = await ok<TPurchaseOrderDetail>('GET', `/api/purchase/orders/${order.id}`);
    expect(after.lines.map((line) => line.ledger.booked)).toEqual([10, 5, 0]);
    expect(after.ledger).toMatchObject({ ordered: 60, booked: 15, shipped: 0, open: 45 });
    expect(after.shipments).toEqual([
      expect.objectContaining({ uuid: booked.uuid, booking_number: booked.booking_number, status: 'BOOKED', pickup_place: 'Maia, PT' }),
    ]);

    // The shipment's page lists the order lines it carries.
    const carried = await ok<TPurchaseShipmentLine[]>('GET', `/api/purchase/shipments/${booked.uuid}/lines`);
    expect(carried.map((line) => [line.order_number, line.line_number, line.quantity])).toEqual([
      [order.order_number, 1, 10],
      [order.order_number, 2, 5],
    ]);

    // The carrier reports the pickup through the shipments feed.
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const feed = await call(t.app, 'POST', '/api/consignment-imports', {
      token: admin.token,
      siteIds: [gothenburg],
      body: {
        rows: [
          {
            shipment_number: booked.shipment_number,
            site_key: 'Gothenburg_Warehouse',
            status: 'PICKED_UP',
            event_time: '2030-12-18T09:30:00Z',
          },
        ],
      },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const shipped = await ok<TPurchaseOrderDetail>('GET', `/api/purchase/orders/${order.id}`);
    expect(shipped.lines.map((line) => line.ledger.shipped)).toEqual([10, 5, 0]);
    expect(shipped.shipments[0]!.status).toBe('PICKED_UP');
  });

  it('refuses a quantity above what is still open, and books nothing', async () => {
    const order = await sentOrder();
    const [first, second] = order.lines;
    expect((await book(booking(order, [{ line_id: first!.id, quantity: 4 }]))).statusCode).toBe(200);
    const over = await book(
      booking(order, [
        { line_id: second!.id, quantity: 20 },
        { line_id: first!.id, quantity: 7 },
      ]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['purchase_lines.1.quantity'][0]).toBe('Only 6 of this line are still open.');
    const after = await ok<TPurchaseOrderDetail>('GET', `/api/purchase/orders/${order.id}`);
    expect(after.lines.map((line) => line.ledger.booked)).toEqual([4, 0, 0]);
    expect(after.shipments).toHaveLength(1);
  });

  it('refuses lines of an order not yet sent to the supplier', async () => {
    const order = await sentOrder();
    await ok('POST', `/api/purchase/orders/${order.id}/status`, { status: 'draft' });
    const response = await book(booking(order, [{ line_id: order.lines[0]!.id, quantity: 1 }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['purchase_lines.0.line_id']).toBeDefined();
  });

  it('answers 404 for lines of a site not acted as, and books nothing', async () => {
    const order = await sentOrder();
    const bookingsBefore = await call(t.app, 'GET', '/api/bookings?pageSize=1', { token, siteIds: [gothenburg] });
    const response = await book(booking(order, [{ line_id: order.lines[0]!.id, quantity: 1 }]), [gothenburg]);
    expect(response.statusCode).toBe(404);
    const bookingsAfter = await call(t.app, 'GET', '/api/bookings?pageSize=1', { token, siteIds: [gothenburg] });
    expect(bookingsAfter.json().meta.total).toBe(bookingsBefore.json().meta.total);
    const after = await ok<TPurchaseOrderDetail>('GET', `/api/purchase/orders/${order.id}`);
    expect(after.ledger.booked).toBe(0);

    // Nor does another organization's user see which lines a shipment carries.
    const booked = (await book(booking(order, [{ line_id: order.lines[0]!.id, quantity: 1 }]))).json().data as TBooking;
    const agent = await signIn(t.app, 'agent@demo.example');
    const foreign = await call(t.app, 'GET', `/api/purchase/shipments/${booked.uuid}/lines`, { token: agent.token });
    expect(foreign.json().data ?? []).toEqual([]);
  });
});
