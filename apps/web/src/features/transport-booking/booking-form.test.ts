import { ZBookingFlowValues, ZFlowBookingRequest, type TPriceCalculation } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingSteps,
  defaultBookingForm,
  formFromCalculationRequest,
  fromFlowValues,
  invoiceDetailsOn,
  lockedPrintTypes,
  placeStepErrors,
  senderAt,
  stepFieldPaths,
  stepOfField,
  toBookingRequest,
  toFlowValues,
  type BookingFormValues,
} from './booking-form';

const NOW = new Date('2030-03-04T10:00:00');

function filled(): BookingFormValues {
  const values = defaultBookingForm('quote', 'SE', NOW);
  return {
    ...values,
    calculation_id: 'c0ffee00-0000-4000-8000-000000000001',
    carrier_service_id: 7,
    consignor: {
      ...values.consignor,
      name: 'Nordic Freight AB',
      address: 'Lundbyvägen 12',
      zip: '41755',
      city: 'Göteborg',
      contact_person: 'Ulla',
      phone: '+46317001200',
    },
    consignee: { ...values.consignee, name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0150', city: 'Oslo', country: 'NO' },
    goods: [
      { ...values.goods[0]!, weight: '300', height: '120', load_meters: '0.4', description: 'Machine parts', shipping_mark: 'NF/42' },
    ],
    references: { ...values.references, consignor_reference: 'REF-1' },
    terms: { type: 'dap', location: 'Oslo' },
    freight_print_types: ['labels'],
    invoice: {
      ...values.invoice,
      invoice_number: 'INV-1',
      articles: [
        {
          article_number: '',
          description: 'Pump',
          hs_code: '8413.60',
          country_of_origin: 'SE',
          quantity: '2',
          unit_price: '6250',
          net_weight: '',
        },
      ],
    },
  };
}

describe('the booking form', () => {
  it('inserts the invoice before the summary only for a dutiable shipment', () => {
    expect(bookingSteps('quote', false)).toEqual([
      'address',
      'goods',
      'result',
      'create_booking',
      'finalize_goods_description',
      'delivery_terms',
      'summary',
      'confirmation',
    ]);
    expect(bookingSteps('quote', true).slice(-3)).toEqual(['invoice', 'summary', 'confirmation']);
    expect(bookingSteps('adHoc', true)).toEqual(['address', 'goods', 'create_booking', 'invoice', 'confirmation']);
    expect(bookingSteps('short', false)).toEqual(['address', 'goods', 'delivery_terms', 'confirmation']);
    expect(bookingSteps('short', true)).toEqual(['address', 'goods', 'invoice', 'delivery_terms', 'confirmation']);
  });

  it('gives flow values the agreed contract accepts, and reads them back unchanged', () => {
    const values = filled();
    const flow = toFlowValues(values, true);
    expect(ZBookingFlowValues.safeParse(flow).success).toBe(true);
    expect(flow.goods?.[0]).toMatchObject({
      weight: 300,
      height: 120,
      load_meters: 0.4,
      depth: null,
      non_stackable: false,
      description: 'Machine parts',
    });
    expect(flow.invoice?.articles?.[0]).toMatchObject({ quantity: 2, unit_price: 6250, net_weight: null });
    const back = fromFlowValues(flow, 'quote', new Date('2030-03-04T10:00:00Z'));
    expect(back).toEqual(values);
  });

  it('leaves the invoice out unless dutiable, and hidden modules’ fields out', () => {
    const values = { ...filled(), goods_information: { content: 'Parts', value: '100', currency: 'SEK' } };
    expect(toFlowValues(values, false).invoice).toBeNull();
    expect(toFlowValues(values, false).goods_information).toEqual({ content: null, value: null, currency: 'SEK' });
    const shown = { ...values, modules: { ...values.modules, 'custom-value': 'visible' as const, 'load-meters': 'hidden' as const } };
    expect(toFlowValues(shown, false).goods_information).toEqual({ content: null, value: 100, currency: 'SEK' });
    expect(toFlowValues(shown, false).goods?.[0]?.load_meters).toBeNull();
  });

  it('makes a booking request the booking contract takes', () => {
    const parsed = ZFlowBookingRequest.safeParse(toBookingRequest(filled(), true));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.terms).toEqual({ type: 'DAP', location: 'Oslo' });
    expect(parsed.data?.invoice?.articles[0]?.hs_code).toBe('841360');
  });

  it('drops a stored copy that is not flow values, and moves a passed pickup day to today', () => {
    expect(fromFlowValues({ goods: 'many' }, 'quote')).toBeNull();
    expect(fromFlowValues({ pickup_date: '2020-01-01' }, 'quote', new Date('2030-03-04T10:00:00Z'))?.pickup_date).toBe('2030-03-04');
    // Booked again after today's window closed (15:00 in Stockholm is 14:00 UTC in March): tomorrow.
    const lateInTheDay = new Date('2030-03-04T14:30:00Z');
    expect(fromFlowValues({ pickup_time_latest: '15:00' }, 'quote', lateInTheDay)?.pickup_date).toBe('2030-03-05');
    expect(fromFlowValues({ pickup_date: '2030-03-04', pickup_time_latest: '15:00' }, 'quote', lateInTheDay)?.pickup_date).toBe(
      '2030-03-05',
    );
    expect(fromFlowValues({ pickup_date: '2030-03-04', pickup_time_latest: '16:00' }, 'quote', lateInTheDay)?.pickup_date).toBe(
      '2030-03-04',
    );
  });
});

