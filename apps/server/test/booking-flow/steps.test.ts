import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdditionalService, TBookingFlowValuesInput, TDutiable, TPriceCalculation, TStepValidation } from '@freight/contracts';
import { carrierServices } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let gothenburg: number;
let agent: string;
let agentSite: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
});
afterAll(() => t.close());

const serviceId = async (code: string) => {
  const [row] = await t.database.db.select({ id: carrierServices.id }).from(carrierServices).where(eq(carrierServices.code, code));
  return row!.id;
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
const consignee = { name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0150', city: 'Oslo', country: 'NO' };
const goods = [{ package_type: 'eur_pallet' as const, units: 2, weight: 300, description: 'Machine parts' }];
const values = (overrides: Partial<TBookingFlowValuesInput> = {}): TBookingFlowValuesInput => ({
  consignor,
  consignee,
  goods,
  ...overrides,
});

async function validate(
  step: string,
  body: TBookingFlowValuesInput,
  options: { token?: string; siteIds?: number[]; locale?: string; flowType?: string } = {},
) {
  const response = await call(t.app, 'POST', `/api/priceleadtime/validate/${step}`, {
    token: options.token ?? user,
    siteIds: options.siteIds ?? [gothenburg],
    locale: options.locale,
    body: { flow_type: options.flowType ?? 'quote', values: body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TStepValidation;
}

async function calculate(token = user, siteIds = [gothenburg], flow: 'quote' | 'booking' = 'booking') {
  const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token,
    siteIds,
    body: {
      pickup: { country: 'SE', zip: '41755' },
      delivery: { country: 'NO', zip: '0150' },
      goods: [{ package_type: 'eur_pallet', units: 2, weight: 300 }],
      pickup_date: '2030-12-18',
      flow,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

describe('step validation', () => {
  it('address: valid, and each wrong field translated under its path', async () => {
    expect(await validate('address', values())).toEqual({ step: 'address', valid: true, errors: {} });
    const result = await validate(
      'address',
      values({ consignor: { ...consignor, zip: '4175', phone: null, contact_person: '' }, consignee: { ...consignee, country: 'QQ' } }),
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      'consignor.zip': ['Enter a postcode like 123 45.'],
      'consignor.contact_person': ['This field is required.'],
      'consignor.phone': ['Enter a phone number or an e-mail address so the carrier can reach someone.'],
      'consignee.country': ['Enter a two-letter country code (ISO 3166).'],
    });
    const spanish = await validate('address', values({ consignee: { ...consignee, city: '' } }), { locale: 'es' });
    expect(spanish.errors['consignee.city']).toEqual(['Este campo es obligatorio.']);
  });

  it('goods: valid, and per line', async () => {
    expect((await validate('goods', values())).valid).toBe(true);
    const result = await validate('goods', values({ goods: [{ package_type: 'parcel', weight: '', dangerous_goods: true }] }));
    expect(result.errors).toEqual({
      'goods.0.weight': ['This field is required.'],
      'goods.0.un_number': ['Dangerous goods need a UN number.'],
    });
    expect((await validate('goods', values({ goods: [] }))).errors).toEqual({ goods: ['This field is required.'] });
  });

  it('transport_mode: needs one of the modes', async () => {
    expect((await validate('transport_mode', values({ transport_mode: 'AIR' }))).valid).toBe(true);
    expect((await validate('transport_mode', values())).errors).toEqual({ transport_mode: ['This field is required.'] });
  });

  it('result: a quoted, bookable service of the organization’s calculation', async () => {
    const calculation = await calculate(user, [gothenburg], 'quote');
    const bookable = calculation.quotes.find((quote) => quote.bookable)!;
    const unbookable = calculation.quotes.find((quote) => !quote.bookable)!;
    const chosen = (id: number) => values({ calculation_id: calculation.id, carrier_service_id: id });
    expect((await validate('result', chosen(bookable.service.id))).valid).toBe(true);
    expect((await validate('result', chosen(unbookable.service.id))).errors.carrier_service_id).toEqual([
      'Your organization has no booking agreement for this carrier service.',
    ]);
    // The price lookup only shows prices: any quoted service will do.
    expect((await validate('result', chosen(unbookable.service.id), { flowType: 'plt' })).valid).toBe(true);
    expect((await validate('result', chosen(999_999))).errors.carrier_service_id).toEqual([
      'This carrier service is not one of the calculation’s quotes.',
    ]);
    expect((await validate('address-goods-result', chosen(bookable.service.id))).valid).toBe(true);
  });

  it('result: another organization’s calculation is unknown', async () => {
    const foreign = await calculate(agent, [agentSite], 'quote');
    const result = await validate('result', values({ calculation_id: foreign.id, carrier_service_id: foreign.quotes[0]!.service.id }));
    expect(result).toMatchObject({
      valid: false,
      errors: { calculation_id: ['This price calculation was not found. Calculate the price again.'] },
    });
    // The owner reads it as valid.
    const own = await validate('result', values({ calculation_id: foreign.id, carrier_service_id: foreign.quotes[0]!.service.id }), {
      token: agent,
      siteIds: [agentSite],
      flowType: 'plt',
    });
    expect(own.valid).toBe(true);
  });

  it('create-booking: pickup, window, delivery date and the customs fields of a dutiable lane', async () => {
    const dbs = await serviceId('DBS_SYSTEM');
    const base = values({
      carrier_service_id: dbs,
      pickup_date: '2030-12-18',
      pickup_time_earliest: '09:00',
      pickup_time_latest: '12:00',
      goods_information: { content: 'Machine parts', value: 20000, currency: 'SEK' },
      payment_details: { account_type: 'import' },
      additional_services: ['pre_notification'],
      additional_service_values: { pre_notification_phone: '+4722334455' },
    });
    expect(await validate('create-booking', base)).toMatchObject({ valid: true });
    const result = await validate('create-booking', {
      ...base,
      pickup_date: '2020-01-01',
      pickup_time_latest: '09:10',
      delivery_date: '2019-12-31',
      goods_information: { content: '', value: null, currency: 'SEK' },
      additional_service_values: {},
    });
    expect(result.errors).toEqual({
      pickup_date: ['The pickup window has already passed. Choose a later date or time.'],
      pickup_time_latest: ['The latest pickup must be at least 15 minutes after the earliest.'],
      delivery_date: ['The delivery date must not be before the pickup date.'],
      'goods_information.value': ['This field is required.'],
      'goods_information.content': ['This field is required.'],
      'additional_service_values.pre_notification_phone': ['This field is required.'],
    });
  });

  it('price-lyt: a description for every line', async () => {
    expect((await validate('price-lyt', values())).valid).toBe(true);
    expect((await validate('price-lyt', values({ goods: [{ weight: 10, description: '' }] }))).errors).toEqual({
      'goods.0.description': ['This field is required.'],
    });
  });

  it('delivery_terms: payer, Incoterm and documents for a service booked by e-mail', async () => {
    const dbs = await serviceId('DBS_SYSTEM');
    expect(
      (
        await validate(
          'delivery_terms',
          values({ carrier_service_id: dbs, payer: 'sender', terms: { type: 'DAP', location: 'Oslo' }, freight_print_types: ['waybill'] }),
        )
      ).valid,
    ).toBe(true);
    expect(
      (await validate('delivery_terms', values({ carrier_service_id: dbs, payer: 'sender', terms: { type: 'DELIVERED' } }))).errors,
    ).toEqual({
      'terms.type': ['Enter a three-letter delivery term such as DAP.'],
      freight_print_types: ['Choose at least one freight document to print.'],
    });
  });

  it('invoice: complete details on a dutiable lane, nothing inside the EU', async () => {
    const invoice = {
      invoice_number: 'INV-7',
      invoice_date: '2030-12-18',
      currency: 'SEK',
      reason_for_export: 'sale' as const,
      articles: [{ description: 'Pump', hs_code: '841350', country_of_origin: 'SE', quantity: 2, unit_price: 100, net_weight: 250 }],
    };
    expect((await validate('invoice', values({ invoice }))).valid).toBe(true);
    expect((await validate('invoice', values({ consignee: { ...consignee, country: 'DE', zip: '20095', city: 'Hamburg' } }))).valid).toBe(
      true,
    );
    const result = await validate(
      'invoice',
      values({ invoice: { ...invoice, currency: '', articles: [{ ...invoice.articles[0]!, hs_code: '12-34', quantity: 0 }] } }),
    );
    expect(result.errors).toEqual({
      'invoice.currency': ['This field is required.'],
      'invoice.articles.0.hs_code': ['Enter an HS code of 6 to 10 digits.'],
      'invoice.articles.0.quantity': ['Enter a number above zero.'],
    });
  });

  it('address-goods: both steps at once', async () => {
    const result = await validate('address-goods', values({ consignee: null, goods: [] }));
    expect(result.errors).toEqual({ consignee: ['This field is required.'], goods: ['This field is required.'] });
  });

  it('refuses an unknown step, a malformed body and callers without booking access', async () => {
    const unknown = await call(t.app, 'POST', '/api/priceleadtime/validate/payment', {
      token: user,
      siteIds: [gothenburg],
      body: { flow_type: 'quote', values: {} },
    });
    expect(unknown.statusCode).toBe(422);
    const malformed = await call(t.app, 'POST', '/api/priceleadtime/validate/goods', {
      token: user,
      siteIds: [gothenburg],
      body: { flow_type: 'quote', values: { goods: 'many' } },
    });
    expect(malformed.statusCode).toBe(422);
    const anonymous = await call(t.app, 'POST', '/api/priceleadtime/validate/goods', { body: { flow_type: 'quote', values: {} } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('dutiable', () => {
  const dutiable = async (delivery: { country: string; zip: string; city: string }, token = user, siteIds = [gothenburg]) => {
    const response = await call(t.app, 'POST', '/api/apport/consignments/dutiable', {
      token,
      siteIds,
      body: { values: values({ consignee: { ...consignee, ...delivery } }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TDutiable;
  };

  it('lists the organization’s services that clear customs for goods leaving the EU', async () => {
    const toOslo = await dutiable({ country: 'NO', zip: '0150', city: 'Oslo' });
    expect(toOslo.dutiable).toBe(true);
    const codes = await Promise.all(['DBS_SYSTEM', 'DHL_FRT_EUC', 'PN_PARCEL'].map(serviceId));
    const offered = toOslo.services.map((service) => service.carrier_service_id);
    expect(offered).toEqual(expect.arrayContaining([codes[0], codes[1]]));
    // PostNord Parcel is a courier service without customs clearance.
    expect(offered).not.toContain(codes[2]);
    expect(toOslo.services.find((service) => service.carrier_service_id === codes[0])).toMatchObject({
      carrier: { name: 'Schenker' },
      service: { name: 'DB Schenker System' },
    });
  });

  it('is not dutiable inside the EU customs union', async () => {
    expect(await dutiable({ country: 'DE', zip: '20095', city: 'Hamburg' })).toEqual({ dutiable: false, services: [] });
  });

  it('offers no services of another organization', async () => {
    const agentView = await dutiable({ country: 'NO', zip: '0150', city: 'Oslo' }, agent, [agentSite]);
    expect(agentView).toEqual({ dutiable: true, services: [] });
  });
});

describe('additional services', () => {
  it('answers a service’s additional services with radio options and follow-up questions', async () => {
    const response = await call(t.app, 'GET', `/api/add-services?carrier_service_id=${await serviceId('DBS_SYSTEM')}`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(response.statusCode, response.body).toBe(200);
    const services = response.json().data as TAdditionalService[];
    const byCode = new Map(services.map((service) => [service.code, service]));
    expect(byCode.get('customs_clearance')).toMatchObject({
      type: 'checkbox',
      module: 'custom-clearance',
      module_state: 'visible',
      children: [],
    });
    expect(byCode.get('delivery_option')?.children.map((child) => child.code)).toEqual(['door_delivery', 'terminal_pickup']);
    expect(byCode.get('pre_notification')?.children).toEqual([expect.objectContaining({ code: 'pre_notification_phone', type: 'tel' })]);
    expect(byCode.get('non_stackable_goods')).toMatchObject({ module: 'non-stackable', module_state: 'visible' });
  });

  it('answers 404 for an unknown service and 422 without one', async () => {
    expect(
      (await call(t.app, 'GET', '/api/add-services?carrier_service_id=999999', { token: user, siteIds: [gothenburg] })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/add-services', { token: user, siteIds: [gothenburg] })).statusCode).toBe(422);
  });
});
