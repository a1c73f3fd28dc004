import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { parseDateRangeParam } from '@freight/domain';
import { ValidationError } from '../../platform/errors';
import {
  bookings,
  consignments,
  purchaseArticles,
  purchaseLineShipments,
  purchaseOrderLines,
  purchaseOrders,
  purchaseOrderVersions,
  purchaseResellers,
  purchaseSupplierAddresses,
  purchaseSupplierManagers,
  purchaseSuppliers,
  sites,
  userSites,
  users,
} from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, workingOrganizationScope, type Scope } from '../../platform/tenancy';

export type SupplierRow = typeof purchaseSuppliers.$inferSelect;
export type ArticleRow = typeof purchaseArticles.$inferSelect;
export type OrderRow = typeof purchaseOrders.$inferSelect;
export type LineRow = typeof purchaseOrderLines.$inferSelect;

/** Suppliers, articles and resellers belong to the organization the user works in. */
const suppliersOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: purchaseSuppliers.organization_id });
const articlesOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: purchaseArticles.organization_id });
const resellersOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: purchaseResellers.organization_id });
/** Orders belong to a site: a user sees those of the sites acted as. */
export const ordersOf = (scope: Scope) =>
  tenantScope(scope, { organizationId: purchaseOrders.organization_id, siteId: purchaseOrders.site_id });

// ---------------------------------------------------------------- suppliers

export const SUPPLIER_LIST: ListDefinition = {
  sortable: {
    name: sql`lower(${purchaseSuppliers.name})`,
    supplier_number: purchaseSuppliers.supplier_number,
    country: purchaseSuppliers.country,
    updated_at: purchaseSuppliers.updated_at,
  },
  filters: {
    country: { column: purchaseSuppliers.country, type: 'text' },
    active: { column: purchaseSuppliers.active, type: 'boolean' },
  },
  search: [purchaseSuppliers.name, purchaseSuppliers.supplier_number],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: purchaseSuppliers.id,
};

