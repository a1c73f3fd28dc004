import {
  PURCHASE_CURRENCIES,
  type PurchaseCurrency,
  type PurchaseOrderSetStatus,
  type TListPurchaseOrdersResponse,
  type TListQuery,
  type TPurchaseLinkBody,
  type TPurchaseOrder,
  type TPurchaseOrderBody,
  type TPurchaseOrderDetail,
  type TPurchaseShipmentLine,
  type TPurchaseSplitBody,
  type TPurchaseStats,
} from '@freight/contracts';
import {
  changeMakesVersion,
  diffOrders,
  isOrderBookable,
  isOrderEditable,
  lineAmount,
  lineLedger,
  orderStatus,
  planSplit,
  statusChangeProblem,
  sumLedgers,
  type Ledger,
  type OrderSnapshot,
} from '@freight/domain';
import { readTogether, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { plainScope } from '../../platform/shipment-scope';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { documentPaths } from './order-documents.queries';
import { toPhoto } from './article-photos';
import * as photos from './photos.queries';
import { deliverSoon } from '../notifications';
import { recordCargoReadySlip } from './alerts.service';
import * as queries from './purchase.queries';

type Errors = Record<string, FieldMessage[]>;
const fail = (errors: Errors) => {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

function toOrder(row: queries.OrderListRow): TPurchaseOrder {
  const { order } = row;
  return {
    id: order.id,
    order_number: order.order_number,
    version: order.version,
    status: row.status as TPurchaseOrder['status'],
    supplier: { id: order.supplier_id, name: row.supplier_name },
    site: { id: order.site_id, name: row.site_name },
    buyer: order.buyer_user_id !== null && row.buyer_name !== null ? { id: order.buyer_user_id, name: row.buyer_name } : null,
    reseller: order.reseller_id !== null && row.reseller_name !== null ? { id: order.reseller_id, name: row.reseller_name } : null,
    currency: order.currency,
    incoterm: order.incoterm,
    incoterm_place: order.incoterm_place,
    cargo_ready_requested: order.cargo_ready_requested,
    cargo_ready_confirmed: order.cargo_ready_confirmed,
    must_arrive_by: order.must_arrive_by,
    parent_order:
      order.parent_order_id !== null && row.parent_number !== null ? { id: order.parent_order_id, order_number: row.parent_number } : null,
    notes: order.notes,
    total_amount: row.total_amount,
    ledger: {
      ordered: row.ordered,
      booked: row.booked,
      shipped: row.shipped,
      received: row.received,
      open: Math.max(row.ordered - row.booked, 0),
    },
    late: row.late,
    lines_count: row.lines_count,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

export async function listOrders(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListPurchaseOrdersResponse> {
  const { rows, total, plan } = await queries.listOrders(deps.db, scopeOf(ctx), (definition) => planList(query, definition));
  return { data: rows.map(toOrder), meta: listMeta(total, plan) };
}

/** Pages of the order list in its filter and sort, for the export. */
export async function* exportOrderBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const scope = scopeOf(ctx);
  for (let page = 1; ; page++) {
    const filter = ids.length > 0 ? { ...query.filter, id: ids.join(',') } : query.filter;
    const { rows } = await queries.listOrders(deps.db, scope, (definition) =>
      planList(
        { ...query, filter, page, pageSize: 1000 },
        { ...definition, filters: { ...definition.filters, id: { column: definition.tieBreaker, type: 'number' } } },
      ),
    );
    if (rows.length > 0) yield rows.map(toOrder);
    if (rows.length < 1000) return;
  }
}

/** Lines of the orders with each line's ledger, from the shipments that carry them. */
export async function linesWithLedger(db: Executor, orderIds: number[]) {
  const lines = await queries.orderLines(db, orderIds);
  const links = await queries.lineShipments(
    db,
    lines.map(({ line }) => line.id),
  );
  return {
    lines: lines.map((entry) => ({
      ...entry,
      ledger: lineLedger(
        entry.line.quantity,
        links.filter((link) => link.line_id === entry.line.id),
      ),
    })),
    links,
  };
}

const placeOf = (city: string | null | undefined, country: string | null | undefined) => [city, country].filter(Boolean).join(', ') || null;

export async function getOrder(deps: AppDeps, ctx: SignedInContext, id: number, db: Executor = deps.db): Promise<TPurchaseOrderDetail> {
  const scope = scopeOf(ctx);
  const row = await queries.findOrderRow(db, scope, id);
  if (!row) throw new NotFoundError();
  const [{ lines, links }, versions, children, pickup, destination, contact] = await readTogether(
    db,
    () => linesWithLedger(db, [id]),
    () => queries.orderVersions(db, id),
    () => queries.childOrders(db, scope, id),
    () => queries.supplierPickupAddress(db, row.order.supplier_id),
    () => queries.orderDeliveryAddress(db, id),
    () => queries.supplierContact(db, row.order.supplier_id),
  );
  const primaryPhotos = await photos.photosOfArticles(db, [...new Set(lines.map(({ article }) => article.id))], { primaryOnly: true });
  const photoOf = (articleId: number) => {
    const photo = primaryPhotos.find((candidate) => candidate.article_id === articleId);
    return photo ? toPhoto(photo) : null;
  };
  const currency = PURCHASE_CURRENCIES[row.order.currency as PurchaseCurrency] ?? { symbol: row.order.currency, alignment: 1 };
  const shipments = new Map<number, TPurchaseOrderDetail['shipments'][number]>();
  for (const link of links) {
    const shipment = shipments.get(link.consignment_id) ?? {
      uuid: link.uuid,
      shipment_number: link.shipment_number,
      booking_number: link.booking_number,
      status: link.status,
      carrier_name: link.carrier_name,
      eta_at: link.eta_at?.toISOString() ?? null,
      pickup_at: link.pickup_at?.toISOString() ?? null,
      pickup_place: placeOf(link.pickup_address?.city ?? link.consignor_city, link.pickup_address?.country ?? link.consignor_country),
      lines: [],
    };
    shipment.lines.push({ line_id: link.line_id, quantity: link.quantity });
    shipments.set(link.consignment_id, shipment);
  }
  return {
    ...toOrder(row),
    currency_symbol: currency.symbol,
    currency_alignment: currency.alignment,
    supplier_pickup_address: pickup
      ? {
          name: pickup.name,
          address: pickup.address,
          address2: pickup.address2,
          zip: pickup.zip,
          city: pickup.city,
          country: pickup.country,
          contact_person: contact?.manager ?? null,
          phone: contact?.manager_phone ?? contact?.phone ?? null,
          email: contact?.manager_email ?? contact?.email ?? null,
        }
      : null,
    delivery_address: {
      name: destination.name,
      address: destination.address,
      zip: destination.zip,
      city: destination.city,
      country: destination.country,
      contact_person: destination.buyer_name,
      phone: destination.site_phone,
      email: destination.buyer_email ?? destination.site_email,
    },
    lines: lines.map(({ line, article, ledger }) => ({
      id: line.id,
      line_number: line.line_number,
      delivery: line.delivery,
      article: {
        id: article.id,
        article_number: article.article_number,
        article_name: article.article_name,
        primary_color: article.primary_color,
        hs_code: article.hs_code,
        origin_country: article.origin_country,
        gross_weight_kg: article.gross_weight_kg,
        net_weight_kg: article.net_weight_kg,
        length_cm: article.length_cm,
        width_cm: article.width_cm,
        height_cm: article.height_cm,
        photo: photoOf(article.id),
      },
      quantity: line.quantity,
      unit_price: line.unit_price,
      discount_percent: line.discount_percent,
      line_amount: line.line_amount,
      commission: line.commission,
      shipment_date: line.shipment_date,
      split_from_line_id: line.split_from_line_id,
      ledger,
    })),
    shipments: [...shipments.values()],
    versions: versions.map(({ version, user_name }) => ({
      version: version.version,
      created_at: version.created_at.toISOString(),
      created_by: user_name,
      changes: version.changes,
    })),
    split_orders: children,
  };
}

/** The order as a version keeps it, in display text, so later versions can be compared field by field. */
async function snapshot(db: Executor, orderId: number): Promise<OrderSnapshot> {
  const [order] = await queries.orderSnapshotHeader(db, orderId);
  const lines = await queries.orderLines(db, [orderId]);
  return {
    header: order ?? {},
    lines: lines.map(({ line, article }) => ({
      id: line.id,
      line_number: line.line_number,
      article_number: article.article_number,
      fields: {
        quantity: String(line.quantity),
        unit_price: String(line.unit_price),
        discount_percent: String(line.discount_percent),
        commission: line.commission,
        shipment_date: line.shipment_date,
        delivery: String(line.delivery),
      },
    })),
  };
}

/** Keeps a change to a confirmed order as a new version, when it changed anything. */
async function recordVersion(db: Executor, ctx: SignedInContext, order: queries.OrderRow, before: OrderSnapshot) {
  if (!changeMakesVersion(order.status)) return;
  const changes = diffOrders(before, await snapshot(db, order.id));
  if (changes.length === 0) return;
  const version = order.version + 1;
  await queries.insertVersion(db, {
    organization_id: order.organization_id,
    order_id: order.id,
    version,
    previous: before,
    changes,
    created_by_user_id: ctx.actor.userId,
  });
  await queries.updateOrder(db, order.id, { version });
}

/** Checks the references of an order body against the organization and the sites acted as. */
async function checkReferences(
  db: Executor,
  ctx: SignedInContext,
  organizationId: number,
  body: TPurchaseOrderBody,
  orderId: number | null,
) {
  const scope = scopeOf(ctx);
  const errors: Errors = {};
  const site = await queries.findSite(db, body.site_id);
  // Orders are written only for the sites acted as (ARCHITECTURE "Site scope on writes").
  if (!site || site.organization_id !== organizationId || !ctx.actor.siteIds.includes(site.id)) errors.site_id = ['validation.invalid'];
  if (!(await queries.findSupplier(db, scope, body.supplier_id))) errors.supplier_id = ['validation.invalid'];
  if (body.reseller_id !== null && !(await queries.findReseller(db, scope, body.reseller_id))) errors.reseller_id = ['validation.invalid'];
  if (body.buyer_user_id !== null && !errors.site_id) {
    const buyers = await queries.buyersOfSite(db, organizationId, body.site_id);
    if (!buyers.some((buyer) => buyer.id === body.buyer_user_id)) errors.buyer_user_id = ['validation.invalid'];
  }
  const taken = await queries.findOrderByNumber(db, organizationId, body.order_number);
  if (taken && taken.id !== orderId) errors.order_number = ['validation.purchase_order_number_taken'];
  const articleIds = [...new Set(body.lines.map((line) => line.article_id))];
  const articles = await queries.findArticles(db, scope, articleIds);
  body.lines.forEach((line, index) => {
    if (!articles.some((article) => article.id === line.article_id)) errors[`lines.${index}.article_id`] = ['validation.invalid'];
  });
  return errors;
}

function headerValues(body: TPurchaseOrderBody) {
  return {
    order_number: body.order_number,
    supplier_id: body.supplier_id,
    site_id: body.site_id,
    buyer_user_id: body.buyer_user_id,
    reseller_id: body.reseller_id,
    currency: body.currency,
    incoterm: body.incoterm,
    incoterm_place: body.incoterm_place,
    cargo_ready_requested: body.cargo_ready_requested,
    cargo_ready_confirmed: body.cargo_ready_confirmed,
    must_arrive_by: body.must_arrive_by,
    notes: body.notes,
  };
}

function lineValues(line: TPurchaseOrderBody['lines'][number], currency: string) {
  return {
    article_id: line.article_id,
    quantity: line.quantity,
    unit_price: line.unit_price,
    discount_percent: line.discount_percent,
    line_amount: lineAmount({ quantity: line.quantity, unitPrice: line.unit_price, discountPercent: line.discount_percent }, currency),
    commission: line.commission,
    shipment_date: line.shipment_date,
    delivery: line.delivery,
  };
}

export async function createOrder(deps: AppDeps, ctx: SignedInContext, body: TPurchaseOrderBody): Promise<TPurchaseOrderDetail> {
  const organizationId = workingOrganizationId(ctx.actor);
  const errors = await checkReferences(deps.db, ctx, organizationId, body, null);
  body.lines.forEach((line, index) => {
    if (line.id !== undefined) errors[`lines.${index}.id`] = ['validation.invalid'];
  });
  fail(errors);
  return deps.db.transaction(async (tx) => {
    const orderId = await insertNewOrder(tx, ctx, organizationId, body);
    return getOrder(deps, ctx, orderId, tx);
  });
}

/** Writes a checked order as a draft with its lines numbered from 1; the importing buyer unless another is named. */
export async function insertNewOrder(tx: Executor, ctx: SignedInContext, organizationId: number, body: TPurchaseOrderBody) {
  const order = await queries.insertOrder(tx, {
    ...headerValues(body),
    organization_id: organizationId,
    status: 'draft',
    buyer_user_id: body.buyer_user_id ?? ctx.actor.userId,
  });
  await queries.insertLines(
    tx,
    body.lines.map((line, index) => ({
      ...lineValues(line, body.currency),
      organization_id: organizationId,
      order_id: order.id,
      line_number: index + 1,
    })),
  );
  return order.id;
}

export async function updateOrder(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TPurchaseOrderBody,
): Promise<TPurchaseOrderDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, scopeOf(ctx), id);
    if (!order) throw new NotFoundError();
    if (!isOrderEditable(order.status)) throw new ValidationError({ status: ['validation.purchase_order_locked'] });
    const errors = await checkReferences(tx, ctx, order.organization_id, body, order.id);
    const { lines } = await linesWithLedger(tx, [order.id]);
    const kept = new Set<number>();
    body.lines.forEach((line, index) => {
      if (line.id === undefined) return;
      const existing = lines.find((entry) => entry.line.id === line.id);
      if (!existing || kept.has(line.id)) return (errors[`lines.${index}.id`] = ['validation.invalid']);
      kept.add(line.id);
      // A line cannot order less than shipments already carry, nor change its article under them.
      if (line.quantity < existing.ledger.booked) {
        errors[`lines.${index}.quantity`] = [{ key: 'validation.purchase_below_booked', params: { booked: existing.ledger.booked } }];
      }
      if (existing.ledger.booked > 0 && line.article_id !== existing.line.article_id) {
        errors[`lines.${index}.article_id`] = ['validation.purchase_line_booked'];
      }
    });
    const removed = lines.filter((entry) => !kept.has(entry.line.id));
    if (removed.some((entry) => entry.ledger.booked > 0)) errors.lines = ['validation.purchase_line_booked'];
    if (body.currency !== order.currency && lines.some((entry) => entry.ledger.booked > 0))
      errors.currency = ['validation.purchase_line_booked'];
    fail(errors);

    const before = await snapshot(tx, order.id);
    await queries.updateOrder(tx, order.id, headerValues(body));
    await queries.deleteLines(
      tx,
      removed.map((entry) => entry.line.id),
    );
    // New lines follow the lines that stay, so a draft given all its lines anew numbers them from 1 again.
    let next = Math.max(0, ...lines.filter((entry) => kept.has(entry.line.id)).map((entry) => entry.line.line_number));
    for (const line of body.lines) {
      if (line.id !== undefined) await queries.updateLine(tx, line.id, lineValues(line, body.currency));
    }
    await queries.insertLines(
      tx,
      body.lines
        .filter((line) => line.id === undefined)
        .map((line) => ({
          ...lineValues(line, body.currency),
          organization_id: order.organization_id,
          order_id: order.id,
          line_number: ++next,
        })),
    );
    await recordVersion(tx, ctx, order, before);
    await recordCargoReadySlip(
      tx,
      { id: order.id, organizationId: order.organization_id, number: order.order_number, buyerUserId: order.buyer_user_id },
      {
        from: order.cargo_ready_confirmed ?? order.cargo_ready_requested,
        to: body.cargo_ready_confirmed ?? body.cargo_ready_requested,
      },
      ctx.actor.userId,
    );
    return getOrder(deps, ctx, order.id, tx);
  });
  deliverSoon(deps);
  return detail;
}

