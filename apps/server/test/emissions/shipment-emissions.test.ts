import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking, TFlowBookingRequestInput, TPriceCalculation, TShipmentEmissions } from '@freight/contracts';
import { agentOrganizationGrants, consignments } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let siteAdmin: string;
let agent: string;
let agentSite: number;
let gothenburg: number;
let malmo: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = (signedIn.user.sites as unknown as { id: number; key: string }[]).find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  const admin = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = admin.token;
  malmo = (admin.user.sites as unknown as { id: number; key: string }[]).find((site) => site.key === 'Malmo_Terminal')!.id;
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
  // The demo agent serves Nordic Freight AB; here it stands for another organization that sees none of Nordic's shipments.
  await t.database.db.delete(agentOrganizationGrants);
});
afterAll(() => t.close());

const PICKUP_DATE = '2030-12-18';
const goods = [{ package_type: 'eur_pallet' as const, units: 2, weight: 300, height: 120, description: 'Machine parts' }];
const route = { pickup: { country: 'SE', zip: '41755', city: 'Göteborg' }, delivery: { country: 'NO', zip: '0150', city: 'Oslo' } };

async function quote(body: object = {}): Promise<TPriceCalculation> {
  const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token: user,
    siteIds: [gothenburg],
    body: { ...route, goods, pickup_date: PICKUP_DATE, flow: 'booking', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function bookingBody(calculation: TPriceCalculation): TFlowBookingRequestInput {
  return {
    calculation_id: calculation.id,
    carrier_service_id: calculation.quotes.find((quote) => quote.service.code === 'DBS_SYSTEM')!.service.id,
    consignor: {
      name: 'Nordic Freight AB',
      address: 'Lundbyvägen 12',
      zip: '41755',
      city: 'Göteborg',
      country: 'SE',
      phone: '+46317001200',
    },
    consignee: { name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0150', city: 'Oslo', country: 'NO', phone: '+4722000000' },
    pickup: null,
    delivery: null,
    pickup_date: PICKUP_DATE,
    pickup_time_earliest: '09:00',
    pickup_time_latest: '12:00',
    goods,
    freight_print_types: ['labels'],
    invoice: {
      invoice_number: 'INV-1',
      invoice_date: PICKUP_DATE,
      currency: 'SEK',
      reason_for_export: 'sale',
      delivery_term: 'DAP',
      articles: [{ description: 'Pump', hs_code: '8413.50', country_of_origin: 'SE', quantity: 1, unit_price: 100, net_weight: 600 }],
    },
  };
}

async function emissionsOf(uuid: string, token = user, siteIds = [gothenburg]) {
  return call(t.app, 'GET', `/api/emissions/shipment/${uuid}`, { token, siteIds });
}

async function recordOf(uuid: string, token = user, siteIds = [gothenburg]): Promise<TShipmentEmissions> {
  const response = await emissionsOf(uuid, token, siteIds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('emissions of every shipment', () => {
  let booked: TBooking;

  it('gives a booked shipment its record: road Göteborg–Oslo, actual mass, the DESNZ factor', async () => {
    booked = (await call(t.app, 'POST', '/api/bookings', { token: user, siteIds: [gothenburg], body: bookingBody(await quote()) })).json()
      .data as TBooking;
    const record = await recordOf(booked.uuid);
    expect(record).toMatchObject({ status: 'calculated', error: null, mass_kg: 600, data_quality: 'default' });
    expect(record.from).toMatchObject({ countrycode: 'SE', resolution: 'city', located: { name: 'Göteborg' } });
    expect(record.to).toMatchObject({ countrycode: 'NO', resolution: 'city', located: { name: 'Oslo' } });
    const leg = record.calculation!.legs[0]!;
    expect(leg).toMatchObject({ distance_basis: 'sfd', distance_method: 'great_circle_detour', mass_kg: 600 });
    expect(leg.factor).toMatchObject({ set_version: '2025', licence: 'Open Government Licence v3.0' });
    expect(record.calculation!.totals.co2e_wtw_kg).toBeGreaterThan(0);
  });

  it('recalculates when the goods’ weight changes', async () => {
    const before = await recordOf(booked.uuid);
    const items = await call(t.app, 'PUT', `/api/consignments/${booked.uuid}/items`, {
      token: user,
      siteIds: [gothenburg],
      body: {
        items: [
          {
            goods_type: null,
            package_type: 'eur_pallet',
            description: 'Machine parts',
            shipping_mark: null,
            units: 4,
            weight: 300,
            length: null,
            width: null,
            height: null,
            volume: null,
            load_meters: null,
            pallet_spaces: null,
            stackable: true,
            dangerous_goods: false,
            container_size: null,
          },
        ],
      },
    });
    expect(items.statusCode, items.body).toBe(204);
    const after = await recordOf(booked.uuid);
    expect(after.mass_kg).toBe(1200);
    expect(after.calculation!.totals.co2e_wtw_kg).toBeCloseTo(before.calculation!.totals.co2e_wtw_kg * 2, 2);
  });

  it('recalculates when the mode or the place changes, and says why it cannot', async () => {
    const change = (body: object) => call(t.app, 'PATCH', `/api/consignments/${booked.uuid}`, { token: user, siteIds: [gothenburg], body });
    expect((await change({ transport_mode: 'AIR' })).statusCode).toBe(204);
    expect((await recordOf(booked.uuid)).calculation!.legs[0]).toMatchObject({ mode: 'air', distance_basis: 'gcd' });
    expect((await change({ transport_mode: 'MULTIMODAL' })).statusCode).toBe(204);
    expect(await recordOf(booked.uuid)).toMatchObject({ status: 'failed', error: { reason: 'multimodal' }, calculation: null });
    expect((await change({ transport_mode: 'ROAD', consignee_city: 'Nowhereville' })).statusCode).toBe(204);
    // An unknown city stands in as the country's capital, said so and marked modelled, never silently.
    expect((await recordOf(booked.uuid)).to).toMatchObject({ resolution: 'capital', city: 'Nowhereville', located: { name: 'Oslo' } });
  });

  it('gives imported shipments their records, and says why one cannot be computed', async () => {
    const imported = await call(t.app, 'POST', '/api/consignment-imports', {
      token: siteAdmin,
      siteIds: [gothenburg, malmo],
      body: {
        rows: [
          {
            shipment_number: 'EMI-1',
            site_key: 'Gothenburg_Warehouse',
            transport_mode: 'rail',
            consignor_countrycode: 'SE',
            consignor_city: 'Malmö',
            consignee_countrycode: 'DE',
            consignee_city: 'Hamburg',
            total_weight: '2000',
          },
          { shipment_number: 'EMI-2', site_key: 'Gothenburg_Warehouse', transport_mode: 'road', consignee_countrycode: 'DE' },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const uuidOf = async (number: string) =>
      (await t.database.db.select({ uuid: consignments.uuid }).from(consignments).where(eq(consignments.shipment_number, number)))[0]!.uuid;
    const rail = await recordOf(await uuidOf('EMI-1'), siteAdmin, [gothenburg]);
    expect(rail).toMatchObject({ status: 'calculated', mode: 'rail', mass_kg: 2000 });
    expect(await recordOf(await uuidOf('EMI-2'), siteAdmin, [gothenburg])).toMatchObject({
      status: 'failed',
      error: { reason: 'no_weight' },
    });
  });

  it('answers 404 for another organization’s shipment and for an unknown one', async () => {
    expect((await emissionsOf(booked.uuid, agent, [agentSite])).statusCode).toBe(404);
    expect((await emissionsOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('CO2e in every quote', () => {
  it('fills co2e_kg for every service offered, by the service’s mode and the goods’ actual mass', async () => {
    const calculation = await quote();
    expect(calculation.quotes.length).toBeGreaterThan(1);
    for (const offered of calculation.quotes) expect(offered.co2e_kg, offered.service.code).toBeGreaterThan(0);
    // Twice the goods, twice the CO2e of a service: actual mass, not a chargeable weight with minimums.
    const doubled = await quote({ goods: [{ ...goods[0], units: 4 }] });
    const first = calculation.quotes[0]!;
    const same = doubled.quotes.find((offered) => offered.service.id === first.service.id)!;
    expect(same.co2e_kg!).toBeCloseTo(first.co2e_kg! * 2, 2);
  });

  it('ranks a smart calculation with the CO2e it answers', async () => {
    const response = await call(t.app, 'POST', '/api/price-calculation/smart', {
      token: user,
      siteIds: [gothenburg],
      body: { ...route, goods, pickup_date: PICKUP_DATE },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quotes = (response.json().data as TPriceCalculation).quotes;
    expect(quotes.every((offered) => offered.co2e_kg !== null)).toBe(true);
  });
});