export async function listSuppliers(db: Executor, scope: Scope, plan: ListPlan) {
  const where = and(suppliersOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(purchaseSuppliers).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(purchaseSuppliers).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findSupplier(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(purchaseSuppliers)
    .where(and(eq(purchaseSuppliers.id, id), suppliersOf(scope)));
  return row ?? null;
}

export async function findSupplierByNumber(db: Executor, organizationId: number, supplierNumber: string) {
  const [row] = await db
    .select({ id: purchaseSuppliers.id })
    .from(purchaseSuppliers)
    .where(and(eq(purchaseSuppliers.organization_id, organizationId), eq(purchaseSuppliers.supplier_number, supplierNumber)));
  return row ?? null;
}

/** Addresses, managers and open order counts of a page of suppliers, in three queries. */
export async function supplierDetails(db: Executor, supplierIds: number[]) {
  if (supplierIds.length === 0) return { addresses: [], managers: [], openOrders: [] };
  const [addresses, managers, openOrders] = await Promise.all([
    db
      .select()
      .from(purchaseSupplierAddresses)
      .where(inArray(purchaseSupplierAddresses.supplier_id, supplierIds))
      .orderBy(asc(purchaseSupplierAddresses.position)),
    db
      .select()
      .from(purchaseSupplierManagers)
      .where(inArray(purchaseSupplierManagers.supplier_id, supplierIds))
      .orderBy(asc(purchaseSupplierManagers.position)),
    db
      .select({ supplier_id: purchaseOrders.supplier_id, n: countAll })
      .from(purchaseOrders)
      .where(and(inArray(purchaseOrders.supplier_id, supplierIds), inArray(purchaseOrders.status, ['draft', 'sent', 'confirmed'])))
      .groupBy(purchaseOrders.supplier_id),
  ]);
  return { addresses, managers, openOrders };
}

export async function saveSupplier(
  db: Executor,
  id: number | null,
  values: typeof purchaseSuppliers.$inferInsert,
  addresses: Omit<typeof purchaseSupplierAddresses.$inferInsert, 'organization_id' | 'supplier_id' | 'position'>[],
  managers: Omit<typeof purchaseSupplierManagers.$inferInsert, 'organization_id' | 'supplier_id' | 'position'>[],
) {
  const [row] =
    id === null
      ? await db.insert(purchaseSuppliers).values(values).returning()
      : await db.update(purchaseSuppliers).set(values).where(eq(purchaseSuppliers.id, id)).returning();
  const saved = row!;
  await db.delete(purchaseSupplierAddresses).where(eq(purchaseSupplierAddresses.supplier_id, saved.id));
  await db.delete(purchaseSupplierManagers).where(eq(purchaseSupplierManagers.supplier_id, saved.id));
  const owned = { organization_id: saved.organization_id, supplier_id: saved.id };
  if (addresses.length > 0) {
    await db.insert(purchaseSupplierAddresses).values(addresses.map((address, position) => ({ ...address, ...owned, position })));
  }
  if (managers.length > 0) {
    await db.insert(purchaseSupplierManagers).values(managers.map((manager, position) => ({ ...manager, ...owned, position })));
  }
  return saved;
}

export async function supplierOrderCount(db: Executor, supplierId: number) {
  return db.$count(purchaseOrders, eq(purchaseOrders.supplier_id, supplierId));
}

export async function deleteSupplier(db: Executor, id: number) {
  await db.delete(purchaseSuppliers).where(eq(purchaseSuppliers.id, id));
}

/** Where bookings collect a supplier's goods: its first pickup place, else its office. */
export async function supplierPickupAddress(db: Executor, supplierId: number) {
  const [row] = await db
    .select()
    .from(purchaseSupplierAddresses)
    .where(eq(purchaseSupplierAddresses.supplier_id, supplierId))
    .orderBy(sql`${purchaseSupplierAddresses.kind} = 'pickup' desc`, asc(purchaseSupplierAddresses.position))
    .limit(1);
  return row ?? null;
}

/** Whom a carrier asks at a supplier: its first manager, with the supplier's own e-mail and phone beside. */
export async function supplierContact(db: Executor, supplierId: number) {
  const [row] = await db
    .select({
      manager: purchaseSupplierManagers.name,
      manager_email: purchaseSupplierManagers.email,
      manager_phone: purchaseSupplierManagers.phone,
      email: purchaseSuppliers.email,
      phone: purchaseSuppliers.phone,
    })
    .from(purchaseSuppliers)
    .leftJoin(purchaseSupplierManagers, eq(purchaseSupplierManagers.supplier_id, purchaseSuppliers.id))
    .where(eq(purchaseSuppliers.id, supplierId))
    .orderBy(asc(purchaseSupplierManagers.position))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- articles and resellers

export const ARTICLE_LIST: ListDefinition = {
  sortable: {
    article_number: purchaseArticles.article_number,
    article_name: sql`lower(${purchaseArticles.article_name})`,
    hs_code: purchaseArticles.hs_code,
    origin_country: purchaseArticles.origin_country,
    updated_at: purchaseArticles.updated_at,
  },
  filters: {
    origin_country: { column: purchaseArticles.origin_country, type: 'text' },
    hs_code: { column: purchaseArticles.hs_code, type: 'text' },
  },
  search: [purchaseArticles.article_number, purchaseArticles.article_name],
  defaultSort: { key: 'article_number', order: 'asc' },
  tieBreaker: purchaseArticles.id,
};

export async function listArticles(db: Executor, scope: Scope, plan: ListPlan) {
  const where = and(articlesOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(purchaseArticles).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(purchaseArticles).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findArticle(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(purchaseArticles)
    .where(and(eq(purchaseArticles.id, id), articlesOf(scope)));
  return row ?? null;
}

export async function findArticles(db: Executor, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(purchaseArticles)
    .where(and(inArray(purchaseArticles.id, ids), articlesOf(scope)));
}

export async function findArticleByNumber(db: Executor, organizationId: number, articleNumber: string) {
  const [row] = await db
    .select({ id: purchaseArticles.id })
    .from(purchaseArticles)
    .where(and(eq(purchaseArticles.organization_id, organizationId), eq(purchaseArticles.article_number, articleNumber)));
  return row ?? null;
}

export async function saveArticle(db: Executor, id: number | null, values: typeof purchaseArticles.$inferInsert) {
  const [row] =
    id === null
      ? await db.insert(purchaseArticles).values(values).returning()
      : await db.update(purchaseArticles).set(values).where(eq(purchaseArticles.id, id)).returning();
  return row!;
}

export async function articleLineCount(db: Executor, articleId: number) {
  return db.$count(purchaseOrderLines, eq(purchaseOrderLines.article_id, articleId));
}

export async function deleteArticle(db: Executor, id: number) {
  await db.delete(purchaseArticles).where(eq(purchaseArticles.id, id));
}

export async function listResellers(db: Executor, scope: Scope, plan: ListPlan) {
  const where = and(resellersOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(purchaseResellers).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(purchaseResellers).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const RESELLER_LIST: ListDefinition = {
  sortable: { name: sql`lower(${purchaseResellers.name})`, updated_at: purchaseResellers.updated_at },
  search: [purchaseResellers.name],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: purchaseResellers.id,
};

export async function findReseller(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(purchaseResellers)
    .where(and(eq(purchaseResellers.id, id), resellersOf(scope)));
  return row ?? null;
}

export async function insertReseller(db: Executor, organizationId: number, name: string) {
  const [row] = await db
    .insert(purchaseResellers)
    .values({ organization_id: organizationId, name })
    .onConflictDoUpdate({ target: [purchaseResellers.organization_id, purchaseResellers.name], set: { updated_at: new Date() } })
    .returning();
  return row!;
}

// ---------------------------------------------------------------- orders

/**
 * Each line's ledger in SQL, as `lineLedger` of the domain reads it: live shipments count as
 * booked, picked-up ones as shipped, delivered ones as received, each capped at the quantity.
 */
const lineLedger = (db: Executor) =>
  db
    .select({
      line_id: purchaseOrderLines.id,
      order_id: sql<number>`${purchaseOrderLines.order_id}`.as('order_id'),
      quantity: sql<number>`${purchaseOrderLines.quantity}`.as('quantity'),
      line_amount: sql<number>`${purchaseOrderLines.line_amount}`.as('line_amount'),
      booked:
        sql<number>`least(coalesce(sum(${purchaseLineShipments.quantity}) filter (where ${consignments.status} not in ('CANCELLED', 'RETURNED')), 0), ${purchaseOrderLines.quantity})`.as(
          'booked',
        ),
      shipped:
        sql<number>`least(coalesce(sum(${purchaseLineShipments.quantity}) filter (where ${consignments.status} in ('PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION')), 0), ${purchaseOrderLines.quantity})`.as(
          'shipped',
        ),
      received:
        sql<number>`least(coalesce(sum(${purchaseLineShipments.quantity}) filter (where ${consignments.status} = 'DELIVERED'), 0), ${purchaseOrderLines.quantity})`.as(
          'received',
        ),
      /** When the first shipment carrying the line was picked up, for on-time shares. */
      first_pickup: sql<
        string | null
      >`min(${consignments.pickup_at}) filter (where ${consignments.status} in ('PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION'))`.as(
        'first_pickup',
      ),
    })
    .from(purchaseOrderLines)
    .leftJoin(purchaseLineShipments, eq(purchaseLineShipments.line_id, purchaseOrderLines.id))
    .leftJoin(consignments, eq(consignments.id, purchaseLineShipments.consignment_id))
    .groupBy(purchaseOrderLines.id)
    .as('line_ledger');

const orderLedger = (db: Executor) => {
  const lines = lineLedger(db);
  return db
    .select({
      order_id: lines.order_id,
      ordered: sql<number>`sum(${lines.quantity})::int`.as('ordered'),
      booked: sql<number>`sum(${lines.booked})::int`.as('booked'),
      shipped: sql<number>`sum(${lines.shipped})::int`.as('shipped'),
      received: sql<number>`sum(${lines.received})::int`.as('received'),
      total_amount: sql<number>`sum(${lines.line_amount})::bigint`.as('total_amount'),
      lines_count: sql<number>`count(*)::int`.as('lines_count'),
      unshipped_lines: sql<number>`count(*) filter (where ${lines.shipped} < ${lines.quantity})::int`.as('unshipped_lines'),
      unreceived_lines: sql<number>`count(*) filter (where ${lines.received} < ${lines.quantity})::int`.as('unreceived_lines'),
    })
    .from(lines)
    .groupBy(lines.order_id)
    .as('order_ledger');
};

const parents = alias(purchaseOrders, 'parent_orders');

/** The columns of an order row as lists and the page show it, with its ledger, status and lateness. */
function orderSelection(ledger: ReturnType<typeof orderLedger>) {
  const ordered = sql<number>`coalesce(${ledger.ordered}, 0)`;
  const shipped = sql<number>`coalesce(${ledger.shipped}, 0)`;
  const received = sql<number>`coalesce(${ledger.received}, 0)`;
  // Mirrors `orderStatus` of the domain, so the list can filter and sort on it.
  const status = sql<string>`case when ${purchaseOrders.status} <> 'confirmed' then ${purchaseOrders.status}
    when ${ordered} > 0 and ${received} >= ${ordered} then 'received'
    when ${ordered} > 0 and ${shipped} >= ${ordered} then 'shipped'
    when ${shipped} > 0 then 'partly_shipped' else 'confirmed' end`;
  const late = sql<boolean>`coalesce(${purchaseOrders.status} in ('sent', 'confirmed') and (
    (coalesce(${ledger.unshipped_lines}, 0) > 0 and coalesce(${purchaseOrders.cargo_ready_confirmed}, ${purchaseOrders.cargo_ready_requested}) < current_date)
    or (coalesce(${ledger.unreceived_lines}, 0) > 0 and ${purchaseOrders.must_arrive_by} < current_date)), false)`;
  return {
    columns: {
      order: purchaseOrders,
      supplier_name: purchaseSuppliers.name,
      site_name: sites.name,
      buyer_name: users.name,
      reseller_name: purchaseResellers.name,
      parent_number: parents.order_number,
      ordered,
      booked: sql<number>`coalesce(${ledger.booked}, 0)`,
      shipped,
      received,
      total_amount: sql<number>`coalesce(${ledger.total_amount}, 0)::bigint`.mapWith(Number),
      lines_count: sql<number>`coalesce(${ledger.lines_count}, 0)`,
      status,
      late,
    },
    status,
    late,
  };
}

export type OrderListRow = Awaited<ReturnType<ReturnType<typeof orderBase>['query']['execute']>>[number];

function orderBase(db: Executor) {
  const ledger = orderLedger(db);
  const selection = orderSelection(ledger);
  const query = db
    .select(selection.columns)
    .from(purchaseOrders)
    .innerJoin(purchaseSuppliers, eq(purchaseSuppliers.id, purchaseOrders.supplier_id))
    .innerJoin(sites, eq(sites.id, purchaseOrders.site_id))
    .leftJoin(users, eq(users.id, purchaseOrders.buyer_user_id))
    .leftJoin(purchaseResellers, eq(purchaseResellers.id, purchaseOrders.reseller_id))
    .leftJoin(parents, eq(parents.id, purchaseOrders.parent_order_id))
    .leftJoin(ledger, eq(ledger.order_id, purchaseOrders.id))
    .$dynamic();
  return { query, ledger, selection };
}

export async function listOrders(db: Executor, scope: Scope, buildPlan: (definition: ListDefinition) => ListPlan) {
  const { query, selection } = orderBase(db);
  const definition: ListDefinition = {
    sortable: {
      order_number: purchaseOrders.order_number,
      supplier: sql`lower(${purchaseSuppliers.name})`,
      site: sites.name,
      status: selection.status,
      cargo_ready: sql`coalesce(${purchaseOrders.cargo_ready_confirmed}, ${purchaseOrders.cargo_ready_requested})`,
      must_arrive_by: purchaseOrders.must_arrive_by,
      created_at: purchaseOrders.created_at,
      updated_at: purchaseOrders.updated_at,
    },
    filters: {
      status: {
        build: (value) => {
          const wanted = (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== '');
          return wanted.length > 0 ? inArray(selection.status, wanted) : undefined;
        },
      },
      supplier_id: { column: purchaseOrders.supplier_id, type: 'number' },
      site_id: { column: purchaseOrders.site_id, type: 'number' },
      reseller_id: { column: purchaseOrders.reseller_id, type: 'number' },
      currency: { column: purchaseOrders.currency, type: 'text' },
      cargo_ready: {
        column: sql`coalesce(${purchaseOrders.cargo_ready_confirmed}, ${purchaseOrders.cargo_ready_requested})`,
        type: 'date',
      },
      must_arrive_by: { column: purchaseOrders.must_arrive_by, type: 'date' },
      created_at: { column: sql`${purchaseOrders.created_at}::date`, type: 'date' },
      // 'first,last' day the order was made (UTC), inclusive, as analytics count orders by period.
      ordered: {
        build: (value) => {
          const [from, to] = parseDateRangeParam(String(value));
          if (!from || !to) throw new ValidationError({ ordered: ['validation.invalid'] });
          return sql`${purchaseOrders.created_at} >= (${from}::date)::timestamp at time zone 'UTC' and ${purchaseOrders.created_at} < (${to}::date + 1)::timestamp at time zone 'UTC'`;
        },
      },
      late: { build: (value) => (String(value) === '1' || String(value) === 'true' ? selection.late : undefined) },
    },
    search: [purchaseOrders.order_number, purchaseSuppliers.name],
    defaultSort: { key: 'updated_at', order: 'desc' },
    tieBreaker: purchaseOrders.id,
  };
  const plan = buildPlan(definition);
  const where = and(ordersOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(query, { ...plan, where }),
    db
      .select({ n: countAll })
      .from(purchaseOrders)
      .innerJoin(purchaseSuppliers, eq(purchaseSuppliers.id, purchaseOrders.supplier_id))
      .leftJoin(orderLedger(db), sql`order_ledger.order_id = ${purchaseOrders.id}`)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0, plan };
}

export async function findOrderRow(db: Executor, scope: Scope, id: number) {
  const { query } = orderBase(db);
  const [row] = await query.where(and(eq(purchaseOrders.id, id), ordersOf(scope)));
  return row ?? null;
}

/** An order for a change, locked so two changes of one order run one after the other. */
export async function lockOrder(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), ordersOf(scope)))
    .for('update');
  return row ?? null;
}

/** Orders for a booking of their lines, locked in one order so two bookings of the same orders wait for each other. */
export async function lockOrders(db: Executor, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.id, ids), ordersOf(scope)))
    .orderBy(asc(purchaseOrders.id))
    .for('update');
}

/** The orders the lines belong to, whoever's they are: the caller checks the orders in its scope. */
export async function ordersOfLines(db: Executor, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ line_id: purchaseOrderLines.id, order_id: purchaseOrderLines.order_id })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.id, lineIds));
}