export async function deleteOrder(deps: AppDeps, ctx: SignedInContext, id: number) {
  const files = await deps.db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, scopeOf(ctx), id);
    if (!order) throw new NotFoundError();
    // Only a draft disappears; an order the supplier has seen is cancelled instead, so it stays on record.
    if (order.status !== 'draft') throw new ValidationError({ status: ['validation.purchase_only_draft_deleted'] });
    const paths = await documentPaths(tx, id);
    await queries.deleteOrder(tx, id);
    return paths;
  });
  // The order's documents went with it; their files follow once that is certain.
  await Promise.all(files.map((path) => deps.files.remove(path)));
}

async function orderLedgerOf(db: Executor, orderId: number): Promise<Ledger> {
  const { lines } = await linesWithLedger(db, [orderId]);
  return sumLedgers(lines.map((entry) => entry.ledger));
}

export async function setOrderStatus(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  status: PurchaseOrderSetStatus,
): Promise<TPurchaseOrderDetail> {
  return deps.db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, scopeOf(ctx), id);
    if (!order) throw new NotFoundError();
    const ledger = await orderLedgerOf(tx, order.id);
    const problem = statusChangeProblem(order.status, status, ledger);
    if (problem === 'not_allowed') {
      throw new ValidationError({
        status: [
          {
            key: 'validation.purchase_status_not_allowed',
            params: {
              from: translate(ctx.locale, `purchase.status.${orderStatus(order.status, ledger)}`),
              to: translate(ctx.locale, `purchase.status.${status}`),
            },
          },
        ],
      });
    }
    if (problem === 'already_shipped') throw new ValidationError({ status: ['validation.purchase_cancel_booked'] });
    await queries.updateOrder(tx, order.id, { status });
    return getOrder(deps, ctx, order.id, tx);
  });
}