describe('step errors', () => {
  it('belong to the step that shows the field', () => {
    expect(stepOfField('consignor.zip')).toBe('address');
    expect(stepOfField('delivery.city')).toBe('address');
    expect(stepOfField('goods.0.weight')).toBe('goods');
    expect(stepOfField('goods.1.description')).toBe('finalize_goods_description');
    expect(stepOfField('carrier_service_id')).toBe('result');
    expect(stepOfField('pickup_time_latest')).toBe('create_booking');
    expect(stepOfField('references.project_number')).toBe('create_booking');
    expect(stepOfField('freight_print_types')).toBe('delivery_terms');
    expect(stepOfField('invoice.articles.2.hs_code')).toBe('invoice');
  });

  it('go under the fields a step shows, first message only, the rest to the notice', () => {
    const values = filled();
    const shown = new Set(stepFieldPaths('address', values, { invoiced: false }));
    const placed = placeStepErrors(
      {
        'consignor.zip': ['Enter a Swedish postcode.', 'Too long.'],
        'pickup.city': ['Required.'],
        'consignee.phone': ['Enter a phone number.'],
      },
      (key) => shown.has(key),
    );
    expect(placed.fields).toEqual({ 'consignor.zip': 'Enter a Swedish postcode.', 'consignee.phone': 'Enter a phone number.' });
    // No separate pickup place is shown, so its message cannot sit under a field.
    expect(placed.unplaced).toEqual([{ key: 'pickup.city', message: 'Required.' }]);
  });

  it('follow the modules: a hidden module’s fields are not shown', () => {
    const values = filled();
    expect(stepFieldPaths('goods', values, { invoiced: false })).toContain('goods.0.load_meters');
    const hidden = { ...values, modules: { ...values.modules, 'load-meters': 'hidden' as const, 'pickup-time': 'hidden' as const } };
    expect(stepFieldPaths('goods', hidden, { invoiced: false })).not.toContain('goods.0.load_meters');
    expect(stepFieldPaths('create_booking', hidden, { invoiced: false })).not.toContain('pickup_time_latest');
    expect(stepFieldPaths('create_booking', values, { invoiced: false })).not.toContain('goods_information.value');
    expect(stepFieldPaths('invoice', values, { invoiced: true })).toContain('invoice.articles.0.hs_code');
  });
});