/** Where an order's goods go: its site's address, with the buyer's name and e-mail. */
export async function orderDeliveryAddress(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      name: sites.name,
      address: sites.address,
      zip: sites.post_code,
      city: sites.city,
      country: sites.country_code,
      site_phone: sites.phone,
      site_email: sites.email,
      buyer_name: users.name,
      buyer_email: users.email,
    })
    .from(purchaseOrders)
    .innerJoin(sites, eq(sites.id, purchaseOrders.site_id))
    .leftJoin(users, eq(users.id, purchaseOrders.buyer_user_id))
    .where(eq(purchaseOrders.id, orderId));
  return row!;
}

/** The lines of the orders in scope that a shipment carries. */
export async function shipmentLines(db: Executor, scope: Scope, uuid: string) {
  return db
    .select({
      order_id: purchaseOrders.id,
      order_number: purchaseOrders.order_number,
      line_id: purchaseOrderLines.id,
      line_number: purchaseOrderLines.line_number,
      article_number: purchaseArticles.article_number,
      article_name: purchaseArticles.article_name,
      quantity: purchaseLineShipments.quantity,
      ordered: purchaseOrderLines.quantity,
    })
    .from(purchaseLineShipments)
    .innerJoin(consignments, eq(consignments.id, purchaseLineShipments.consignment_id))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseLineShipments.line_id))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.order_id))
    .innerJoin(purchaseArticles, eq(purchaseArticles.id, purchaseOrderLines.article_id))
    .where(and(eq(consignments.uuid, uuid), ordersOf(scope)))
    .orderBy(asc(purchaseOrders.order_number), asc(purchaseOrderLines.line_number));
}