/** A free order number for a split: the original's with the next free suffix. */
async function splitOrderNumber(db: Executor, organizationId: number, base: string) {
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!(await queries.findOrderByNumber(db, organizationId, candidate))) return candidate;
  }
}

export async function splitOrder(deps: AppDeps, ctx: SignedInContext, body: TPurchaseSplitBody): Promise<TPurchaseOrderDetail> {
  return deps.db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, scopeOf(ctx), body.order_id);
    if (!order) throw new NotFoundError();
    if (!isOrderEditable(order.status)) throw new ValidationError({ order_id: ['validation.purchase_order_locked'] });
    const { lines } = await linesWithLedger(tx, [order.id]);
    const { problems, parts } = planSplit(
      lines.map(({ line, ledger }) => ({
        id: line.id,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        discountPercent: line.discount_percent,
        lineAmount: line.line_amount,
        booked: ledger.booked,
      })),
      body.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
      order.currency,
    );
    const errors: Errors = {};
    for (const problem of problems) {
      const field = `lines.${problem.index}.${problem.field}`;
      if (problem.problem === 'above_open') {
        (errors[field] ??= []).push({ key: 'validation.purchase_split_above_open', params: { open: problem.open } });
      } else (errors[field] ??= []).push(`validation.purchase_${problem.problem}`);
    }
    let orderNumber: string | null = null;
    if (body.into === 'order') {
      orderNumber = body.order_number ?? (await splitOrderNumber(tx, order.organization_id, order.order_number));
      if (await queries.findOrderByNumber(tx, order.organization_id, orderNumber)) {
        errors.order_number = ['validation.purchase_order_number_taken'];
      }
    }
    // Moving every unit of every line would leave an empty order behind.
    if (body.into === 'order' && parts.length === lines.length && parts.every((part) => part.whole)) {
      errors.lines = ['validation.purchase_split_everything'];
    }
    fail(errors);

    const before = await snapshot(tx, order.id);
    const target =
      body.into === 'order'
        ? await queries.insertOrder(tx, {
            organization_id: order.organization_id,
            site_id: order.site_id,
            order_number: orderNumber!,
            status: order.status,
            supplier_id: order.supplier_id,
            buyer_user_id: order.buyer_user_id,
            reseller_id: order.reseller_id,
            currency: order.currency,
            incoterm: order.incoterm,
            incoterm_place: order.incoterm_place,
            cargo_ready_requested: order.cargo_ready_requested,
            cargo_ready_confirmed: order.cargo_ready_confirmed,
            must_arrive_by: order.must_arrive_by,
            parent_order_id: order.id,
            notes: order.notes,
          })
        : order;
    const delivery = body.into === 'order' ? 1 : Math.max(...lines.map((entry) => entry.line.delivery)) + 1;
    let next = body.into === 'order' ? 0 : Math.max(...lines.map((entry) => entry.line.line_number));
    for (const part of parts) {
      const { line } = lines.find((entry) => entry.line.id === part.lineId)!;
      if (part.whole) {
        await queries.updateLine(tx, line.id, {
          order_id: target.id,
          delivery,
          ...(body.into === 'order' ? { line_number: ++next } : {}),
        });
        continue;
      }
      await queries.updateLine(tx, line.id, { quantity: part.keptQuantity, line_amount: part.keptAmount });
      const { id: _id, created_at: _created, updated_at: _updated, ...copy } = line;
      await queries.insertLines(tx, [
        {
          ...copy,
          order_id: target.id,
          line_number: ++next,
          delivery,
          quantity: part.movedQuantity,
          line_amount: part.movedAmount,
          split_from_line_id: line.id,
        },
      ]);
    }
    await queries.updateOrder(tx, order.id, {});
    await recordVersion(tx, ctx, order, before);
    return getOrder(deps, ctx, target.id, tx);
  });
}