describe('the sender of a booking from a quote', () => {
  const source = {
    organization: 'Nordic Freight AB',
    site: {
      address: 'Lundbyvägen 12',
      post_code: '417 55',
      city: 'Göteborg',
      country_code: 'SE',
      phone: '+46317001200',
      email: 'gbg@nordic.example',
    },
    user: { name: 'Ulla Usersson', email: 'ulla@nordic.example' },
  };

  it('is the acting site with the user as contact when the quote picks up there', () => {
    expect(senderAt({ country: 'SE', zip: '41755', city: 'Gothenburg' }, source)).toMatchObject({
      name: 'Nordic Freight AB',
      address: 'Lundbyvägen 12',
      zip: '417 55',
      city: 'Göteborg',
      country: 'SE',
      contact_person: 'Ulla Usersson',
      email: 'ulla@nordic.example',
      phone: '+46317001200',
    });
  });

  it('keeps the quoted postcode and city, and leaves the street to the user, when the quote picks up elsewhere', () => {
    expect(senderAt({ country: 'SE', zip: '41101', city: 'Gothenburg' }, source)).toMatchObject({
      name: 'Nordic Freight AB',
      address: '',
      zip: '41101',
      city: 'Gothenburg',
      country: 'SE',
      contact_person: 'Ulla Usersson',
    });
  });
});

describe('a booking opened from a quote', () => {
  const calculation = {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    site_id: 1,
    request: {
      pickup: { country: 'SE', zip: '41101', city: 'Gothenburg' },
      delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
      goods: [{ package_type: 'eur_pallet', units: 1, weight: 300, dangerous_goods: false }],
      pickup_date: '2030-03-04',
    },
  } as unknown as TPriceCalculation;

  it('picks up on the quoted day while its window is open, else on the next open day', () => {
    const morning = new Date('2030-03-04T08:00:00Z');
    expect(formFromCalculationRequest(calculation, 7, undefined, '2030-03-04', null, morning).pickup_date).toBe('2030-03-04');
    // 18:00 in Stockholm on a Monday: the window closed, Tuesday is the first open day.
    const evening = new Date('2030-03-04T17:00:00Z');
    expect(formFromCalculationRequest(calculation, 7, undefined, '2030-03-04', null, evening).pickup_date).toBe('2030-03-05');
  });
});

describe('booking defaults', () => {
  const defaults = {
    freight_print_types: ['labels', 'waybill'] as ('labels' | 'waybill')[],
    label_format: 'PDF' as const,
    payer: 'receiver' as const,
    pickup_time_earliest: '07:00',
    pickup_time_latest: '14:00',
    incoterm: 'DAP' as const,
    incoterm_place: 'Oslo',
  };

  it('starts a fresh form from the user’s booking defaults', () => {
    const values = defaultBookingForm('quote', 'SE', NOW, defaults);
    expect(values).toMatchObject({
      freight_print_types: ['labels', 'waybill'],
      label_format: 'PDF',
      payer: 'receiver',
      pickup_time_earliest: '07:00',
      pickup_time_latest: '14:00',
      terms: { type: 'DAP', location: 'Oslo' },
    });
    // On the portal's (Stockholm's) clocks the 07:00–14:00 window is open at 09:00 and closed at 15:00.
    expect(defaultBookingForm('quote', 'SE', new Date('2030-03-04T08:00:00Z'), defaults).pickup_date).toBe('2030-03-04');
    expect(defaultBookingForm('quote', 'SE', new Date('2030-03-04T14:00:00Z'), defaults).pickup_date).toBe('2030-03-05');
  });

  it('keeps the portal’s defaults for a user who set none: PNG labels, nothing printed, the sender pays', () => {
    expect(defaultBookingForm('quote', 'SE', NOW)).toMatchObject({
      freight_print_types: [],
      label_format: 'PNG',
      payer: 'sender',
      pickup_time_earliest: '09:00',
      pickup_time_latest: '16:00',
      terms: { type: '', location: '' },
    });
  });
});