export async function findOrderByNumber(db: Executor, organizationId: number, orderNumber: string) {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.organization_id, organizationId), eq(purchaseOrders.order_number, orderNumber)));
  return row ?? null;
}

export async function orderLines(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: purchaseOrderLines, article: purchaseArticles })
    .from(purchaseOrderLines)
    .innerJoin(purchaseArticles, eq(purchaseArticles.id, purchaseOrderLines.article_id))
    .where(inArray(purchaseOrderLines.order_id, orderIds))
    .orderBy(asc(purchaseOrderLines.order_id), asc(purchaseOrderLines.line_number));
}

/** The shipments carrying lines of the orders, with what each carries. */
export async function lineShipments(db: Executor, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({
      line_id: purchaseLineShipments.line_id,
      quantity: purchaseLineShipments.quantity,
      consignment_id: consignments.id,
      uuid: consignments.uuid,
      shipment_number: consignments.shipment_number,
      status: consignments.status,
      carrier_name: consignments.carrier_name,
      eta_at: consignments.eta_at,
      pickup_at: consignments.pickup_at,
      pickup_address: consignments.pickup_address,
      consignor_city: consignments.consignor_city,
      consignor_country: consignments.consignor_countrycode,
      booking_number: bookings.booking_number,
    })
    .from(purchaseLineShipments)
    .innerJoin(consignments, eq(consignments.id, purchaseLineShipments.consignment_id))
    .leftJoin(bookings, eq(bookings.consignment_id, consignments.id))
    .where(inArray(purchaseLineShipments.line_id, lineIds))
    .orderBy(asc(consignments.id));
}

