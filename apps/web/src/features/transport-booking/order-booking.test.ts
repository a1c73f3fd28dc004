import { DEFAULT_BOOKING_DEFAULTS } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { toBookingRequest } from './booking-form';
import { orderBookingForm, type OrderBooking } from './order-booking';

const address = (name: string, city: string, country: string) => ({
  name,
  address: 'Street 1',
  address2: '',
  zip: '100',
  city,
  state: '',
  country,
  contact_person: 'Li Wei',
  email: '',
  phone: '+8675586001234',
  section: '',
  company_model: 'business' as const,
});

const booking: OrderBooking = {
  order: { number: 'PO-9', site_id: 2, currency: 'USD' },
  consignor: address('Shenzhen Lamps', 'Dongguan', 'CN'),
  consignee: address('Stockholm Office', 'Stockholm', 'SE'),
  incoterm: { type: 'FOB', location: 'Shenzhen' },
  goods: [
    {
      description: 'Desk lamp',
      units: 12,
      weight_kg: 1.8,
      length_cm: 45,
      width_cm: 25.5,
      height_cm: 20,
      article_number: 'LMP-100',
      hs_code: '940521',
      origin_country: 'CN',
      unit_price: 17.4913,
      net_weight_kg: 1.25,
    },
  ],
  lines: [{ line_id: 70, quantity: 12 }],
};

describe('the booking flow opened from a purchase order', () => {
  it('fills parties, goods per unit, the order number reference, the Incoterm and the invoice articles', () => {
    const form = orderBookingForm(booking, { country: 'SE', defaults: DEFAULT_BOOKING_DEFAULTS }, new Date('2030-12-17T08:00:00Z'));
    expect(form.flow_type).toBe('adHoc');
    expect(form.consignor.city).toBe('Dongguan');
    expect(form.goods[0]).toMatchObject({ package_type: 'parcel', units: 12, weight: '1,8', width: '25,5', description: 'Desk lamp' });
    expect(form.references.purchase_order_number).toBe('PO-9');
    expect(form.terms).toEqual({ type: 'FOB', location: 'Shenzhen' });
    expect(form.invoice).toMatchObject({ invoice_number: 'PO-9', currency: 'USD', delivery_term: 'FOB' });
    expect(form.invoice.articles[0]).toMatchObject({ hs_code: '940521', quantity: '12', unit_price: '17,49', net_weight: '15' });

    // China to Sweden crosses a customs border: the request carries the invoice and the order lines.
    const request = toBookingRequest(form, true);
    expect(request.purchase_lines).toEqual([{ line_id: 70, quantity: 12 }]);
    expect(request.invoice?.articles?.[0]).toMatchObject({ quantity: 12, unit_price: 17.49 });
    expect(form.purchase_site_id).toBe(2);
  });
});
