import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsDashboard, TAnalyticsResult } from '@freight/contracts';
import { consignmentExceptions, consignments, outsideShipments, shipmentEmissions, sites } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

// Hand-counted figures in months no demo shipment or emission record falls in: March 2015 against
// the 31 days before it (from 29 January), and for the footprint, kept by month, against February.
const PERIOD = 'from=2015-03-01&to=2015-03-31';

let t: TestApp;
let user: string;
let gothenburg: number;
let stockholm: number;

const day = (date: string) => new Date(`${date}T10:00:00Z`);

function shipment(key: string, organizationId: number, siteId: number, booked: string, delivered: string, promised: string) {
  return {
    organization_id: organizationId,
    site_id: siteId,
    shipment_number: `KP-${key}`,
    source: 'import' as const,
    direction: 'outbound' as const,
    carrier_name: 'Alpha Freight',
    transport_mode: 'ROAD',
    consignor_countrycode: 'SE',
    consignee_countrycode: 'DE',
    status: 'DELIVERED',
    booked_at: day(booked),
    pickup_at: day(booked),
    delivered_at: day(delivered),
    promised_delivery_date: promised,
    created_at: day(booked),
  };
}

function outside(
  reference: string,
  organizationId: number,
  siteId: number,
  values: { date: string; carrier: string; mode: 'road' | 'sea'; to: string; wtw: number; ttw: number; wtt: number; tkm: number },
) {
  return {
    organization_id: organizationId,
    site_id: siteId,
    reference,
    shipment_date: values.date,
    carrier_name: values.carrier,
    mode: values.mode,
    origin_countrycode: 'SE',
    destination_countrycode: values.to,
    mass_kg: 1000,
    co2e_wtw_kg: values.wtw,
    co2e_ttw_kg: values.ttw,
    co2e_wtt_kg: values.wtt,
    tkm: values.tkm,
    record: {} as never,
    calculated_at: new Date(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  const organization = signedIn.user.sites[0]!.organization_id;
  const [otherSite] = await t.deps.db.select().from(sites).where(ne(sites.organization_id, organization)).limit(1);

  // March: two deliveries on time, 2 days each, one with an exception. February: one late, 10 days.
  const [c1, c2, , booked] = await t.deps.db
    .insert(consignments)
    .values([
      shipment('C1', organization, gothenburg, '2015-03-02', '2015-03-04', '2015-03-05'),
      shipment('C2', organization, gothenburg, '2015-03-10', '2015-03-12', '2015-03-12'),
      shipment('P1', organization, gothenburg, '2015-02-10', '2015-02-20', '2015-02-12'),
      shipment('C3', organization, gothenburg, '2015-03-12', '2015-03-14', '2015-03-14'),
      // Another organization's March shipment with an exception: never counted.
      shipment('X1', otherSite!.organization_id, otherSite!.id, '2015-03-03', '2015-03-20', '2015-03-05'),
    ])
    .returning({ id: consignments.id, organization_id: consignments.organization_id });
  const x1 = (await t.deps.db.select({ id: consignments.id }).from(consignments).where(ne(consignments.organization_id, organization))).at(
    -1,
  );
  await t.deps.db.insert(consignmentExceptions).values([
    { organization_id: organization, consignment_id: c2!.id, type: 'DELAY' },
    { organization_id: otherSite!.organization_id, consignment_id: x1!.id, type: 'DELAY' },
  ]);
  void c1;

  // The footprint: one booked shipment and two brought in, in March; one brought in in February.
  await t.deps.db.insert(shipmentEmissions).values({
    consignment_id: booked!.id,
    organization_id: organization,
    site_id: gothenburg,
    shipment_date: '2015-03-12',
    carrier_name: 'Alpha Freight',
    mode: 'road',
    origin_country: 'SE',
    destination_country: 'DE',
    co2e_wtw_kg: 200,
    co2e_ttw_kg: 150,
    co2e_wtt_kg: 50,
    tkm: 2000,
    record: {} as never,
    calculated_at: new Date(),
  });
  await t.deps.db.insert(outsideShipments).values([
    outside('O1', organization, gothenburg, {
      date: '2015-03-10',
      carrier: 'Alpha Freight',
      mode: 'road',
      to: 'DE',
      wtw: 100,
      ttw: 80,
      wtt: 20,
      tkm: 1000,
    }),
    outside('O2', organization, gothenburg, {
      date: '2015-03-20',
      carrier: 'Beta Cargo',
      mode: 'sea',
      to: 'US',
      wtw: 50,
      ttw: 40,
      wtt: 10,
      tkm: 5000,
    }),
    outside('O3', organization, gothenburg, {
      date: '2015-02-15',
      carrier: 'Alpha Freight',
      mode: 'road',
      to: 'DE',
      wtw: 30,
      ttw: 24,
      wtt: 6,
      tkm: 300,
    }),
    // A site without the emissions application, and another organization: never counted.
    outside('O4', organization, stockholm, {
      date: '2015-03-05',
      carrier: 'Alpha Freight',
      mode: 'road',
      to: 'DE',
      wtw: 999,
      ttw: 999,
      wtt: 0,
      tkm: 10,
    }),
    outside('X2', otherSite!.organization_id, otherSite!.id, {
      date: '2015-03-05',
      carrier: 'Alpha Freight',
      mode: 'road',
      to: 'DE',
      wtw: 777,
      ttw: 777,
      wtt: 0,
      tkm: 10,
    }),
  ]);
});
afterAll(() => t.close());

async function get<T>(url: string, siteIds = [gothenburg]): Promise<T> {
  const response = await call(t.app, 'GET', url, { token: user, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const tiles = (dashboard: TAnalyticsDashboard) => Object.fromEntries(dashboard.tiles.map(({ measure, ...tile }) => [measure, tile]));
const byKey = (dashboard: TAnalyticsDashboard, chart: string) => {
  const found = dashboard.charts.find((candidate) => candidate.key === chart)!;
  return Object.fromEntries(found.rows.map((row) => [Object.values(row.keys).join(' '), row.values]));
};

describe('the headline figures of a dashboard', () => {
  it('compare the period with the previous one of equal length, each with its trend', async () => {
    const dashboard = await get<TAnalyticsDashboard>(`/api/reports/consignments?${PERIOD}`);
    expect(dashboard.previous_period).toEqual({ from: '2015-01-29', to: '2015-02-28' });
    expect(tiles(dashboard)).toEqual({
      shipments: { value: 3, previous: 1, trend: 'UP' },
      on_time_share: { value: 1, previous: 0, trend: 'UP' },
      exceptions: { value: 1, previous: 0, trend: 'UP' },
      exception_rate: { value: 1 / 3, previous: 0, trend: 'UP' },
    });
  });

  it('give lead time down and no trend where nothing can be compared', async () => {
    const leadtime = tiles(await get<TAnalyticsDashboard>(`/api/reports/leadtime?${PERIOD}`));
    expect(leadtime.lead_time_avg).toEqual({ value: 2, previous: 10, trend: 'DOWN' });
    expect(leadtime.delivered).toEqual({ value: 3, previous: 1, trend: 'UP' });
    const cost = tiles(await get<TAnalyticsDashboard>(`/api/reports/cost?${PERIOD}`));
    expect(cost.price_per_shipment).toEqual({ value: null, previous: null, trend: null });
  });
});

describe('the footprint dashboard', () => {
  it('sums CO2e of booked and brought-in shipments by whole months, with its split, intensity and trend', async () => {
    const dashboard = await get<TAnalyticsDashboard>('/api/reports/footprint?from=2015-03-05&to=2015-03-25&interval=week');
    expect(dashboard.period).toEqual({ from: '2015-03-01', to: '2015-03-31', interval: 'month' });
    expect(dashboard.previous_period).toEqual({ from: '2015-02-01', to: '2015-02-28' });
    expect(tiles(dashboard)).toEqual({
      footprint_co2e_kg: { value: 350, previous: 30, trend: 'UP' },
      footprint_ttw_kg: { value: 270, previous: 24, trend: 'UP' },
      footprint_wtt_kg: { value: 80, previous: 6, trend: 'UP' },
      footprint_intensity: { value: 43.75, previous: 100, trend: 'DOWN' },
      footprint_shipments: { value: 3, previous: 1, trend: 'UP' },
    });
    expect(byKey(dashboard, 'footprint_by_period')).toEqual({
      '2015-03-01': { footprint_ttw_kg: 270, footprint_wtt_kg: 80, footprint_co2e_kg: 350 },
    });
    expect(byKey(dashboard, 'footprint_by_source')).toEqual({
      booked: { footprint_co2e_kg: 200, footprint_shipments: 1 },
      outside: { footprint_co2e_kg: 150, footprint_shipments: 2 },
    });
    expect(byKey(dashboard, 'footprint_by_carrier')).toEqual({
      'Alpha Freight': { footprint_co2e_kg: 300, footprint_intensity: 100, footprint_tkm: 3000 },
      'Beta Cargo': { footprint_co2e_kg: 50, footprint_intensity: 10, footprint_tkm: 5000 },
    });
    expect(byKey(dashboard, 'footprint_by_mode')).toMatchObject({ road: { footprint_co2e_kg: 300 }, sea: { footprint_co2e_kg: 50 } });
    expect(byKey(dashboard, 'footprint_by_lane')).toEqual({
      'SE-DE': { footprint_co2e_kg: 300, footprint_intensity: 100 },
      'SE-US': { footprint_co2e_kg: 50, footprint_intensity: 10 },
    });
  });

  it('filters by emission mode and lane, and exports a chart', async () => {
    const sea = await get<TAnalyticsDashboard>(`/api/reports/footprint?${PERIOD}&mode=sea`);
    expect(tiles(sea).footprint_co2e_kg!.value).toBe(50);
    const lane = await get<TAnalyticsDashboard>(`/api/reports/footprint?${PERIOD}&lane=SE-DE`);
    expect(tiles(lane).footprint_co2e_kg!.value).toBe(300);
    const response = await call(t.app, 'GET', `/api/reports/footprint/export?${PERIOD}&chart=footprint_by_source`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('counts only sites with the emissions application, never another organization’s', async () => {
    const stockholmOnly = await get<TAnalyticsDashboard>(`/api/reports/footprint?${PERIOD}`, [stockholm]);
    expect(tiles(stockholmOnly).footprint_co2e_kg).toEqual({ value: 0, previous: 0, trend: null });
    expect(tiles(stockholmOnly).footprint_intensity).toEqual({ value: null, previous: null, trend: null });
    const both = await get<TAnalyticsDashboard>(`/api/reports/footprint?${PERIOD}`, [gothenburg, stockholm]);
    expect(tiles(both).footprint_co2e_kg!.value).toBe(350);
  });

  it('refuses footprint figures by week in the catalogue query', async () => {
    const response = await call(t.app, 'GET', `/api/reports/query?${PERIOD}&interval=week&dimensions=period&measures=footprint_co2e_kg`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(response.statusCode).toBe(422);
    const monthly = await get<TAnalyticsResult>(`/api/reports/query?from=2015-03-10&to=2015-03-10&measures=footprint_co2e_kg`);
    expect(monthly.period).toMatchObject({ from: '2015-03-01', to: '2015-03-31' });
    expect(monthly.rows[0]!.values.footprint_co2e_kg).toBe(350);
  });
});