export async function orderVersions(db: Executor, orderId: number) {
  return db
    .select({ version: purchaseOrderVersions, user_name: users.name })
    .from(purchaseOrderVersions)
    .leftJoin(users, eq(users.id, purchaseOrderVersions.created_by_user_id))
    .where(eq(purchaseOrderVersions.order_id, orderId))
    .orderBy(desc(purchaseOrderVersions.version));
}

export async function childOrders(db: Executor, scope: Scope, orderId: number) {
  return db
    .select({ id: purchaseOrders.id, order_number: purchaseOrders.order_number })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.parent_order_id, orderId), ordersOf(scope)))
    .orderBy(asc(purchaseOrders.id));
}

export async function insertOrder(db: Executor, values: typeof purchaseOrders.$inferInsert) {
  const [row] = await db.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Executor, id: number, values: Partial<typeof purchaseOrders.$inferInsert>) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...values, updated_at: new Date() })
    .where(eq(purchaseOrders.id, id))
    .returning();
  return row!;
}

export async function insertLines(db: Executor, values: (typeof purchaseOrderLines.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(purchaseOrderLines).values(values).returning();
}

export async function updateLine(db: Executor, id: number, values: Partial<typeof purchaseOrderLines.$inferInsert>) {
  await db
    .update(purchaseOrderLines)
    .set({ ...values, updated_at: new Date() })
    .where(eq(purchaseOrderLines.id, id));
}

export async function deleteLines(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(purchaseOrderLines).where(inArray(purchaseOrderLines.id, ids));
}

export async function insertVersion(db: Executor, values: typeof purchaseOrderVersions.$inferInsert) {
  await db.insert(purchaseOrderVersions).values(values);
}

/** Adds to what a shipment carries of each line. */
export async function linkLines(
  db: Executor,
  organizationId: number,
  consignmentId: number,
  bookingId: number | null,
  lines: { lineId: number; quantity: number }[],
) {
  if (lines.length === 0) return;
  await db
    .insert(purchaseLineShipments)
    .values(
      lines.map((line) => ({
        organization_id: organizationId,
        line_id: line.lineId,
        consignment_id: consignmentId,
        booking_id: bookingId,
        quantity: line.quantity,
      })),
    )
    .onConflictDoUpdate({
      target: [purchaseLineShipments.line_id, purchaseLineShipments.consignment_id],
      set: { quantity: sql`${purchaseLineShipments.quantity} + excluded.quantity` },
    });
}

export async function findConsignment(db: Executor, scope: SQL, uuid: string) {
  const [row] = await db
    .select({ id: consignments.id, organization_id: consignments.organization_id, site_id: consignments.site_id })
    .from(consignments)
    .where(and(eq(consignments.uuid, uuid), scope));
  return row ?? null;
}

export async function bookingOfConsignment(db: Executor, consignmentId: number) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.consignment_id, consignmentId));
  return row ?? null;
}

