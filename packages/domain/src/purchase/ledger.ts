import type { ConsignmentStatus, PurchaseOrderSetStatus, PurchaseOrderStatus } from '@freight/contracts';

/** Shipment statuses at which the goods have left the supplier. */
const SHIPPED: readonly ConsignmentStatus[] = ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION'];
/** A cancelled or returned shipment no longer carries the line. */
const VOID: readonly ConsignmentStatus[] = ['CANCELLED', 'RETURNED'];

export interface LineLink {
  quantity: number;
  status: string;
}

export interface Ledger {
  ordered: number;
  booked: number;
  shipped: number;
  received: number;
  open: number;
}

/**
 * Where a line's quantity is, from the shipments that carry it: booked on any live shipment,
 * shipped once picked up, received once delivered. Each figure is capped at what was ordered,
 * so a shipment over-reported by a carrier never shows more than the buyer ordered.
 */
export function lineLedger(ordered: number, links: readonly LineLink[]): Ledger {
  let booked = 0;
  let shipped = 0;
  let received = 0;
  for (const link of links) {
    if (VOID.includes(link.status as ConsignmentStatus)) continue;
    booked += link.quantity;
    if (SHIPPED.includes(link.status as ConsignmentStatus)) shipped += link.quantity;
    if (link.status === 'DELIVERED') received += link.quantity;
  }
  const cap = (value: number) => Math.min(value, ordered);
  return { ordered, booked: cap(booked), shipped: cap(shipped), received: cap(received), open: Math.max(ordered - cap(booked), 0) };
}

export function sumLedgers(ledgers: readonly Ledger[]): Ledger {
  return ledgers.reduce(
    (sum, ledger) => ({
      ordered: sum.ordered + ledger.ordered,
      booked: sum.booked + ledger.booked,
      shipped: sum.shipped + ledger.shipped,
      received: sum.received + ledger.received,
      open: sum.open + ledger.open,
    }),
    { ordered: 0, booked: 0, shipped: 0, received: 0, open: 0 },
  );
}

/**
 * The status a buyer sees: what they set, until the supplier has confirmed; from then on the
 * order's shipments tell how far it is, until the buyer closes or cancels it.
 */
export function orderStatus(set: PurchaseOrderSetStatus, ledger: Ledger): PurchaseOrderStatus {
  if (set !== 'confirmed') return set;
  if (ledger.ordered > 0 && ledger.received >= ledger.ordered) return 'received';
  if (ledger.ordered > 0 && ledger.shipped >= ledger.ordered) return 'shipped';
  if (ledger.shipped > 0) return 'partly_shipped';
  return 'confirmed';
}

const NEXT: Record<PurchaseOrderSetStatus, readonly PurchaseOrderSetStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['confirmed', 'draft', 'cancelled'],
  confirmed: ['closed', 'cancelled'],
  closed: ['confirmed'],
  cancelled: [],
};

/**
 * Why the buyer may not set the status, or null when they may. Nothing already shipped can be
 * cancelled; a closed order can be reopened.
 */
export function statusChangeProblem(
  from: PurchaseOrderSetStatus,
  to: PurchaseOrderSetStatus,
  ledger: Ledger,
): 'not_allowed' | 'already_shipped' | null {
  if (!NEXT[from].includes(to)) return 'not_allowed';
  if (to === 'cancelled' && ledger.booked > 0) return 'already_shipped';
  return null;
}

/** The statuses the buyer may set next, in the order offered: those `statusChangeProblem` lets through. */
export function allowedStatusChanges(from: PurchaseOrderSetStatus, ledger: Ledger): PurchaseOrderSetStatus[] {
  return NEXT[from].filter((to) => statusChangeProblem(from, to, ledger) === null);
}

/** The status the buyer set, read back from the status shown: shipping progress is a confirmed order. */
export function setStatusOf(status: PurchaseOrderStatus): PurchaseOrderSetStatus {
  return status === 'partly_shipped' || status === 'shipped' || status === 'received' ? 'confirmed' : status;
}

/** Whether the order's lines may still be changed: not once closed or cancelled. */
export function isOrderEditable(set: PurchaseOrderSetStatus): boolean {
  return set === 'draft' || set === 'sent' || set === 'confirmed';
}

/** Whether transport may be booked for the order's lines: once sent to the supplier, until closed or cancelled. */
export function isOrderBookable(set: PurchaseOrderSetStatus): boolean {
  return set === 'sent' || set === 'confirmed';
}

/** A change to an order the supplier has confirmed is kept as a new version. */
export function changeMakesVersion(set: PurchaseOrderSetStatus): boolean {
  return set === 'confirmed';
}
