import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOrganizationGrants } from '../../src/db/schema';
import type { TBooking, TBookingListRow, TPriceCalculation } from '@freight/contracts';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let siteAdmin: string;
let agent: string;
let gothenburg: number;
let malmo: number;
const booked: TBooking[] = [];

const PICKUP_DATE = '2030-12-18';
const goods = [{ package_type: 'eur_pallet' as const, units: 2, weight: 300, height: 120, description: 'Machine parts' }];
/** Norway is outside the EU customs union: its goods travel with a commercial invoice. */
const INVOICE = {
  invoice_number: 'INV-2030-7',
  invoice_date: PICKUP_DATE,
  currency: 'SEK',
  reason_for_export: 'sale' as const,
  delivery_term: 'DAP',
  articles: [{ description: 'Machine parts', hs_code: '847989', country_of_origin: 'SE', quantity: 2, unit_price: 8000, net_weight: 560 }],
};

async function book(consignee: { name: string; zip: string; city: string; country: string }, pickupTimes: [string, string]) {
  const calculation = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token: user,
    siteIds: [gothenburg],
    body: {
      pickup: { country: 'SE', zip: '41755', city: 'Göteborg' },
      delivery: { country: consignee.country, zip: consignee.zip, city: consignee.city },
      goods,
      pickup_date: PICKUP_DATE,
      flow: 'booking',
    },
  });
  expect(calculation.statusCode, calculation.body).toBe(200);
  const quotes = (calculation.json().data as TPriceCalculation).quotes.filter((quote) => quote.bookable);
  expect(quotes.length).toBeGreaterThan(0);
  const response = await call(t.app, 'POST', '/api/bookings', {
    token: user,
    siteIds: [gothenburg],
    body: {
      calculation_id: (calculation.json().data as TPriceCalculation).id,
      carrier_service_id: quotes[0]!.service.id,
      consignor: {
        name: 'Nordic Freight AB',
        address: 'Lundbyvägen 12',
        zip: '41755',
        city: 'Göteborg',
        country: 'SE',
        contact_person: 'Ulla Usersson',
        phone: '+46317001200',
      },
      consignee: { ...consignee, address: 'Main street 1', contact_person: 'Receiver', phone: '+4722000000' },
      pickup_date: PICKUP_DATE,
      pickup_time_earliest: pickupTimes[0],
      pickup_time_latest: pickupTimes[1],
      goods,
      ...(consignee.country === 'NO' ? { invoice: INVOICE } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TBooking;
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  const sites = signedIn.user.sites as unknown as { id: number; key: string }[];
  gothenburg = sites.find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  const admin = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = admin.token;
  malmo = siteId(admin.user, 'Malmo_Terminal');
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  // The demo agent serves Nordic Freight AB; here it stands for another organization that sees none of Nordic's shipments.
  await t.database.db.delete(agentOrganizationGrants);
  booked.push(await book({ name: 'Fjord Seafood AS', zip: '0150', city: 'Oslo', country: 'NO' }, ['09:00', '12:00']));
  booked.push(await book({ name: 'Øresund Trading ApS', zip: '1050', city: 'København', country: 'DK' }, ['13:00', '15:00']));
});
afterAll(() => t.close());

async function list(query: string, token = user, siteIds = [gothenburg]) {
  const response = await call(t.app, 'GET', `/api/bookings?${query}`, { token, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: TBookingListRow[]; meta: { total: number } };
}

describe('bookings list', () => {
  it('lists the bookings of the sites acted as, newest first, with their shipment and hand-over', async () => {
    const { data, meta } = await list('');
    expect(meta.total).toBe(2);
    expect(data.map((row) => row.booking_number)).toEqual([booked[1]!.booking_number, booked[0]!.booking_number]);
    expect(data[1]).toMatchObject({
      uuid: booked[0]!.uuid,
      shipment_number: booked[0]!.shipment_number,
      carrier_name: booked[0]!.carrier.name,
      service_name: booked[0]!.service.name,
      pickup_date: PICKUP_DATE,
      pickup_time_earliest: '09:00',
      pickup_time_latest: '12:00',
      consignor: { name: 'Nordic Freight AB', city: 'Göteborg', country: 'SE' },
      consignee: { name: 'Fjord Seafood AS', city: 'Oslo', country: 'NO' },
      price_amount: booked[0]!.price!.amount,
      price_currency: booked[0]!.price!.currency,
      hand_over_status: booked[0]!.hand_over.status,
      booked_by_name: 'Ulla Usersson',
      site_name: 'Gothenburg Warehouse',
    });
  });

  it('searches by booking number, shipment number and parties, and sorts', async () => {
    expect((await list(`filter[search]=${booked[0]!.booking_number}`)).data.map((row) => row.uuid)).toEqual([booked[0]!.uuid]);
    expect((await list(`filter[search]=${booked[1]!.shipment_number}`)).data.map((row) => row.uuid)).toEqual([booked[1]!.uuid]);
    expect((await list('filter[search]=øresund')).data.map((row) => row.uuid)).toEqual([booked[1]!.uuid]);
    expect((await list('sortKey=consignee&sortOrder=asc')).data.map((row) => row.consignee.country)).toEqual(['DK', 'NO']);
    expect((await list('sortKey=pickup_time_earliest&sortOrder=desc')).data.map((row) => row.pickup_time_earliest)).toEqual([
      '13:00',
      '09:00',
    ]);
    expect((await list('sortKey=booking_number&sortOrder=asc')).data.map((row) => row.booking_number)).toEqual([
      booked[0]!.booking_number,
      booked[1]!.booking_number,
    ]);
    const refused = await call(t.app, 'GET', '/api/bookings?sortKey=details', { token: user, siteIds: [gothenburg] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('sortKey');
  });

  it('leaves out the bookings of other sites and other organizations', async () => {
    expect((await list('', siteAdmin, [malmo])).meta.total).toBe(0);
    expect((await list('', siteAdmin, [gothenburg, malmo])).meta.total).toBe(2);
    expect((await list('', agent, [])).data.map((row) => row.uuid)).not.toEqual(expect.arrayContaining([booked[0]!.uuid]));
    expect((await call(t.app, 'GET', '/api/bookings')).statusCode).toBe(401);
  });
});