export async function findSite(db: Executor, siteId: number) {
  const [row] = await db.select({ id: sites.id, organization_id: sites.organization_id }).from(sites).where(eq(sites.id, siteId));
  return row ?? null;
}

/** Who may buy for a site: its organization's active members of the site, and its organization admins. */
export async function buyersOfSite(db: Executor, organizationId: number, siteId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.organization_id, organizationId),
        isNull(users.deactivated_at),
        or(
          eq(users.level, 'organization-admin'),
          sql`exists (select 1 from ${userSites} where ${userSites.user_id} = ${users.id} and ${userSites.site_id} = ${siteId})`,
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** Orders of the organization with one of the numbers that are still waiting for goods. */
export async function openOrdersByNumbers(db: Executor, organizationId: number, orderNumbers: string[]) {
  return db
    .select({ id: purchaseOrders.id, order_number: purchaseOrders.order_number })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.organization_id, organizationId),
        inArray(purchaseOrders.order_number, [...new Set(orderNumbers)]),
        inArray(purchaseOrders.status, ['sent', 'confirmed']),
      ),
    );
}

// ---------------------------------------------------------------- statistics

/** Open value by currency, late lines and on-time shares per supplier, over the orders in scope. */
export async function statistics(db: Executor, scope: Scope) {
  const lines = lineLedger(db);
  const readyBy = sql`coalesce(${purchaseOrders.cargo_ready_confirmed}, ${purchaseOrders.cargo_ready_requested})`;
  const live = inArray(purchaseOrders.status, ['sent', 'confirmed']);
  const [openValue, late, suppliers, openOrders] = await Promise.all([
    db
      .select({
        currency: purchaseOrders.currency,
        // The part of each line not yet received, priced pro rata to the minor unit.
        amount:
          sql<number>`round(sum(${lines.line_amount}::numeric * (${lines.quantity} - ${lines.received}) / ${lines.quantity}))::bigint`.mapWith(
            Number,
          ),
      })
      .from(lines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, lines.order_id))
      .where(and(ordersOf(scope), live))
      .groupBy(purchaseOrders.currency)
      .orderBy(purchaseOrders.currency),
    db
      .select({ n: countAll })
      .from(lines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, lines.order_id))
      .where(
        and(
          ordersOf(scope),
          live,
          sql`((${lines.shipped} < ${lines.quantity} and ${readyBy} < current_date) or (${lines.received} < ${lines.quantity} and ${purchaseOrders.must_arrive_by} < current_date))`,
        ),
      ),
    db
      .select({
        supplier_id: purchaseSuppliers.id,
        name: purchaseSuppliers.name,
        lines_due: sql<number>`count(*) filter (where ${lines.first_pickup} is not null or ${readyBy} < current_date)::int`,
        on_time: sql<number>`count(*) filter (where ${lines.first_pickup} is not null and (${readyBy} is null or ${lines.first_pickup}::date <= ${readyBy}))::int`,
      })
      .from(lines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, lines.order_id))
      .innerJoin(purchaseSuppliers, eq(purchaseSuppliers.id, purchaseOrders.supplier_id))
      .where(and(ordersOf(scope), inArray(purchaseOrders.status, ['sent', 'confirmed', 'closed'])))
      .groupBy(purchaseSuppliers.id)
      .orderBy(asc(purchaseSuppliers.name))
      .limit(100),
    db.$count(purchaseOrders, and(ordersOf(scope), live)),
  ]);
  return { openValue, lateLines: late[0]?.n ?? 0, suppliers, openOrders };
}

