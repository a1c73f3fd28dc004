import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdHocBookingRequestInput, TBooking, TFlowBookingRequestInput, TPriceCalculation } from '@freight/contracts';
import {
  agentOrganizationGrants,
  bookings,
  carriers,
  carrierServiceConnectors,
  carrierServices,
  consignmentItems,
} from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

/** A real SMTP server for the carriers' booking desks; `refusing` makes it turn mail away. */
const smtp = { received: [] as { to: string; data: string }[], refusing: false };
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (smtp.refusing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
    callback();
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      smtp.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
      callback();
    });
  },
});

let t: TestApp;
let user: string;
let gothenburg: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const PICKUP_DATE = '2030-12-18';
const goods = [{ package_type: 'eur_pallet' as const, units: 2, weight: 300, height: 120, description: 'Machine parts' }];
const consignor = {
  name: 'Nordic Freight AB',
  address: 'Lundbyvägen 12',
  zip: '41755',
  city: 'Göteborg',
  country: 'SE',
  contact_person: 'Ulla Usersson',
  phone: '+46317001200',
};
const oslo = { name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0150', city: 'Oslo', country: 'NO' };
const stockholm = { name: 'Stockholm Tools AB', address: 'Sveavägen 1', zip: '11157', city: 'Stockholm', country: 'SE' };
const INVOICE = {
  invoice_number: 'INV-2030-501',
  invoice_date: PICKUP_DATE,
  currency: 'SEK',
  freight_charges: 1200,
  reason_for_export: 'sale' as const,
  surcharges: [{ type: 'fuel_surcharge' as const, amount: 180 }],
  articles: [
    {
      article_number: 'MP-1',
      description: 'Hydraulic pump',
      hs_code: '841350',
      country_of_origin: 'SE',
      quantity: 4,
      unit_price: 12500,
      net_weight: 500,
    },
  ],
};

async function calculate(delivery: { country: string; zip: string; city: string }) {
  const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token: user,
    siteIds: [gothenburg],
    body: { pickup: { country: 'SE', zip: '41755', city: 'Göteborg' }, delivery, goods, pickup_date: PICKUP_DATE, flow: 'booking' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

const quoteOf = (calculation: TPriceCalculation, code: string) => calculation.quotes.find((quote) => quote.service.code === code)!;

function body(
  calculation: TPriceCalculation,
  consignee: typeof oslo,
  overrides: Partial<TFlowBookingRequestInput> = {},
): TFlowBookingRequestInput {
  return {
    calculation_id: calculation.id,
    carrier_service_id: quoteOf(calculation, 'DBS_SYSTEM').service.id,
    consignor,
    consignee,
    pickup_date: PICKUP_DATE,
    pickup_time_earliest: '09:00',
    pickup_time_latest: '12:00',
    goods,
    freight_print_types: ['labels'],
    label_format: 'PDF',
    ...overrides,
  };
}

const post = (url: string, payload: unknown) => call(t.app, 'POST', url, { token: user, siteIds: [gothenburg], body: payload });

describe('booking with the flow’s fields', () => {
  it('prices the chosen additional services, keeps the details, prints the commercial invoice and tells the carrier', async () => {
    const calculation = await calculate({ country: 'NO', zip: '0150', city: 'Oslo' });
    const quoted = quoteOf(calculation, 'DBS_SYSTEM');
    smtp.received.length = 0;
    const response = await post(
      '/api/bookings',
      body(calculation, oslo, {
        additional_services: ['tail_lift', 'pre_notification', 'door_delivery', 'customs_clearance'],
        additional_service_values: { pre_notification_phone: '+4722334455' },
        delivery_date: '2030-12-23',
        goods_information: { content: 'Hydraulic pumps', value: 50000, currency: 'SEK' },
        payment_details: { account_number: 'DBS-77120', account_type: 'export' },
        invoice: INVOICE,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json().data as TBooking;
    // The tail-lift surcharge of the carrier's price list is in the booked price.
    expect(booking.price!.amount).toBeGreaterThan(quoted.price.total);
    expect(booking.eta_at?.slice(0, 10)).toBe('2030-12-23');
    expect(booking.documents.map((document) => document.filename)).toEqual([
      `${booking.booking_number}-labels.pdf`,
      `${booking.booking_number}-commercial-invoice.pdf`,
    ]);
    const invoicePdf = await call(t.app, 'GET', `/api/documents/${booking.documents[1]!.id}/download`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoicePdf.rawPayload.toString('latin1')).toContain('Commercial invoice');

    const [stored] = await t.database.db
      .select({ details: bookings.details })
      .from(bookings)
      .where(eq(bookings.booking_number, booking.booking_number));
    expect(stored?.details).toMatchObject({
      additional_services: ['tail_lift', 'pre_notification', 'door_delivery', 'customs_clearance'],
      additional_service_values: { pre_notification_phone: '+4722334455' },
      delivery_date: '2030-12-23',
      goods_information: { content: 'Hydraulic pumps', value: 50000, currency: 'SEK' },
      payment_details: { account_number: 'DBS-77120', account_type: 'export' },
      invoice: { invoice_number: 'INV-2030-501', articles: [expect.objectContaining({ hs_code: '841350' })] },
    });

    expect(booking.hand_over.status).toBe('sent');
    const mail = smtp.received[0]!.data.replace(/=\r\n/g, '');
    expect(mail).toContain('Additional services:');
    expect(mail).toContain('tail_lift');
    expect(mail).toContain('pre_notification_phone: +4722334455');
    expect(mail).toContain('Commercial invoice: INV-2030-501');
    expect(mail.match(/Content-Type: application\/pdf/g)).toHaveLength(2);
  });

  it('refuses dutiable goods without complete invoice details, by invoice field', async () => {
    const calculation = await calculate({ country: 'NO', zip: '0150', city: 'Oslo' });
    const missing = await post('/api/bookings', body(calculation, oslo));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ invoice: ['The goods cross a customs border: fill in the invoice details.'] });

    const incomplete = await post(
      '/api/bookings',
      body(calculation, oslo, { invoice: { ...INVOICE, articles: [{ ...INVOICE.articles[0]!, hs_code: '84', country_of_origin: 'S' }] } }),
    );
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['invoice.articles.0.country_of_origin', 'invoice.articles.0.hs_code']);

    const noArticles = await post('/api/bookings', body(calculation, oslo, { invoice: { ...INVOICE, articles: [] } }));
    expect(noArticles.json().errors['invoice.articles']).toBeDefined();

    const heavy = await post(
      '/api/bookings',
      body(calculation, oslo, { invoice: { ...INVOICE, articles: [{ ...INVOICE.articles[0]!, net_weight: 900 }] } }),
    );
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().errors['invoice.articles']).toEqual(['The articles weigh 900 kg net, more than the goods’ 600 kg gross.']);
  });

  it('books domestic goods without an invoice and prints none', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    const response = await post('/api/bookings', body(calculation, stockholm));
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json().data as TBooking;
    expect(booking.documents.map((document) => document.filename)).toEqual([`${booking.booking_number}-labels.pdf`]);
  });

  it('refuses additional services the carrier service does not offer and a delivery before pickup', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    const unknown = await post('/api/bookings', body(calculation, stockholm, { additional_services: ['helicopter_drop'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.additional_services).toEqual([
      'The carrier service does not offer one of the chosen additional services.',
    ]);
    const early = await post('/api/bookings', body(calculation, stockholm, { delivery_date: '2030-12-17' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.delivery_date).toEqual(['The delivery date must not be before the pickup date.']);
  });
});

describe('a fixed delivery date with a delivery window', () => {
  it('books the window on the delivery place’s clocks, shows it on the shipment and tells the carrier', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    smtp.received.length = 0;
    const response = await post(
      '/api/bookings',
      body(calculation, stockholm, { delivery_date: '2030-12-20', delivery_time_earliest: '00:30', delivery_time_latest: '11:00' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json().data as TBooking;
    // 00:30 and 11:00 in Stockholm in winter are 23:30 the day before and 10:00 in UTC.
    expect(booking.eta_at).toBe('2030-12-19T23:30:00.000Z');
    expect(booking.eta_until).toBe('2030-12-20T10:00:00.000Z');

    const shipment = await call(t.app, 'GET', `/api/consignments/${booking.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(shipment.json().data).toMatchObject({ eta_at: '2030-12-19T23:30:00.000Z', eta_until: '2030-12-20T10:00:00.000Z' });

    const mail = smtp.received[0]!.data.replace(/=\r\n/g, '');
    expect(mail).toContain('Expected delivery: 2030-12-20');
    expect(mail).toContain("Delivery window: 00:30-11:00 (delivery place's local time)");
  });

  it('refuses half a window or one shorter than 15 minutes, by field', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    const half = await post('/api/bookings', body(calculation, stockholm, { delivery_time_earliest: '10:00' }));
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ delivery_time_latest: ['This field is required.'] });
    const short = await post(
      '/api/bookings',
      body(calculation, stockholm, { delivery_time_earliest: '10:00', delivery_time_latest: '10:05' }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ delivery_time_latest: ['The latest delivery must be at least 15 minutes after the earliest.'] });
  });
});

describe('a site with invoice details on', () => {
  it('books domestic goods only with a complete commercial invoice, and prints it', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const malmo = siteId(admin.user, 'Malmo_Terminal');
    const asMalmo = (url: string, payload: unknown) => call(t.app, 'POST', url, { token: admin.token, siteIds: [malmo], body: payload });
    const priced = await asMalmo('/api/price-calculation/multiple', {
      pickup: { country: 'SE', zip: '21119', city: 'Malmö' },
      delivery: { country: 'SE', zip: '11157', city: 'Stockholm' },
      goods,
      pickup_date: PICKUP_DATE,
      flow: 'booking',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const calculation = priced.json().data as TPriceCalculation;
    const malmoSender = { ...consignor, name: 'Nordic Freight Malmö', zip: '21119', city: 'Malmö' };
    // Malmö prints the labels and the waybill with every booking, as its administrator fixed.
    const request = { ...body(calculation, stockholm), consignor: malmoSender, freight_print_types: ['labels', 'waybill'] };

    const missing = await asMalmo('/api/bookings', request);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ invoice: ['This site books with a commercial invoice: fill in the invoice details.'] });
    const incomplete = await asMalmo('/api/bookings', { ...request, invoice: { ...INVOICE, invoice_number: '' } });
    expect(incomplete.json().errors['invoice.invoice_number']).toEqual(['This field is required.']);

    const booked = await asMalmo('/api/bookings', { ...request, invoice: INVOICE });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().data as TBooking;
    expect(booking.documents.map((document) => document.filename)).toContain(`${booking.booking_number}-commercial-invoice.pdf`);
  });
});

describe('goods types on the lines', () => {
  it('keeps a known goods type on the booked goods and refuses an unknown or undeclared dangerous one', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    const booked = await post('/api/bookings', body(calculation, stockholm, { goods: [{ ...goods[0]!, goods_type: 'MACHINERY' }] }));
    expect(booked.statusCode, booked.body).toBe(200);
    const [booking] = await t.database.db
      .select({ consignmentId: bookings.consignment_id })
      .from(bookings)
      .where(eq(bookings.booking_number, (booked.json().data as TBooking).booking_number));
    const items = await t.database.db
      .select({ goodsType: consignmentItems.goods_type })
      .from(consignmentItems)
      .where(eq(consignmentItems.consignment_id, booking!.consignmentId));
    expect(items).toEqual([{ goodsType: 'MACHINERY' }]);

    const unknown = await post('/api/bookings', body(calculation, stockholm, { goods: [{ ...goods[0]!, goods_type: 'MOON_ROCKS' }] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'goods.0.goods_type': ['That goods type is not in the goods-type dictionary.'] });
    const undeclared = await post('/api/bookings', body(calculation, stockholm, { goods: [{ ...goods[0]!, goods_type: 'DG_CLASS_3' }] }));
    expect(undeclared.statusCode).toBe(422);
    expect(Object.keys(undeclared.json().errors)).toEqual(['goods.0.goods_type']);
  });

  it('checks the goods types at the goods-description step', async () => {
    const values = { consignor, consignee: stockholm, goods: [{ ...goods[0]!, goods_type: 'DG_CLASS_8' }] };
    const step = await post('/api/priceleadtime/validate/price-lyt', { flow_type: 'quote', values });
    expect(step.statusCode).toBe(200);
    expect(step.json().data).toMatchObject({
      valid: false,
      errors: { 'goods.0.goods_type': [expect.stringContaining('dangerous goods')] },
    });
    const declared = await post('/api/priceleadtime/validate/price-lyt', {
      flow_type: 'quote',
      values: { ...values, goods: [{ ...values.goods[0]!, dangerous_goods: true, un_number: '1760' }] },
    });
    expect(declared.json().data).toMatchObject({ valid: true, errors: {} });
  });
});

const serviceOf = async (carrierName: string) => {
  const [row] = await t.database.db
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .where(eq(carriers.name, carrierName));
  return row!.id;
};

describe('ad-hoc booking', () => {
  function adHoc(serviceId: number, overrides: Partial<TAdHocBookingRequestInput> = {}): TAdHocBookingRequestInput {
    return {
      carrier_service_id: serviceId,
      consignor,
      consignee: stockholm,
      pickup_date: PICKUP_DATE,
      pickup_time_earliest: '08:00',
      pickup_time_latest: '10:00',
      goods,
      freight_print_types: ['labels', 'waybill'],
      label_format: 'PDF',
      ...overrides,
    };
  }

  it('reads the pickup window on the pickup place clocks and keeps it on the shipment and its share link', async () => {
    const helsinki = {
      ...consignor,
      name: 'Nordic Freight Oy',
      address: 'Mannerheimintie 1',
      zip: '00100',
      city: 'Helsinki',
      country: 'FI',
    };
    const response = await post('/api/bookings/ad-hoc', adHoc(await serviceOf('Gnosjö Trafik'), { pickup: helsinki }));
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json().data as TBooking;
    // 08:00–10:00 in Helsinki (UTC+2 in December), not on Stockholm's clocks.
    expect(booking).toMatchObject({ pickup_at: '2030-12-18T06:00:00.000Z', pickup_until: '2030-12-18T08:00:00.000Z' });
    const detail = await call(t.app, 'GET', `/api/consignments/${booking.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(detail.json().data).toMatchObject({ pickup_at: '2030-12-18T06:00:00.000Z', pickup_until: '2030-12-18T08:00:00.000Z' });
    const link = await post(`/api/consignments/${booking.uuid}/share`, {});
    expect(link.statusCode, link.body).toBe(200);
    const shared = await call(t.app, 'GET', `/api/shared/consignments/${link.json().data.uuid}`);
    expect(shared.json().data).toMatchObject({
      pickup_until: '2030-12-18T08:00:00.000Z',
      from: { city: 'Helsinki', zip: '00100', countrycode: 'FI' },
    });
  });

  it('books a carrier without price list or agreement, and the shipment shows up with its documents', async () => {
    // Gnosjö Trafik has no price list and Nordic Freight no agreement with it.
    const serviceId = await serviceOf('Gnosjö Trafik');
    smtp.received.length = 0;
    const response = await post('/api/bookings/ad-hoc', adHoc(serviceId, { additional_services: ['tail_lift'] }));
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json().data as TBooking;
    expect(booking).toMatchObject({ status: 'BOOKED', carrier: { name: 'Gnosjö Trafik' }, price: null, eta_at: null });
    expect(booking.documents.map((document) => document.filename)).toEqual([
      `${booking.booking_number}-labels.pdf`,
      `${booking.booking_number}-waybill.pdf`,
    ]);
    expect(booking.hand_over).toMatchObject({ status: 'sent', destination: 'bookings@gnosjo-trafik.example' });
    expect(smtp.received[0]!.data).not.toContain('customer no.');

    const list = await call(t.app, 'GET', `/api/consignments?filter[search]=${booking.booking_number}`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ uuid: booking.uuid, status: 'BOOKED' })]);
    const [stored] = await t.database.db
      .select({ customer: bookings.customer_number, calculation: bookings.calculation_id })
      .from(bookings)
      .where(eq(bookings.booking_number, booking.booking_number));
    expect(stored).toEqual({ customer: null, calculation: null });
  });

  it('keeps the hand-over pending when the carrier’s desk refuses it', async () => {
    smtp.refusing = true;
    try {
      const response = await post('/api/bookings/ad-hoc', adHoc(await serviceOf('DSV Road')));
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json().data as TBooking).hand_over).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      smtp.refusing = false;
    }
  });

  it('needs the invoice for dutiable goods like any booking', async () => {
    const serviceId = await serviceOf('Gnosjö Trafik');
    const response = await post('/api/bookings/ad-hoc', adHoc(serviceId, { consignee: oslo }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.invoice).toBeDefined();
    const withInvoice = await post('/api/bookings/ad-hoc', adHoc(serviceId, { consignee: oslo, invoice: INVOICE }));
    expect(withInvoice.statusCode, withInvoice.body).toBe(200);
    expect((withInvoice.json().data as TBooking).documents.at(-1)!.filename).toMatch(/commercial-invoice\.pdf$/);
  });

  it('never offers an own-transport carrier and takes no calculation', async () => {
    // The demo has the own-transport carrier without services; give it one a client could name.
    const [own] = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'Egen transportör'));
    const [service] = await t.database.db
      .insert(carrierServices)
      .values({ carrier_id: own!.id, name: 'Own truck', code: 'OWN_TRUCK', transport_mode: 'ROAD' })
      .returning({ id: carrierServices.id });
    await t.database.db.insert(carrierServiceConnectors).values({ carrier_service_id: service!.id, address: 'desk@own.example' });
    const excluded = await post('/api/bookings/ad-hoc', adHoc(service!.id));
    expect(excluded.statusCode).toBe(422);
    expect(excluded.json().errors.carrier_service_id).toEqual(['There is no such carrier service.']);

    const withCalculation = await post('/api/bookings/ad-hoc', {
      ...adHoc(await serviceOf('DSV Road')),
      calculation_id: '6f1c2b0e-1111-4111-8111-111111111111',
    });
    expect(withCalculation.statusCode).toBe(422);
  });

  it('needs the transport booking permission', async () => {
    const anonymous = await call(t.app, 'POST', '/api/bookings/ad-hoc', { body: adHoc(await serviceOf('DSV Road')) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('booking again', () => {
  const bookAgain = (uuid: string, token = user, siteIds = [gothenburg]) =>
    call(t.app, 'GET', `/api/bookings/${uuid}/book-again`, { token, siteIds });

  it('starts the short flow with the booked service, parties, goods and terms, and a new invoice', async () => {
    const calculation = await calculate({ country: 'NO', zip: '0150', city: 'Oslo' });
    const dangerous = { ...goods[0]!, goods_type: 'DG_CLASS_3', dangerous_goods: true, un_number: '1263', shipping_mark: 'NF-7' };
    const booked = await post(
      '/api/bookings',
      body(calculation, oslo, {
        goods: [dangerous],
        references: { consignor_reference: 'PO-4471' },
        terms: { type: 'DAP', location: 'Oslo' },
        payer: 'receiver',
        additional_services: ['tail_lift'],
        invoice: INVOICE,
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().data as TBooking;

    const response = await bookAgain(booking.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const again = response.json().data;
    expect(again).toMatchObject({
      booking_number: booking.booking_number,
      carrier_service_id: quoteOf(calculation, 'DBS_SYSTEM').service.id,
      flow_type: 'short',
    });
    expect(again.values).toMatchObject({
      flow_type: 'short',
      consignor: { name: consignor.name, zip: consignor.zip, phone: consignor.phone },
      consignee: { name: oslo.name, city: 'Oslo', country: 'NO' },
      pickup: null,
      delivery: null,
      goods: [
        {
          package_type: 'eur_pallet',
          units: 2,
          weight: 300,
          height: 120,
          description: 'Machine parts',
          goods_type: 'DG_CLASS_3',
          dangerous_goods: true,
          un_number: '1263',
          shipping_mark: 'NF-7',
        },
      ],
      references: { consignor_reference: 'PO-4471' },
      terms: { type: 'DAP', location: 'Oslo' },
      payer: 'receiver',
      additional_services: ['tail_lift'],
      invoice: { invoice_number: null, invoice_date: null, articles: [expect.objectContaining({ hs_code: '841350' })] },
    });
    // The new booking chooses its own pickup day.
    expect(again.values.pickup_date).toBeUndefined();
  });

  it('books an ad-hoc booking again through the ad-hoc flow', async () => {
    const booked = await post('/api/bookings/ad-hoc', {
      carrier_service_id: await serviceOf('Gnosjö Trafik'),
      consignor,
      consignee: stockholm,
      pickup_date: PICKUP_DATE,
      pickup_time_earliest: '08:00',
      pickup_time_latest: '10:00',
      goods,
      freight_print_types: ['labels'],
      label_format: 'PDF',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const response = await bookAgain((booked.json().data as TBooking).uuid);
    expect(response.json().data).toMatchObject({
      flow_type: 'adHoc',
      carrier_name: 'Gnosjö Trafik',
      values: { flow_type: 'adHoc', freight_print_types: ['labels'] },
    });
  });

  it('answers 404 for another organization’s shipment', async () => {
    const calculation = await calculate({ country: 'SE', zip: '11157', city: 'Stockholm' });
    const booking = (await post('/api/bookings', body(calculation, stockholm))).json().data as TBooking;
    // The demo agent serves Nordic Freight AB; without that grant it is just another organization.
    await t.database.db.delete(agentOrganizationGrants);
    const agent = await signIn(t.app, 'agent@demo.example');
    const response = await bookAgain(booking.uuid, agent.token, [agent.user.sites[0]!.id]);
    expect(response.statusCode).toBe(404);
  });
});
