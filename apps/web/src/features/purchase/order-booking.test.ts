import type { TPurchaseOrderDetail } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { openDeliveries, orderBooking } from './order-booking';

const ledger = (ordered: number, booked: number) => ({ ordered, booked, shipped: 0, received: 0, open: ordered - booked });
const article = (number: string, weight: number | null) => ({
  id: 1,
  article_number: number,
  article_name: `Article ${number}`,
  primary_color: null,
  hs_code: '940520',
  origin_country: 'PT',
  gross_weight_kg: weight,
  net_weight_kg: weight === null ? null : weight - 0.5,
  length_cm: 40,
  width_cm: 30,
  height_cm: 10,
});
const line = (id: number, delivery: number, ordered: number, booked: number, weight: number | null) => ({
  id,
  line_number: id,
  delivery,
  article: article(`A-${id}`, weight),
  quantity: ordered,
  unit_price: 10,
  discount_percent: 10,
  line_amount: ordered * 900,
  commission: null,
  shipment_date: null,
  split_from_line_id: null,
  ledger: ledger(ordered, booked),
});

const order = {
  order_number: 'PO-1',
  site: { id: 2, name: 'Stockholm Office' },
  supplier: { id: 3, name: 'Porto Linen' },
  currency: 'EUR',
  incoterm: 'FCA',
  incoterm_place: 'Maia',
  supplier_pickup_address: {
    name: 'Warehouse',
    address: 'Rua 7',
    address2: null,
    zip: '4470-122',
    city: 'Maia',
    country: 'PT',
    contact_person: 'Ana Ribeiro',
    phone: '+351220001122',
    email: null,
  },
  delivery_address: {
    name: 'Stockholm Office',
    address: 'Sveavägen 44',
    zip: '11134',
    city: 'Stockholm',
    country: 'SE',
    contact_person: 'Ulla Usersson',
    phone: '+4686001100',
    email: 'ulla@demo.example',
  },
  lines: [line(1, 1, 10, 4, 1.5), line(2, 1, 5, 5, 2), line(3, 2, 8, 0, null)],
} as unknown as TPurchaseOrderDetail;

describe('a booking from a purchase order', () => {
  it('collects at the supplier, delivers to the site with the buyer, and takes what is open of every line', () => {
    const booking = orderBooking(order, { kind: 'open' })!;
    expect(booking.consignor).toMatchObject({ name: 'Porto Linen', city: 'Maia', country: 'PT', contact_person: 'Ana Ribeiro' });
    expect(booking.consignee).toMatchObject({ name: 'Stockholm Office', contact_person: 'Ulla Usersson', email: 'ulla@demo.example' });
    expect(booking.incoterm).toEqual({ type: 'FCA', location: 'Maia' });
    expect(booking.lines).toEqual([
      { line_id: 1, quantity: 6 },
      { line_id: 3, quantity: 8 },
    ]);
    expect(booking.goods[0]).toMatchObject({ units: 6, weight_kg: 1.5, length_cm: 40, unit_price: 9, net_weight_kg: 1 });
  });

  it('takes one delivery, or the quantities typed, never more than is open', () => {
    expect(orderBooking(order, { kind: 'delivery', delivery: 2 })!.lines).toEqual([{ line_id: 3, quantity: 8 }]);
    expect(orderBooking(order, { kind: 'chosen', quantities: { 1: 20, 3: 2 } })!.lines).toEqual([
      { line_id: 1, quantity: 6 },
      { line_id: 3, quantity: 2 },
    ]);
    expect(orderBooking(order, { kind: 'chosen', quantities: { 2: 1 } })).toBeNull();
    expect(openDeliveries(order)).toEqual([1, 2]);
  });
});