/** Records that a shipment carries quantities of the order's lines; nothing is linked above what is still open. */
export async function linkShipment(
  deps: AppDeps,
  ctx: SignedInContext,
  orderId: number,
  body: TPurchaseLinkBody,
): Promise<TPurchaseOrderDetail> {
  return deps.db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, scopeOf(ctx), orderId);
    if (!order) throw new NotFoundError();
    const errors: Errors = {};
    if (!isOrderBookable(order.status)) errors.order_id = ['validation.purchase_not_bookable'];
    const consignment = await queries.findConsignment(tx, plainScope(ctx), body.consignment_uuid);
    if (!consignment || consignment.organization_id !== order.organization_id) errors.consignment_uuid = ['validation.invalid'];
    const { lines } = await linesWithLedger(tx, [order.id]);
    const seen = new Set<number>();
    body.lines.forEach((request, index) => {
      const entry = lines.find((candidate) => candidate.line.id === request.line_id);
      if (!entry || seen.has(request.line_id)) return (errors[`lines.${index}.line_id`] = ['validation.invalid']);
      seen.add(request.line_id);
      if (request.quantity > entry.ledger.open) {
        errors[`lines.${index}.quantity`] = [{ key: 'validation.purchase_link_above_open', params: { open: entry.ledger.open } }];
      }
    });
    fail(errors);
    const booking = await queries.bookingOfConsignment(tx, consignment!.id);
    await queries.linkLines(
      tx,
      order.organization_id,
      consignment!.id,
      booking?.id ?? null,
      body.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
    );
    await queries.updateOrder(tx, order.id, {});
    return getOrder(deps, ctx, order.id, tx);
  });
}

