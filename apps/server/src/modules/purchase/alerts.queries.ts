import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, purchaseArticles, purchaseLineShipments, purchaseOrderLines, purchaseOrders } from '../../db/schema';

/** The day an order's goods are ready: the supplier's confirmed date, else the one asked for. */
const cargoReady = sql<string>`coalesce(${purchaseOrders.cargo_ready_confirmed}, ${purchaseOrders.cargo_ready_requested})`;

/**
 * Marks as told the lines of sent or confirmed orders with a buyer that are still not fully
 * booked within their organization's alert days of the cargo-ready date, and returns them; the
 * rows are locked while claimed and those another process holds are skipped, so each is told once.
 */
export async function claimUnbookedLines(db: Executor, limit: number) {
  const booked = sql`coalesce((select sum(${purchaseLineShipments.quantity}) from ${purchaseLineShipments} where ${purchaseLineShipments.line_id} = ${purchaseOrderLines.id}), 0)`;
  const due = db
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.order_id))
    .innerJoin(organizations, eq(organizations.id, purchaseOrders.organization_id))
    .where(
      and(
        isNull(purchaseOrderLines.unbooked_alerted_at),
        inArray(purchaseOrders.status, ['sent', 'confirmed']),
        isNotNull(purchaseOrders.buyer_user_id),
        sql`${cargoReady} - ${organizations.purchase_unbooked_alert_days}::int <= current_date`,
        sql`${booked} < ${purchaseOrderLines.quantity}`,
      ),
    )
    .orderBy(asc(purchaseOrderLines.id))
    .limit(limit)
    .for('update', { of: purchaseOrderLines, skipLocked: true });
  const claimed = await db
    .update(purchaseOrderLines)
    .set({ unbooked_alerted_at: sql`now()` })
    .where(inArray(purchaseOrderLines.id, due))
    .returning({ id: purchaseOrderLines.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      organizationId: purchaseOrders.organization_id,
      orderId: purchaseOrders.id,
      orderNumber: purchaseOrders.order_number,
      buyerUserId: purchaseOrders.buyer_user_id,
      cargoReady,
      lineNumber: purchaseOrderLines.line_number,
      article: purchaseArticles.article_name,
      ordered: purchaseOrderLines.quantity,
      booked: sql<number>`${booked}`.mapWith(Number),
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.order_id))
    .innerJoin(purchaseArticles, eq(purchaseArticles.id, purchaseOrderLines.article_id))
    .where(
      inArray(
        purchaseOrderLines.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.id));
}
