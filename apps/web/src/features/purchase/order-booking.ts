import type { TPurchaseOrderDetail } from '@freight/contracts';
import { emptyAddress } from '../address-book';
import type { OrderBooking } from '../transport-booking';

/** Which lines a booking takes, and how many of each. */
export type BookingChoice =
  { kind: 'open' } | { kind: 'delivery'; delivery: number } | { kind: 'chosen'; quantities: Record<number, number> };

/**
 * The booking an order starts: picked up at the supplier's pickup place, delivered to the
 * order's site with the buyer to ask for, one goods line per order line from its article's
 * packed weight and size. Null when the choice takes nothing still open.
 */
export function orderBooking(order: TPurchaseOrderDetail, choice: BookingChoice): OrderBooking | null {
  const quantityOf = (line: TPurchaseOrderDetail['lines'][number]) => {
    if (choice.kind === 'chosen') return Math.min(choice.quantities[line.id] ?? 0, line.ledger.open);
    if (choice.kind === 'delivery' && line.delivery !== choice.delivery) return 0;
    return line.ledger.open;
  };
  const taken = order.lines.map((line) => ({ line, quantity: quantityOf(line) })).filter(({ quantity }) => quantity > 0);
  if (taken.length === 0) return null;
  const pickup = order.supplier_pickup_address;
  const site = order.delivery_address;
  return {
    order: { number: order.order_number, site_id: order.site.id, currency: order.currency },
    consignor: {
      ...emptyAddress(),
      name: order.supplier.name,
      address: pickup?.address ?? '',
      address2: pickup?.address2 ?? '',
      zip: pickup?.zip ?? '',
      city: pickup?.city ?? '',
      state: '',
      country: pickup?.country ?? '',
      contact_person: pickup?.contact_person ?? '',
      email: pickup?.email ?? '',
      phone: pickup?.phone ?? '',
    },
    consignee: {
      ...emptyAddress(),
      name: site.name,
      address: site.address,
      address2: '',
      zip: site.zip,
      city: site.city,
      state: '',
      country: site.country,
      contact_person: site.contact_person ?? '',
      email: site.email ?? '',
      phone: site.phone ?? '',
    },
    incoterm: order.incoterm ? { type: order.incoterm, location: order.incoterm_place ?? '' } : null,
    goods: taken.map(({ line, quantity }) => ({
      description: line.article.article_name,
      units: quantity,
      weight_kg: line.article.gross_weight_kg,
      length_cm: line.article.length_cm,
      width_cm: line.article.width_cm,
      height_cm: line.article.height_cm,
      article_number: line.article.article_number,
      hs_code: line.article.hs_code,
      origin_country: line.article.origin_country,
      unit_price: (line.unit_price * (100 - line.discount_percent)) / 100,
      net_weight_kg: line.article.net_weight_kg,
    })),
    lines: taken.map(({ line, quantity }) => ({ line_id: line.id, quantity })),
  };
}

/** The deliveries of an order that still have something open to book, in order. */
export function openDeliveries(order: TPurchaseOrderDetail): number[] {
  return [...new Set(order.lines.filter((line) => line.ledger.open > 0).map((line) => line.delivery))].sort((a, b) => a - b);
}
