import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOrganizationGrants } from '../../src/db/schema';
import { isValidSscc } from '@freight/domain';
import type { TBooking, TConsignmentDetail, TFlowBookingRequestInput, THandOver, TPriceCalculation } from '@freight/contracts';
import { retryDueHandOvers } from '../../src/modules/bookings';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

interface Received {
  to: string;
  data: string;
}

/** A real SMTP server for the carrier's booking desk; `refusing` makes it turn mail away. */
const smtp = { received: [] as Received[], refusing: false };
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
let siteAdmin: string;
let agent: string;
let gothenburg: number;
let agentSite: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
  // The demo agent serves Nordic Freight AB; here it stands for another organization that sees none of Nordic's shipments.
  await t.database.db.delete(agentOrganizationGrants);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const PICKUP_DATE = '2030-12-18';
const goods = [
  { package_type: 'eur_pallet' as const, units: 2, weight: 300, height: 120, description: 'Machine parts' },
  {
    package_type: 'other' as const,
    units: 1,
    weight: 40,
    depth: 60,
    width: 40,
    height: 40,
    description: 'Spare parts box',
    shipping_mark: 'NF/42',
  },
];

async function calculate(token = user, siteId = gothenburg, flow: 'quote' | 'booking' = 'booking') {
  const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token,
    siteIds: [siteId],
    body: {
      pickup: { country: 'SE', zip: '41755', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
      goods: goods.map(({ shipping_mark: _mark, ...item }) => item),
      pickup_date: PICKUP_DATE,
      flow,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

const serviceId = (calculation: TPriceCalculation, code: string) =>
  calculation.quotes.find((quote) => quote.service.code === code)!.service.id;

const INVOICE = {
  invoice_number: 'INV-2030-118',
  invoice_date: PICKUP_DATE,
  currency: 'SEK',
  reason_for_export: 'sale' as const,
  delivery_term: 'DAP',
  articles: [
    {
      article_number: 'MP-100',
      description: 'Hydraulic pump',
      hs_code: '8413.50',
      country_of_origin: 'SE',
      quantity: 4,
      unit_price: 12500,
      net_weight: 520,
    },
    { description: 'Seal kit', hs_code: '848490', country_of_origin: 'DE', quantity: 10, unit_price: 150, net_weight: 20 },
  ],
};

function bookingBody(calculation: TPriceCalculation, overrides: Partial<TFlowBookingRequestInput> = {}): TFlowBookingRequestInput {
  return {
    calculation_id: calculation.id,
    carrier_service_id: serviceId(calculation, 'DBS_SYSTEM'),
    consignor: {
      name: 'Nordic Freight AB',
      address: 'Lundbyvägen 12',
      zip: '41755',
      city: 'Göteborg',
      country: 'SE',
      contact_person: 'Ulla Usersson',
      phone: '+46317001200',
      email: 'ulla@nordic.example',
    },
    consignee: {
      name: 'Fjord Seafood AS',
      address: 'Karl Johans gate 1',
      zip: '0150',
      city: 'Oslo',
      country: 'no',
      contact_person: 'Øyvind Berg',
      phone: '+4722000000',
    },
    pickup: null,
    delivery: null,
    pickup_date: PICKUP_DATE,
    pickup_time_earliest: '09:00',
    pickup_time_latest: '12:00',
    goods,
    references: { consignor_reference: 'REF-1001', purchase_order_number: 'PO-77' },
    terms: { type: 'dap', location: 'Oslo' },
    freight_print_types: ['labels', 'waybill', 'package_list', 'receipt_list'],
    label_format: 'PDF',
    comments: 'Call before arrival.',
    // Sweden to Norway crosses a customs border: the goods travel with a commercial invoice.
    invoice: INVOICE,
    ...overrides,
  };
}

async function book(body: TFlowBookingRequestInput, token = user) {
  const response = await call(t.app, 'POST', '/api/bookings', { token, siteIds: [gothenburg], body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TBooking;
}

async function handOver(uuid: string, token = user) {
  const response = await call(t.app, 'GET', `/api/bookings/${uuid}/hand-over`, { token, siteIds: [gothenburg] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as THandOver;
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('booking a quote', () => {
  it('creates a BOOKED shipment with a booking number, current price, documents and a sent hand-over', async () => {
    const calculation = await calculate();
    const quoted = calculation.quotes.find((quote) => quote.service.code === 'DBS_SYSTEM')!;
    expect(quoted.bookable).toBe(true);
    smtp.received.length = 0;

    const booking = await book(bookingBody(calculation));
    expect(booking.booking_number).toMatch(/^BK\d{4}\d{6}$/);
    expect(booking.shipment_number).toBe(booking.booking_number);
    expect(booking.status).toBe('BOOKED');
    expect(booking.price).toEqual({ amount: quoted.price.total, currency: 'SEK' });
    expect(booking.eta_at?.slice(0, 10)).toBe(quoted.delivery_date);
    expect(booking.pickup_at).toBe('2030-12-18T08:00:00.000Z');
    expect(booking.sscc).toHaveLength(3);
    expect(booking.sscc.every(isValidSscc)).toBe(true);
    expect(booking.sscc[0]!.slice(1, 8)).toBe('7350053');
    expect(booking.documents.map((document) => document.filename)).toEqual([
      `${booking.booking_number}-labels.pdf`,
      `${booking.booking_number}-waybill.pdf`,
      `${booking.booking_number}-package-list.pdf`,
      `${booking.booking_number}-receipt-list.pdf`,
      `${booking.booking_number}-commercial-invoice.pdf`,
    ]);
    expect(booking.hand_over).toMatchObject({
      status: 'sent',
      connector: 'email',
      destination: 'bookings@schenker.example',
      attempts: 1,
      last_error: null,
    });

    // The carrier's desk got the booking over SMTP with every document attached.
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toBe('bookings@schenker.example');
    expect(mail.data).toContain(`Subject: Booking ${booking.booking_number}`);
    expect(mail.data.match(/Content-Type: application\/pdf/g)).toHaveLength(5);
    expect(mail.data).toContain(`${booking.booking_number}-labels.pdf`);
    expect(mail.data).toContain('NF-');

    // The site's user finds it in the shipment list and on its detail page.
    const list = await call(t.app, 'GET', `/api/consignments?filter[search]=${booking.booking_number}`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { uuid: string; shipment_number: string; status: string }[];
    expect(rows).toEqual([expect.objectContaining({ uuid: booking.uuid, shipment_number: booking.booking_number, status: 'BOOKED' })]);
    const detailResponse = await call(t.app, 'GET', `/api/consignments/${booking.uuid}`, { token: user, siteIds: [gothenburg] });
    const detail = detailResponse.json().data as TConsignmentDetail;
    expect(detail).toMatchObject({
      source: 'booking',
      packages: 3,
      total_weight: 640,
      price: { amount: quoted.price.total, currency: 'SEK' },
      terms: { type: 'DAP', location: 'Oslo' },
      references: { consignor_reference: 'REF-1001', purchase_order_number: 'PO-77' },
      consignee: expect.objectContaining({ countrycode: 'NO', city: 'Oslo' }),
    });
    expect(detail.items).toHaveLength(2);
    // The booking event is named by its status, so each reader sees it in their language.
    expect(detail.events).toContainEqual(expect.objectContaining({ status: 'BOOKED', status_code: 'BKD', description: null }));
    expect(detail.documents).toHaveLength(5);

    for (const document of booking.documents) {
      const download = await call(t.app, 'GET', `/api/documents/${document.id}/download`, { token: user, siteIds: [gothenburg] });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (document.filename.endsWith('labels.pdf')) expect(pageCount(download.rawPayload)).toBe(3);
    }
  });

  it('prints labels as one PNG a package unless PDF is asked for, as a thermal printer takes them', async () => {
    const { label_format: _, ...withoutFormat } = bookingBody(await calculate(), { freight_print_types: ['labels'] });
    const booking = await book(withoutFormat);
    expect(booking.documents.map((document) => document.filename)).toEqual([
      ...[1, 2, 3].map((sequence) => `${booking.booking_number}-label-${sequence}.png`),
      `${booking.booking_number}-commercial-invoice.pdf`,
    ]);
    const download = await call(t.app, 'GET', `/api/documents/${booking.documents[0]!.id}/download`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(download.headers['content-type']).toContain('image/png');
    const png = download.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 107 × 190 mm at a label printer's 8 dots per millimetre.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([856, 1520]);
  });

  it('numbers bookings in sequence and never repeats an SSCC', async () => {
    const calculation = await calculate();
    const first = await book(bookingBody(calculation, { freight_print_types: [] }));
    const second = await book(bookingBody(calculation, { freight_print_types: ['labels'] }));
    expect(Number(second.booking_number.slice(-6))).toBe(Number(first.booking_number.slice(-6)) + 1);
    // Only the commercial invoice, which dutiable goods always carry, and then the labels too.
    expect(first.documents.map((document) => document.filename)).toEqual([`${first.booking_number}-commercial-invoice.pdf`]);
    expect(second.documents).toHaveLength(2);
    expect(new Set([...first.sscc, ...second.sscc]).size).toBe(6);
  });
});

describe('handing over to the carrier', () => {
  it('keeps a refused hand-over pending and the retry job sends it later', async () => {
    const calculation = await calculate();
    smtp.refusing = true;
    const booking = await book(bookingBody(calculation));
    expect(booking.hand_over).toMatchObject({ status: 'pending', attempts: 1 });
    expect(booking.hand_over.last_error).toContain('Mailbox temporarily unavailable');
    const dueIn = new Date(booking.hand_over.next_attempt_at!).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(30_000);
    expect(dueIn).toBeLessThanOrEqual(60_000);

    // Not yet due: nothing is tried.
    smtp.refusing = false;
    smtp.received.length = 0;
    expect(await retryDueHandOvers(t.deps)).toBe(0);
    expect((await handOver(booking.uuid)).status).toBe('pending');

    expect(await retryDueHandOvers(t.deps, new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(await handOver(booking.uuid)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, next_attempt_at: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain(booking.booking_number);
  });

  it('sends a due hand-over once when two server processes share the database', async () => {
    const calculation = await calculate();
    smtp.refusing = true;
    const booking = await book(bookingBody(calculation));
    expect(booking.hand_over).toMatchObject({ status: 'pending', attempts: 1 });
    smtp.refusing = false;
    smtp.received.length = 0;

    const another = await t.startAnotherServer();
    try {
      const due = new Date(Date.now() + 2 * 60_000);
      const tried = await Promise.all([
        retryDueHandOvers(t.deps, due),
        retryDueHandOvers(another.deps, due),
        retryDueHandOvers(another.deps, due),
      ]);
      expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await another.close();
    }
    expect(await handOver(booking.uuid)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((message) => message.data.includes(booking.booking_number))).toHaveLength(1);
  });

  it('gives up after the last backoff, shows it failed, and a site admin retries it by hand', async () => {
    const calculation = await calculate();
    smtp.refusing = true;
    const booking = await book(bookingBody(calculation));
    for (let hour = 1; hour <= 4; hour += 1) await retryDueHandOvers(t.deps, new Date(Date.now() + hour * 2 * 3_600_000));
    const failed = await handOver(booking.uuid);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null });
    expect(failed.last_error).toBeTruthy();
    const notifications = await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token: user });
    expect(JSON.stringify(notifications.json().data)).toContain(booking.booking_number);
    // The notice leads to the booked shipment, where the hand-over is taken up.
    const notice = (notifications.json().data as { event_type: string; link: string | null }[]).find(
      (entry) => entry.event_type === 'hand_over_failed',
    );
    expect(notice?.link).toBe(`/transport/shipments/${booking.uuid}`);

    smtp.refusing = false;
    const forbidden = await call(t.app, 'POST', `/api/bookings/${booking.uuid}/hand-over/retry`, { token: user, siteIds: [gothenburg] });
    expect(forbidden.statusCode).toBe(403);
    const retried = await call(t.app, 'POST', `/api/bookings/${booking.uuid}/hand-over/retry`, { token: siteAdmin, siteIds: [gothenburg] });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'sent', attempts: 6 });
    const again = await call(t.app, 'POST', `/api/bookings/${booking.uuid}/hand-over/retry`, { token: siteAdmin, siteIds: [gothenburg] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.hand_over).toBeDefined();
  });
});

describe('booking validation', () => {
  async function refused(body: unknown, token = user, siteIds = [gothenburg]) {
    const response = await call(t.app, 'POST', '/api/bookings', { token, siteIds, body });
    return response;
  }

  it('needs a pickup window of at least 15 minutes', async () => {
    const response = await refused(bookingBody(await calculate(), { pickup_time_earliest: '10:00', pickup_time_latest: '10:14' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pickup_time_latest).toEqual(['The latest pickup must be at least 15 minutes after the earliest.']);
  });

  it("refuses a phone number that is not one of its address's country, per field", async () => {
    const calculation = await calculate();
    const base = bookingBody(calculation);
    // Typed with spaces and dashes as dialled in Sweden: fine for the Swedish sender, not for the Norwegian receiver.
    const response = await refused({
      ...base,
      consignor: { ...base.consignor, phone: '031-700 12 00' },
      consignee: { ...base.consignee, phone: '031-700 12 00' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'consignee.phone': ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
    });
  });

  it('refuses a pickup in the past', async () => {
    const response = await refused(bookingBody(await calculate(), { pickup_date: '2020-01-02' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pickup_date).toBeDefined();
  });

  it('refuses a service the organization has no booking agreement for', async () => {
    // A price quote lists services the organization cannot book; booking one is refused.
    const calculation = await calculate(user, gothenburg, 'quote');
    const unbookable = calculation.quotes.find(
      (quote) => !quote.bookable && quote.booking_reasons.some((reason) => reason.code === 'no_booking_agreement'),
    )!;
    expect(unbookable).toBeDefined();
    const response = await refused(bookingBody(calculation, { carrier_service_id: unbookable.service.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.carrier_service_id).toContain('Your organization has no booking agreement for this carrier service.');
  });

  it('says which addresses are missing, by field, in the caller’s language', async () => {
    const { consignee: _consignee, ...withoutConsignee } = bookingBody(await calculate());
    const response = await call(t.app, 'POST', '/api/bookings', {
      token: user,
      siteIds: [gothenburg],
      locale: 'es',
      body: { ...withoutConsignee, consignor: { ...withoutConsignee.consignor, name: '', email: 'not-an-address' } },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['consignee', 'consignor.name', 'consignor.email']));
    expect(errors.consignee?.[0]).toBe('Este campo es obligatorio.');
  });

  it('books for the one acting site with transport booking, and asks for a choice when several have it', async () => {
    const calculation = await calculate();
    const signedIn = await signIn(t.app, 'user@demo.example');
    // Gothenburg books; Stockholm, acted as beside it, has no transport booking.
    const bothSites = (signedIn.user.sites as unknown as { id: number }[]).map((site) => site.id);
    const booked = await call(t.app, 'POST', '/api/bookings', { token: user, siteIds: bothSites, body: bookingBody(calculation) });
    expect(booked.statusCode, booked.body).toBe(200);
    const detail = await call(t.app, 'GET', `/api/consignments/${booked.json().data.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(detail.statusCode).toBe(200);

    // Sara acts as Gothenburg and Malmö, both with transport booking: the booking cannot choose.
    const admin = await signIn(t.app, 'siteadmin@demo.example');
    const bookingSites = (admin.user.sites as unknown as { id: number }[]).map((site) => site.id);
    const adminCalculation = await calculate(siteAdmin);
    const response = await refused(bookingBody(adminCalculation), siteAdmin, bookingSites);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.site).toBeDefined();
  });

  it('answers 404 for another organization’s calculation', async () => {
    const own = await calculate();
    const foreign = await calculate(agent, agentSite, 'quote');
    const response = await refused({ ...bookingBody(own), calculation_id: foreign.id });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for the hand-over of another organization’s shipment', async () => {
    const booking = await book(bookingBody(await calculate(), { freight_print_types: [] }));
    const response = await call(t.app, 'GET', `/api/bookings/${booking.uuid}/hand-over`, { token: agent, siteIds: [agentSite] });
    expect(response.statusCode).toBe(404);
  });
});