/**
 * Shipments that arrive by import or API carrying an order number take the open quantities of
 * that order's lines, so the order follows them without anybody linking them by hand. Run inside
 * the import's transaction; a number that names no open order of the organization links nothing.
 */
export async function linkShipmentsByOrderNumber(
  db: Executor,
  organizationId: number,
  shipments: { id: number; purchase_order_number: string | null | undefined }[],
) {
  const numbered = shipments.flatMap((shipment) => {
    const number = shipment.purchase_order_number?.trim();
    return number ? [{ id: shipment.id, number }] : [];
  });
  if (numbered.length === 0) return;
  const orders = await queries.openOrdersByNumbers(
    db,
    organizationId,
    numbered.map((shipment) => shipment.number),
  );
  for (const shipment of numbered) {
    const orderIds = orders.filter((order) => order.order_number === shipment.number).map((order) => order.id);
    if (orderIds.length === 0) continue;
    const { lines, links } = await linesWithLedger(db, orderIds);
    const open = lines.filter(
      ({ line, ledger }) => ledger.open > 0 && !links.some((link) => link.line_id === line.id && link.consignment_id === shipment.id),
    );
    await queries.linkLines(
      db,
      organizationId,
      shipment.id,
      null,
      open.map(({ line, ledger }) => ({ lineId: line.id, quantity: ledger.open })),
    );
  }
}

/** The order lines a shipment carries, of the orders of the sites acted as. */
export async function shipmentLines(deps: AppDeps, ctx: SignedInContext, uuid: string): Promise<TPurchaseShipmentLine[]> {
  return queries.shipmentLines(deps.db, scopeOf(ctx), uuid);
}

export async function statistics(deps: AppDeps, ctx: SignedInContext): Promise<TPurchaseStats> {
  const stats = await queries.statistics(deps.db, scopeOf(ctx));
  return {
    open_value: stats.openValue,
    open_orders: stats.openOrders,
    late_lines: stats.lateLines,
    suppliers: stats.suppliers.map((supplier) => ({
      ...supplier,
      on_time_share: supplier.lines_due > 0 ? supplier.on_time / supplier.lines_due : null,
    })),
  };
}

/** The people an order of a site acted as may name as its buyer; none for any other site. */
export async function buyersForSite(deps: AppDeps, ctx: SignedInContext, siteId: number) {
  if (!ctx.actor.siteIds.includes(siteId)) return [];
  const site = await queries.findSite(deps.db, siteId);
  return site ? queries.buyersOfSite(deps.db, site.organization_id, site.id) : [];
}
