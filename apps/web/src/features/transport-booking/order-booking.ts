import { routePath, type TPurchaseLineQuantity } from '@freight/contracts';
import type { AddressValue } from '../address-book';
import { defaultBookingForm, emptyInvoice, newBookingGoodsLine, newInvoiceArticle, type BookingFormValues } from './booking-form';
import { bookingCart, newStoredBooking, type BookingOrigin } from './booking-storage';

/** One article of an order line as goods of the booking: so many packed units of a weight and size. */
export interface OrderGoods {
  description: string;
  units: number;
  /** Per unit, as the article is packed. */
  weight_kg: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  /** For the commercial invoice when the goods cross a customs border. */
  article_number: string;
  hs_code: string | null;
  origin_country: string | null;
  unit_price: number;
  net_weight_kg: number | null;
}

/** A booking a purchase order starts: its parties, goods and terms, and the quantities of its lines the shipment carries. */
export interface OrderBooking {
  order: { number: string; site_id: number; currency: string };
  consignor: AddressValue;
  consignee: AddressValue;
  incoterm: { type: string; location: string } | null;
  goods: OrderGoods[];
  lines: TPurchaseLineQuantity[];
}

/** A number as the flow's decimal fields take it: at most two decimals, the decimal comma. */
const decimalText = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100).replace('.', ','));

/** The ad-hoc flow's form filled from a purchase order. */
export function orderBookingForm(booking: OrderBooking, origin: BookingOrigin, now: Date = new Date()): BookingFormValues {
  const form = defaultBookingForm('adHoc', origin.country, now, origin.defaults);
  const invoice = emptyInvoice(form.invoice.invoice_date);
  return {
    ...form,
    consignor: booking.consignor,
    consignee: booking.consignee,
    goods: booking.goods.map((goods) => ({
      ...newBookingGoodsLine(),
      package_type: 'parcel',
      units: goods.units,
      weight: decimalText(goods.weight_kg),
      depth: decimalText(goods.length_cm),
      width: decimalText(goods.width_cm),
      height: decimalText(goods.height_cm),
      description: goods.description,
      shipping_mark: booking.order.number,
    })),
    references: { ...form.references, purchase_order_number: booking.order.number },
    terms: booking.incoterm ?? form.terms,
    // Used only when the goods cross a customs border: one article per order line.
    invoice: {
      ...invoice,
      invoice_number: booking.order.number,
      currency: booking.order.currency,
      delivery_term: booking.incoterm?.type ?? '',
      articles: booking.goods.map((goods) => ({
        ...newInvoiceArticle(goods.origin_country ?? ''),
        article_number: goods.article_number,
        description: goods.description,
        hs_code: goods.hs_code ?? '',
        quantity: String(goods.units),
        unit_price: decimalText(goods.unit_price),
        net_weight: decimalText(goods.net_weight_kg === null ? null : goods.net_weight_kg * goods.units),
      })),
    },
    purchase_lines: booking.lines,
    purchase_site_id: booking.order.site_id,
  };
}

/**
 * Opens the ad-hoc flow with the order's booking in its cart: a supplier abroad has no price in
 * the rate tables, which cover the organization's own pickups, so any known carrier is booked.
 */
export function startOrderBooking(booking: OrderBooking, origin: BookingOrigin): string {
  bookingCart('adHoc').save(newStoredBooking('adHoc', origin, orderBookingForm(booking, origin)));
  return routePath('transport.booking.ad_hoc');
}
