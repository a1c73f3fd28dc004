import { sql, type SQL } from 'drizzle-orm';
import { consignments, purchaseLineShipments, purchaseOrderLines, purchaseOrders } from '../../db/schema';

/**
 * The purchase source of the catalogue: purchase orders summed straight from the orders, each
 * with its lines' ledger worked out beside it, so figures are never a copy to keep in step. The
 * orders of a period are found by the organization's creation-time index; drafts are not orders.
 */
const o = purchaseOrders;
const l = purchaseOrderLines;
const ls = purchaseLineShipments;
const c = consignments;

const SHIPPED = sql.raw(`('PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION')`);
const readyBy = sql`coalesce(${o.cargo_ready_confirmed}, ${o.cargo_ready_requested})`;
const orderDay = sql`(${o.created_at} at time zone 'UTC')::date`;
const live = sql`${o.status} in ('sent', 'confirmed')`;
const counted = sql`${o.status} <> 'cancelled'`;

/**
 * Each order's figures from its lines, and each line's ledger as the purchase module reads it:
 * picked-up shipments count as shipped, delivered ones as received, each capped at the quantity.
 */
const orderFigures = sql`left join lateral (
  select
    sum(${l.quantity}) as ordered,
    sum(lg.shipped) as shipped,
    sum(lg.received) as received,
    sum(${l.line_amount}) filter (where ${counted}) as amount,
    round(sum(${l.line_amount}::numeric * (${l.quantity} - lg.received) / ${l.quantity}) filter (where ${live})) as open_amount,
    sum(${l.quantity} - lg.received) filter (where ${live}) as open_quantity,
    count(*) filter (where ${counted} and (lg.first_pickup is not null or ${readyBy} < current_date)) as lines_due,
    count(*) filter (where ${counted} and lg.first_pickup is not null and (${readyBy} is null or lg.first_pickup <= ${readyBy})) as lines_on_time,
    count(*) filter (where ${live} and ((lg.shipped < ${l.quantity} and ${readyBy} < current_date)
      or (lg.received < ${l.quantity} and ${o.must_arrive_by} < current_date))) as overdue_lines,
    sum(lg.first_pickup - ${orderDay}) filter (where ${counted}) as lead_days_total,
    count(lg.first_pickup) filter (where ${counted}) as picked_lines
  from ${l}
  cross join lateral (
    select
      least(coalesce(sum(${ls.quantity}) filter (where ${c.status} in ${SHIPPED}), 0), ${l.quantity}) as shipped,
      least(coalesce(sum(${ls.quantity}) filter (where ${c.status} = 'DELIVERED'), 0), ${l.quantity}) as received,
      min((${c.pickup_at} at time zone 'UTC')::date) filter (where ${c.status} in ${SHIPPED}) as first_pickup
    from ${ls} join ${c} on ${c.id} = ${ls.consignment_id}
    where ${ls.line_id} = ${l.id}
  ) lg
  where ${l.order_id} = ${o.id} and ${l.organization_id} = ${o.organization_id}
) pf on true`;

const sumOf = (column: string) => sql`coalesce(sum(${sql.raw(`pf.${column}`)}), 0)::float8`;

export const PURCHASE_FIGURES: Record<string, SQL> = {
  po_orders: sql`count(*)::float8`,
  po_amount: sumOf('amount'),
  po_open_amount: sumOf('open_amount'),
  po_open_quantity: sumOf('open_quantity'),
  po_lines_due: sumOf('lines_due'),
  po_lines_on_time: sumOf('lines_on_time'),
  po_overdue_lines: sumOf('overdue_lines'),
  po_lead_days_total: sumOf('lead_days_total'),
  po_picked_lines: sumOf('picked_lines'),
};

/** The order's status as the order list shows it: shipping progress follows from a confirmed order's ledger. */
const orderStatus = sql`case when ${o.status} <> 'confirmed' then ${o.status}
  when pf.ordered > 0 and pf.received >= pf.ordered then 'received'
  when pf.ordered > 0 and pf.shipped >= pf.ordered then 'shipped'
  when pf.shipped > 0 then 'partly_shipped' else 'confirmed' end`;

export const PURCHASE_COLUMNS = {
  day: orderDay,
  dimensions: {
    site: sql`${o.site_id}::text`,
    supplier: sql`${o.supplier_id}::text`,
    purchase_status: orderStatus,
    currency: sql`${o.currency}`,
  },
  tenancy: { organizationId: o.organization_id, siteId: o.site_id },
};

export const PURCHASE_FROM = sql`${o} ${orderFigures}`;

/** Orders (never drafts) made from the first day to the last, inclusive, as a range the creation-time index serves. */
export function purchasePeriod(from: string, to: string): SQL {
  return sql`${o.status} <> 'draft' and ${o.created_at} >= (${from}::date)::timestamp at time zone 'UTC' and ${o.created_at} < (${to}::date + 1)::timestamp at time zone 'UTC'`;
}
