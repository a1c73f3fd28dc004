import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking, TFlowBookingRequestInput, TPriceCalculation, TSite, TStepValidation } from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

/** The carriers' booking desk, to read what the carrier is told. */
const received: string[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      received.push(data.replace(/=\r\n/g, ''));
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
const pallet = { package_type: 'eur_pallet' as const, units: 2, weight: 300, height: 120, description: 'Machine parts' };
const container = {
  package_type: 'container' as const,
  units: 1,
  weight: 12_000,
  description: 'Paper rolls',
  container_size: '45G1' as const,
};
const consignor = {
  name: 'Nordic Freight AB',
  address: 'Lundbyvägen 12',
  zip: '41755',
  city: 'Göteborg',
  country: 'SE',
  contact_person: 'Ulla Usersson',
  phone: '+46317001200',
};
const stockholm = { name: 'Stockholm Tools AB', address: 'Sveavägen 1', zip: '11157', city: 'Stockholm', country: 'SE' };

const post = (url: string, payload: unknown, token = user, siteIds = [gothenburg]) =>
  call(t.app, 'POST', url, { token, siteIds, body: payload });

async function calculate(
  goods: unknown[],
  token = user,
  siteIds = [gothenburg],
  pickup = { country: 'SE', zip: '41755', city: 'Göteborg' },
) {
  const response = await post(
    '/api/price-calculation/multiple',
    { pickup, delivery: { country: 'SE', zip: '11157', city: 'Stockholm' }, goods, pickup_date: PICKUP_DATE, flow: 'booking' },
    token,
    siteIds,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

function body(calculation: TPriceCalculation, overrides: Partial<TFlowBookingRequestInput> = {}): TFlowBookingRequestInput {
  return {
    calculation_id: calculation.id,
    carrier_service_id: calculation.quotes.find((quote) => quote.service.code === 'DBS_SYSTEM')!.service.id,
    consignor,
    consignee: stockholm,
    pickup_date: PICKUP_DATE,
    pickup_time_earliest: '09:00',
    pickup_time_latest: '12:00',
    goods: [pallet],
    freight_print_types: ['labels'],
    label_format: 'PDF',
    ...overrides,
  };
}

describe('goods volume, pallet spaces and container size', () => {
  it('books a container of a named size with its stated volume and pallet spaces, and books it again', async () => {
    const goods = [{ ...container, volume: 60, pallet_spaces: 24 }];
    const calculation = await calculate(goods);
    received.length = 0;
    const booked = await post('/api/bookings', body(calculation, { goods }));
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().data as TBooking;

    const shipment = await call(t.app, 'GET', `/api/consignments/${booking.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(shipment.json().data.items).toMatchObject([
      { package_type: 'container', container_size: '45G1', volume: 60, pallet_spaces: 24 },
    ]);
    // The carrier's desk reads the container's size, the line's volume and its pallet spaces.
    expect(received.join('')).toContain('container 45G1 Paper rolls, 12000 kg each, 60 m3, 24 pallet spaces');

    const again = await call(t.app, 'GET', `/api/bookings/${booking.uuid}/book-again`, { token: user, siteIds: [gothenburg] });
    expect(again.json().data.values.goods).toMatchObject([
      { package_type: 'container', container_size: '45G1', volume: 60, pallet_spaces: 24 },
    ]);
  });

  it('needs the size of a container and refuses one on other goods, by line', async () => {
    const noSize = await post('/api/price-calculation/multiple', {
      pickup: { country: 'SE', zip: '41755' },
      delivery: { country: 'SE', zip: '11157' },
      goods: [pallet, { ...container, container_size: null }],
    });
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json().errors).toEqual({ 'goods.1.container_size': ['Choose the container size.'] });

    const calculation = await calculate([pallet]);
    const sized = await post('/api/bookings', body(calculation, { goods: [{ ...pallet, container_size: '22G1' }] }));
    expect(sized.statusCode).toBe(422);
    expect(sized.json().errors).toEqual({ 'goods.0.container_size': ['Only a container line has a container size.'] });
    const unknown = await post('/api/bookings', body(calculation, { goods: [{ ...container, container_size: '99X9' as never }] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty(['goods.0.container_size']);
  });

  it('checks the container size and the stated measures at the goods step', async () => {
    const response = await post('/api/priceleadtime/validate/goods', {
      flow_type: 'quote',
      values: {
        goods: [
          { ...container, container_size: null },
          { ...pallet, volume: -1, pallet_spaces: 101 },
        ],
      },
    });
    const { errors } = response.json().data as TStepValidation;
    expect(errors).toEqual({
      'goods.0.container_size': ['Choose the container size.'],
      'goods.1.volume': ['Enter a number above zero.'],
      'goods.1.pallet_spaces': ['This value is too large.'],
    });
  });
});

describe('a private receiver and an address section', () => {
  const privateReceiver = { ...stockholm, name: 'Karin Andersson', company_model: 'private' as const, section: 'Floor 3' };

  it('needs a phone or an e-mail for the delivery notice, at the address step and at booking', async () => {
    const step = await post('/api/priceleadtime/validate/address', {
      flow_type: 'quote',
      values: { consignor, consignee: privateReceiver },
    });
    expect((step.json().data as TStepValidation).errors).toEqual({
      'consignee.phone': ["A private receiver needs a phone number or an e-mail address for the carrier's delivery notice."],
    });
    const business = await post('/api/priceleadtime/validate/address', { flow_type: 'quote', values: { consignor, consignee: stockholm } });
    expect((business.json().data as TStepValidation).valid).toBe(true);

    const calculation = await calculate([pallet]);
    const refused = await post('/api/bookings', body(calculation, { consignee: privateReceiver }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'consignee.phone': ["A private receiver needs a phone number or an e-mail address for the carrier's delivery notice."],
    });
  });

  it('tells the carrier of the private receiver and the section, keeps them on the shipment and books them again', async () => {
    const calculation = await calculate([pallet]);
    received.length = 0;
    const booked = await post(
      '/api/bookings',
      body(calculation, {
        consignee: { ...privateReceiver, email: 'karin.andersson@mail.example' },
        consignor: { ...consignor, section: 'Dock 2' },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = booked.json().data as TBooking;
    const mail = received.join('');
    expect(mail).toContain('Karin Andersson (private person)');
    expect(mail).toContain('  Floor 3');
    expect(mail).toContain('  Dock 2');

    const shipment = await call(t.app, 'GET', `/api/consignments/${booking.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(shipment.json().data.delivery_address).toMatchObject({ name: 'Karin Andersson', section: 'Floor 3', company_model: 'private' });
    const again = await call(t.app, 'GET', `/api/bookings/${booking.uuid}/book-again`, { token: user, siteIds: [gothenburg] });
    expect(again.json().data.values.consignee).toMatchObject({ section: 'Floor 3', company_model: 'private' });
    expect(again.json().data.values.consignor).toMatchObject({ section: 'Dock 2', company_model: 'business' });
  });
});

describe('address book entries: private, section and inactive', () => {
  it('keeps a private person with a section, and hides an inactive entry from suggestions and the active list', async () => {
    const created = await post('/api/address-book', {
      name: 'Nils Privat',
      section: 'Apartment 1102',
      company_model: 'private',
      address: 'Drottninggatan 5',
      zip: '111 51',
      city: 'Stockholm',
      country: 'SE',
      types: ['RECEIVER'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ section: 'Apartment 1102', company_model: 'private', active: true });

    const wrongModel = await post('/api/address-book', { ...stockholm, company_model: 'government' });
    expect(wrongModel.statusCode).toBe(422);
    expect(wrongModel.json().errors).toHaveProperty(['company_model']);

    // The demo's closed partner stays in the book but is not offered.
    const all = await call(t.app, 'GET', '/api/address-book?filter[search]=lindholmen', { token: user });
    expect(all.json().data).toMatchObject([{ name: 'Lindholmen Packaging AB', active: false }]);
    const active = await call(t.app, 'GET', '/api/address-book?filter[search]=lindholmen&filter[active]=1', { token: user });
    expect(active.json().data).toEqual([]);
    const suggested = await call(t.app, 'GET', '/api/address-book/autocomplete?field=name&q=lindholmen', { token: user });
    expect(suggested.json().data).toEqual([]);
    const privatePerson = await call(t.app, 'GET', '/api/address-book/autocomplete?field=name&type=RECEIVER&q=karin', { token: user });
    expect(privatePerson.json().data).toMatchObject([{ name: 'Karin Andersson', company_model: 'private', phone: '+46701234567' }]);
  });
});

describe('freight print types locked by the site, and remembered by the booker', () => {
  it('books a locked site only with its print types, at the delivery terms step and at booking', async () => {
    const admin = await signIn(t.app, 'siteadmin@demo.example');
    const malmo = siteId(admin.user, 'Malmo_Terminal');
    const malmoPickup = { country: 'SE', zip: '21119', city: 'Malmö' };
    const calculation = await calculate([pallet], admin.token, [malmo], malmoPickup);
    const request = {
      ...body(calculation),
      consignor: { ...consignor, name: 'Nordic Freight Malmö', zip: '21119', city: 'Malmö' },
      freight_print_types: ['labels' as const],
      freight_print_saved: true,
    };

    const step = await post(
      '/api/priceleadtime/validate/delivery_terms',
      { flow_type: 'quote', values: { payer: 'sender', freight_print_types: ['labels'] } },
      admin.token,
      [malmo],
    );
    expect((step.json().data as TStepValidation).errors).toEqual({
      freight_print_types: ['This site prints a fixed set of freight documents; its administrator chooses them.'],
    });
    const refused = await post('/api/bookings', request, admin.token, [malmo]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      freight_print_types: ['This site prints a fixed set of freight documents; its administrator chooses them.'],
    });

    // Without the invoice the site asks for, the request would stop there; with it, the locked set books.
    const invoice = {
      invoice_number: 'INV-1',
      invoice_date: PICKUP_DATE,
      currency: 'SEK',
      reason_for_export: 'sale' as const,
      articles: [{ description: 'Pump', hs_code: '841350', country_of_origin: 'SE', quantity: 1, unit_price: 100 }],
    };
    const booked = await post('/api/bookings', { ...request, freight_print_types: ['waybill', 'labels'], invoice }, admin.token, [malmo]);
    expect(booked.statusCode, booked.body).toBe(200);
    const filenames = (booked.json().data as TBooking).documents.map((document) => document.filename);
    expect(filenames.some((name) => name.endsWith('-waybill.pdf'))).toBe(true);
    // A locked choice is the site's, so it is not remembered as the booker's own.
    const defaults = await call(t.app, 'GET', '/api/settings/profile/booking', { token: admin.token });
    expect(defaults.json().data.freight_print_types).toEqual([]);
  });

  it('lets a site administrator lock and unlock the print types, never to none', async () => {
    const admin = await signIn(t.app, 'siteadmin@demo.example');
    const gothenburgId = siteId(admin.user, 'Gothenburg_Warehouse');
    const site = (await call(t.app, 'GET', `/api/sites/${gothenburgId}`, { token: admin.token })).json().data as TSite;
    expect(site.locked_freight_print_types).toBeNull();
    const { id: _id, organization_id: _organization, applications: _applications, updated_at: _updated, ...fields } = site;
    const save = (locked: unknown) =>
      call(t.app, 'PUT', `/api/sites/${gothenburgId}`, { token: admin.token, body: { ...fields, locked_freight_print_types: locked } });

    const none = await save([]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ locked_freight_print_types: ['Choose at least one freight document to print.'] });
    const locked = await save(['receipt_list', 'labels', 'labels']);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.locked_freight_print_types).toEqual(['labels', 'receipt_list']);
    const profile = await call(t.app, 'GET', '/api/whoami', { token: user });
    expect(profile.json().data.sites.find((entry: { id: number }) => entry.id === gothenburgId).locked_freight_print_types).toEqual([
      'labels',
      'receipt_list',
    ]);
    const unlocked = await save(null);
    expect(unlocked.json().data.locked_freight_print_types).toBeNull();
  });

  it('remembers the booked print types as the booker’s default when asked, keeping the other defaults', async () => {
    const before = (await call(t.app, 'GET', '/api/settings/profile/booking', { token: user })).json().data;
    const calculation = await calculate([pallet]);
    const notSaved = await post('/api/bookings', body(calculation, { freight_print_types: ['waybill'] }));
    expect(notSaved.statusCode, notSaved.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/settings/profile/booking', { token: user })).json().data).toEqual(before);

    const saved = await post(
      '/api/bookings',
      body(calculation, { freight_print_types: ['labels', 'package_list'], freight_print_saved: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call(t.app, 'GET', '/api/settings/profile/booking', { token: user })).json().data;
    expect(after).toEqual({ ...before, freight_print_types: ['labels', 'package_list'] });
  });
});