/** The header of an order as its versions compare it: what a buyer reads, names rather than ids. */
export async function orderSnapshotHeader(db: Executor, orderId: number): Promise<Record<string, string | null>[]> {
  return db
    .select({
      order_number: purchaseOrders.order_number,
      supplier: purchaseSuppliers.name,
      buyer: users.name,
      reseller: purchaseResellers.name,
      currency: purchaseOrders.currency,
      incoterm: purchaseOrders.incoterm,
      incoterm_place: purchaseOrders.incoterm_place,
      cargo_ready_requested: purchaseOrders.cargo_ready_requested,
      cargo_ready_confirmed: purchaseOrders.cargo_ready_confirmed,
      must_arrive_by: purchaseOrders.must_arrive_by,
      notes: purchaseOrders.notes,
    })
    .from(purchaseOrders)
    .innerJoin(purchaseSuppliers, eq(purchaseSuppliers.id, purchaseOrders.supplier_id))
    .leftJoin(users, eq(users.id, purchaseOrders.buyer_user_id))
    .leftJoin(purchaseResellers, eq(purchaseResellers.id, purchaseOrders.reseller_id))
    .where(eq(purchaseOrders.id, orderId));
}

export async function deleteOrder(db: Executor, id: number) {
  await db.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
}

/** The organization's suppliers with these numbers. */
export function suppliersByNumber(db: Executor, organizationId: number, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: purchaseSuppliers.id, number: purchaseSuppliers.supplier_number })
    .from(purchaseSuppliers)
    .where(and(eq(purchaseSuppliers.organization_id, organizationId), inArray(purchaseSuppliers.supplier_number, numbers)));
}

/** The organization's articles with these numbers. */
export function articlesByNumber(db: Executor, organizationId: number, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: purchaseArticles.id, number: purchaseArticles.article_number })
    .from(purchaseArticles)
    .where(and(eq(purchaseArticles.organization_id, organizationId), inArray(purchaseArticles.article_number, numbers)));
}

/** The organization's orders with these numbers. */
export function ordersByNumber(db: Executor, organizationId: number, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: purchaseOrders.id, number: purchaseOrders.order_number })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.organization_id, organizationId), inArray(purchaseOrders.order_number, numbers)));
}

/** Key, name and organization of these sites. */
export function sitesById(db: Executor, siteIds: readonly number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sites.id, key: sites.key, name: sites.name, organization_id: sites.organization_id })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]));
}
