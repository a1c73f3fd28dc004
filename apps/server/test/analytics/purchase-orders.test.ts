import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsDashboard, TAnalyticsFilterOptions, TAnalyticsResult } from '@freight/contracts';
import {
  consignments,
  purchaseArticles,
  purchaseLineShipments,
  purchaseOrderLines,
  purchaseOrders,
  purchaseSuppliers,
  rolePermissions,
  sites,
  userRoles,
  users,
} from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

// Hand-counted orders of March 2015, which no demo order falls in, against the 31 days before it.
const PERIOD = 'from=2015-03-01&to=2015-03-31';

let t: TestApp;
let user: string;
let stockholm: number;
let gothenburg: number;
let supplierA: number;
let supplierB: number;

const at = (date: string) => new Date(`${date}T10:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  const organization = signedIn.user.sites[0]!.organization_id;
  const [otherSite] = await t.deps.db.select().from(sites).where(ne(sites.organization_id, organization)).limit(1);
  const db = t.deps.db;

  const [a, b, x] = await db
    .insert(purchaseSuppliers)
    .values([
      { organization_id: organization, supplier_number: 'KP-A', name: 'Alpha Supplies', country: 'CN' },
      { organization_id: organization, supplier_number: 'KP-B', name: 'Beta Works', country: 'PT' },
      { organization_id: otherSite!.organization_id, supplier_number: 'KP-X', name: 'Other Org Supplier', country: 'DE' },
    ])
    .returning({ id: purchaseSuppliers.id });
  supplierA = a!.id;
  supplierB = b!.id;
  const [article, otherArticle] = await db
    .insert(purchaseArticles)
    .values([
      { organization_id: organization, article_number: 'KP-ART', article_name: 'Lamp' },
      { organization_id: otherSite!.organization_id, article_number: 'KP-ART', article_name: 'Lamp' },
    ])
    .returning({ id: purchaseArticles.id });

  async function order(
    number: string,
    values: {
      site?: number;
      organization?: number;
      supplier: number;
      status: 'draft' | 'sent' | 'confirmed' | 'closed' | 'cancelled';
      created: string;
      requested?: string;
      confirmed?: string;
      arrive?: string;
      currency?: string;
      lines: [quantity: number, amount: number][];
    },
  ) {
    const organizationId = values.organization ?? organization;
    const [row] = await db
      .insert(purchaseOrders)
      .values({
        organization_id: organizationId,
        site_id: values.site ?? stockholm,
        order_number: number,
        status: values.status,
        supplier_id: values.supplier,
        currency: values.currency ?? 'EUR',
        cargo_ready_requested: values.requested ?? null,
        cargo_ready_confirmed: values.confirmed ?? null,
        must_arrive_by: values.arrive ?? null,
        created_at: at(values.created),
      })
      .returning({ id: purchaseOrders.id });
    return db
      .insert(purchaseOrderLines)
      .values(
        values.lines.map(([quantity, amount], index) => ({
          organization_id: organizationId,
          order_id: row!.id,
          line_number: index + 1,
          article_id: organizationId === organization ? article!.id : otherArticle!.id,
          quantity,
          unit_price: amount / quantity / 100,
          line_amount: amount,
        })),
      )
      .returning({ id: purchaseOrderLines.id });
  }
  async function shipment(key: string, status: string, pickup: string, carried: [lineId: number, quantity: number][]) {
    const [row] = await db
      .insert(consignments)
      .values({
        organization_id: organization,
        site_id: stockholm,
        shipment_number: `KP-${key}`,
        source: 'import',
        direction: 'inbound',
        status,
        pickup_at: at(pickup),
        created_at: at(pickup),
      })
      .returning({ id: consignments.id });
    await db
      .insert(purchaseLineShipments)
      .values(carried.map(([lineId, quantity]) => ({ organization_id: organization, line_id: lineId, consignment_id: row!.id, quantity })));
  }

  // O1: received in full, picked up a day before its confirmed ready date: two lines on time, 7 days each.
  const [l1, l2] = await order('KP-O1', {
    supplier: supplierA,
    status: 'confirmed',
    created: '2015-03-02',
    requested: '2015-03-08',
    confirmed: '2015-03-10',
    arrive: '2015-03-30',
    lines: [
      [10, 10_000],
      [5, 5_000],
    ],
  });
  await shipment('K1', 'DELIVERED', '2015-03-09', [
    [l1!.id, 10],
    [l2!.id, 5],
  ]);
  // O2: 8 of 20 picked up three days after the requested date: late, partly shipped, open, overdue, 10 days.
  const [l3] = await order('KP-O2', {
    supplier: supplierA,
    status: 'confirmed',
    created: '2015-03-05',
    requested: '2015-03-12',
    arrive: '2015-03-25',
    lines: [[20, 20_000]],
  });
  await shipment('K2', 'IN_TRANSIT', '2015-03-15', [[l3!.id, 8]]);
  // O3: sent, nothing picked up after its ready date: late, open and overdue.
  await order('KP-O3', { supplier: supplierB, status: 'sent', created: '2015-03-20', requested: '2015-03-28', lines: [[4, 8_000]] });
  // O4: cancelled, an order without value; O5: a draft, not an order yet.
  await order('KP-O4', { supplier: supplierB, status: 'cancelled', created: '2015-03-22', requested: '2015-03-25', lines: [[3, 3_000]] });
  await order('KP-O5', { supplier: supplierB, status: 'draft', created: '2015-03-23', requested: '2015-03-24', lines: [[9, 9_000]] });
  // O6: the only order in dollars.
  await order('KP-O6', { supplier: supplierA, status: 'confirmed', created: '2015-03-24', currency: 'USD', lines: [[1, 999]] });
  // February: one closed order picked up five days late, 15 days after it was made.
  const [l7] = await order('KP-O7', {
    supplier: supplierA,
    status: 'closed',
    created: '2015-02-10',
    confirmed: '2015-02-20',
    lines: [[2, 4_000]],
  });
  await shipment('K3', 'DELIVERED', '2015-02-25', [[l7!.id, 2]]);
  // A site without the purchase application, and another organization: never counted.
  await order('KP-O8', { site: gothenburg, supplier: supplierA, status: 'confirmed', created: '2015-03-03', lines: [[7, 70_000]] });
  await order('KP-O9', {
    site: otherSite!.id,
    organization: otherSite!.organization_id,
    supplier: x!.id,
    status: 'confirmed',
    created: '2015-03-04',
    lines: [[9, 90_000]],
  });
}, 300_000);
afterAll(() => t?.close());

async function get<T>(url: string, siteIds = [stockholm]): Promise<T> {
  const response = await call(t.app, 'GET', url, { token: user, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const tiles = (dashboard: TAnalyticsDashboard) => Object.fromEntries(dashboard.tiles.map(({ measure, ...tile }) => [measure, tile]));
const byKey = (dashboard: TAnalyticsDashboard, chart: string) => {
  const found = dashboard.charts.find((candidate) => candidate.key === chart)!;
  return Object.fromEntries(found.rows.map((row) => [Object.values(row.keys).join(' '), row.values]));
};

describe('the purchase orders dashboard', () => {
  it('heads with orders, value, on-time lines, open value, overdue lines and lead time against the previous period', async () => {
    const dashboard = await get<TAnalyticsDashboard>(`/api/reports/purchase/orders?${PERIOD}`);
    expect(dashboard.currency).toBe('EUR');
    expect(dashboard.previous_period).toEqual({ from: '2015-01-29', to: '2015-02-28' });
    expect(tiles(dashboard)).toEqual({
      purchase_orders: { value: 4, previous: 1, trend: 'UP' },
      purchase_order_value: { value: 43_000, previous: 4_000, trend: 'UP' },
      purchase_on_time_share: { value: 0.5, previous: 0, trend: 'UP' },
      purchase_open_value: { value: 28_000, previous: 0, trend: 'UP' },
      purchase_overdue_lines: { value: 2, previous: 0, trend: 'UP' },
      purchase_lead_time_avg: { value: 8, previous: 15, trend: 'DOWN' },
    });
  });

  it('charts orders by status and supplier, on-time lines, what is open and lead time by supplier', async () => {
    const dashboard = await get<TAnalyticsDashboard>(`/api/reports/purchase/orders?${PERIOD}`);
    expect(byKey(dashboard, 'orders_by_status')).toEqual({
      received: { purchase_orders: 1, purchase_order_value: 15_000 },
      partly_shipped: { purchase_orders: 1, purchase_order_value: 20_000 },
      sent: { purchase_orders: 1, purchase_order_value: 8_000 },
      cancelled: { purchase_orders: 1, purchase_order_value: 0 },
    });
    expect(byKey(dashboard, 'value_by_supplier')).toEqual({
      [supplierA]: { purchase_order_value: 35_000, purchase_orders: 2 },
      [supplierB]: { purchase_order_value: 8_000, purchase_orders: 2 },
    });
    expect(byKey(dashboard, 'on_time_by_supplier')).toEqual({
      [supplierA]: { purchase_lines_on_time: 2, purchase_lines_late: 1, purchase_on_time_share: 2 / 3, purchase_lines_due: 3 },
      [supplierB]: { purchase_lines_on_time: 0, purchase_lines_late: 1, purchase_on_time_share: 0, purchase_lines_due: 1 },
    });
    expect(byKey(dashboard, 'open_by_supplier')).toEqual({
      [supplierA]: { purchase_open_value: 20_000, purchase_open_quantity: 20, purchase_overdue_lines: 1 },
      [supplierB]: { purchase_open_value: 8_000, purchase_open_quantity: 4, purchase_overdue_lines: 1 },
    });
    expect(byKey(dashboard, 'lead_time_by_supplier')).toEqual({
      [supplierA]: { purchase_lead_time_avg: 8, purchase_lines_due: 3 },
      [supplierB]: { purchase_lead_time_avg: null, purchase_lines_due: 1 },
    });
    const march = byKey(dashboard, 'orders_by_period');
    expect(march['2015-03-01']).toEqual({ purchase_order_value: 43_000, purchase_orders: 4 });
  });

  // Two requests, one writing a workbook: more than the default time on a busy machine.
  it('sums another currency when it is chosen, and exports a chart with suppliers by name', async () => {
    const dollars = await get<TAnalyticsDashboard>(`/api/reports/purchase/orders?${PERIOD}&currency=usd`);
    expect(tiles(dollars).purchase_order_value!.value).toBe(999);
    const response = await call(t.app, 'GET', `/api/reports/purchase/orders/export?${PERIOD}&chart=value_by_supplier`, {
      token: user,
      siteIds: [stockholm],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('purchase_orders_value_by_supplier');
  }, 120_000);

  it('counts only sites with the purchase application, never another organization’s orders', async () => {
    const gothenburgOnly = await get<TAnalyticsDashboard>(`/api/reports/purchase/orders?${PERIOD}&currency=EUR`, [gothenburg]);
    expect(tiles(gothenburgOnly).purchase_orders).toEqual({ value: 0, previous: 0, trend: null });
    const both = await get<TAnalyticsDashboard>(`/api/reports/purchase/orders?${PERIOD}`, [gothenburg, stockholm]);
    expect(tiles(both).purchase_order_value!.value).toBe(43_000);
    const query = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&measures=purchase_orders&dimensions=site`, [
      gothenburg,
      stockholm,
    ]);
    expect(query.rows).toEqual([{ keys: { site: String(stockholm) }, values: { purchase_orders: 5 } }]);
    const options = await get<TAnalyticsFilterOptions>('/api/reports/filter-options');
    expect(options.suppliers.map((supplier) => supplier.name)).toEqual(expect.arrayContaining(['Alpha Supplies', 'Beta Works']));
    expect(options.suppliers.map((supplier) => supplier.name)).not.toContain('Other Org Supplier');
  });

  it('refuses a user without the purchase permission, in the dashboard, its export and the catalogue query', async () => {
    const [member] = await t.deps.db
      .select({ role: userRoles.role_id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(eq(users.email, 'user@demo.example'));
    const [removed] = await t.deps.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, member!.role), eq(rolePermissions.permission_key, 'purchase')))
      .returning();
    try {
      for (const url of [
        `/api/reports/purchase/orders?${PERIOD}`,
        `/api/reports/purchase/orders/export?${PERIOD}&chart=value_by_supplier`,
        `/api/reports/query?${PERIOD}&measures=purchase_orders`,
      ]) {
        const response = await call(t.app, 'GET', url, { token: user, siteIds: [stockholm] });
        expect(response.statusCode, url).toBe(403);
      }
      expect((await get<TAnalyticsFilterOptions>('/api/reports/filter-options')).suppliers).toEqual([]);
    } finally {
      await t.deps.db.insert(rolePermissions).values(removed!);
    }
  });
});
