import type { TPurchaseLineQuantity } from '@freight/contracts';
import { isOrderBookable } from '@freight/domain';
import type { Executor } from '../../db/client';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import { linesWithLedger } from './orders.service';
import * as queries from './purchase.queries';

/** Order lines a booking carries, checked against their orders and ready to link to its shipment. */
export interface BookedOrderLines {
  organizationId: number;
  orderIds: number[];
  lines: { lineId: number; quantity: number }[];
}

/**
 * Checks the order lines a booking is to carry, inside the booking's transaction with their
 * orders locked, so two bookings of the same lines cannot both take what is open. A line of an
 * order outside the sites acted as is not found; a quantity above what is still open is refused.
 */
export async function checkBookedOrderLines(
  tx: Executor,
  ctx: SignedInContext,
  organizationId: number,
  requested: readonly TPurchaseLineQuantity[],
): Promise<BookedOrderLines | null> {
  if (requested.length === 0) return null;
  const owners = await queries.ordersOfLines(
    tx,
    requested.map((line) => line.line_id),
  );
  const orderIds = [...new Set(owners.map((owner) => owner.order_id))];
  // Only orders of the organization the shipment is booked for.
  const orders = (await queries.lockOrders(tx, scopeOf(ctx), orderIds)).filter((order) => order.organization_id === organizationId);
  if (owners.length < new Set(requested.map((line) => line.line_id)).size || orders.length < orderIds.length) {
    throw new NotFoundError();
  }
  const { lines } = await linesWithLedger(tx, orderIds);
  const errors: Record<string, FieldMessage[]> = {};
  const seen = new Set<number>();
  requested.forEach((request, index) => {
    const entry = lines.find((candidate) => candidate.line.id === request.line_id)!;
    const order = orders.find((candidate) => candidate.id === entry.line.order_id)!;
    if (seen.has(request.line_id)) return (errors[`purchase_lines.${index}.line_id`] = ['validation.invalid']);
    seen.add(request.line_id);
    if (!isOrderBookable(order.status)) return (errors[`purchase_lines.${index}.line_id`] = ['validation.purchase_not_bookable']);
    if (request.quantity > entry.ledger.open) {
      errors[`purchase_lines.${index}.quantity`] = [{ key: 'validation.purchase_link_above_open', params: { open: entry.ledger.open } }];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    organizationId,
    orderIds,
    lines: requested.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
  };
}

/** Links the checked lines to the booked shipment; their orders read the quantities as booked from now on. */
export async function linkBookedOrderLines(tx: Executor, booked: BookedOrderLines | null, consignmentId: number, bookingId: number) {
  if (!booked) return;
  await queries.linkLines(tx, booked.organizationId, consignmentId, bookingId, booked.lines);
  for (const orderId of booked.orderIds) await queries.updateOrder(tx, orderId, {});
}