describe('the delivery window', () => {
  it('goes to the server and into a draft as typed, and comes back from one; none is two blanks', () => {
    const values = { ...defaultBookingForm('quote', 'SE', NOW), delivery_time_earliest: '08:00', delivery_time_latest: '12:00' };
    expect(toBookingRequest(values, false)).toMatchObject({ delivery_time_earliest: '08:00', delivery_time_latest: '12:00' });
    const flow = toFlowValues(values, false);
    expect(fromFlowValues(flow, 'quote')).toMatchObject({ delivery_time_earliest: '08:00', delivery_time_latest: '12:00' });
    expect(toBookingRequest(defaultBookingForm('quote', 'SE', NOW), false)).toMatchObject({
      delivery_time_earliest: null,
      delivery_time_latest: null,
    });
  });

  it('belongs to the create-booking step, where a refused window takes the user', () => {
    expect(stepOfField('delivery_time_latest')).toBe('create_booking');
    expect(stepFieldPaths('create_booking', defaultBookingForm('quote', 'SE', NOW), { invoiced: false })).toContain(
      'delivery_time_earliest',
    );
  });
});

describe('the parties and print types', () => {
  it('sends a private receiver and a section as the flow values, and reads them back', () => {
    const values = filled();
    values.consignee = { ...values.consignee, company_model: 'private', section: 'Floor 3', email: 'karin@mail.example' };
    const flow = toFlowValues(values, false);
    expect(flow.consignee).toMatchObject({ company_model: 'private', section: 'Floor 3' });
    expect(flow.consignor).toMatchObject({ company_model: 'business', section: null });
    expect(fromFlowValues(flow, 'quote', new Date('2030-03-04T10:00:00Z'))?.consignee).toMatchObject({
      company_model: 'private',
      section: 'Floor 3',
    });
    expect(toBookingRequest({ ...values, freight_print_saved: true }, false)).toMatchObject({ freight_print_saved: true });
  });

  it('takes the print-type lock of the one booking site acted as', () => {
    const sites = [
      { id: 1, applications: ['transport_booking' as const], locked_freight_print_types: ['labels' as const, 'waybill' as const] },
      { id: 2, applications: ['transport_booking' as const], locked_freight_print_types: null },
      { id: 3, applications: ['customs' as const], locked_freight_print_types: ['labels' as const] },
    ];
    expect(lockedPrintTypes(sites, [1])).toEqual(['labels', 'waybill']);
    expect(lockedPrintTypes(sites, [1, 3])).toEqual(['labels', 'waybill']);
    expect(lockedPrintTypes(sites, [2, 3])).toBeNull();
    // Two booking sites leave the booking site open, as the server does.
    expect(lockedPrintTypes(sites, [1, 2])).toBeNull();
  });
});

describe('the invoice step', () => {
  const sites = [
    { id: 1, applications: ['transport_booking' as const] },
    { id: 2, applications: ['transport_booking' as const, 'invoice_details' as const] },
    { id: 3, applications: ['invoice_details' as const] },
  ];

  it('is on for a booking site with invoice details, not for a site that cannot book', () => {
    expect(invoiceDetailsOn(sites, [1])).toBe(false);
    expect(invoiceDetailsOn(sites, [2])).toBe(true);
    expect(invoiceDetailsOn(sites, [1, 3])).toBe(false);
  });

  it('comes before the summary of an invoiced quote booking, and is left out otherwise', () => {
    expect(bookingSteps('quote', true)).toEqual([
      'address',
      'goods',
      'result',
      'create_booking',
      'finalize_goods_description',
      'delivery_terms',
      'invoice',
      'summary',
      'confirmation',
    ]);
    expect(bookingSteps('quote', false)).not.toContain('invoice');
  });
});
