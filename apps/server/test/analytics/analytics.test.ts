import ExcelJS from 'exceljs';
import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsDashboard, TAnalyticsFilterOptions, TAnalyticsResult } from '@freight/contracts';
import { consignmentExceptions, consignments, embeddedReports, sites } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

// Hand-counted shipments in a month no demo shipment falls in, so every figure below is known.
const PERIOD = 'from=2015-03-01&to=2015-03-31';
const ALPHA = 'Alpha Freight';
const BETA = 'Beta Cargo';

let t: TestApp;
let user: string;
let gothenburg: number;
let stockholm: number;
let otherOrganizationReport: number;
const ids: Record<string, number> = {};

const day = (date: string) => new Date(`${date}T10:00:00Z`);

function shipment(
  key: string,
  values: { organization_id: number; site_id: number; carrier: string; booked: string; delivered?: string; promised?: string } & Partial<
    typeof consignments.$inferInsert
  >,
): typeof consignments.$inferInsert {
  const { carrier, booked, delivered, promised, ...rest } = values;
  return {
    shipment_number: `AN-${key}`,
    source: 'import',
    direction: 'outbound',
    carrier_name: carrier,
    transport_mode: 'ROAD',
    consignor_countrycode: 'SE',
    consignee_countrycode: 'DE',
    price_currency: 'SEK',
    status: delivered ? 'DELIVERED' : 'IN_TRANSIT',
    booked_at: day(booked),
    pickup_at: day(booked),
    delivered_at: delivered ? day(delivered) : null,
    promised_delivery_date: promised ?? null,
    created_at: day(booked),
    ...rest,
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
  const own = { organization_id: organization, site_id: gothenburg };
  const rows = {
    // Alpha: on time in 2 days; late (5 days, promised in 2); under way.
    a1: shipment('A1', {
      ...own,
      carrier: ALPHA,
      booked: '2015-03-02',
      delivered: '2015-03-04',
      promised: '2015-03-04',
      price_amount: 100_000,
      quoted_price_amount: 90_000,
      chargeable_weight: 100,
    }),
    a2: shipment('A2', {
      ...own,
      carrier: ALPHA,
      booked: '2015-03-10',
      delivered: '2015-03-15',
      promised: '2015-03-12',
      price_amount: 200_000,
      chargeable_weight: 300,
    }),
    a3: shipment('A3', { ...own, carrier: ALPHA, booked: '2015-03-20', promised: '2015-03-25' }),
    // Beta: by air to the United States, on time in one day.
    b1: shipment('B1', {
      ...own,
      carrier: BETA,
      booked: '2015-03-05',
      delivered: '2015-03-06',
      promised: '2015-03-07',
      transport_mode: 'AIR',
      consignee_countrycode: 'US',
      price_amount: 50_000,
      quoted_price_amount: 50_000,
      chargeable_weight: 50,
    }),
    // Another organization's late Alpha shipment with an exception: never counted.
    x1: shipment('X1', {
      organization_id: otherSite!.organization_id,
      site_id: otherSite!.id,
      carrier: ALPHA,
      booked: '2015-03-03',
      delivered: '2015-03-20',
      promised: '2015-03-05',
    }),
  };
  for (const [key, values] of Object.entries(rows)) {
    const [row] = await t.deps.db.insert(consignments).values(values).returning({ id: consignments.id });
    ids[key] = row!.id;
  }
  await t.deps.db.insert(consignmentExceptions).values([
    { organization_id: organization, consignment_id: ids.a2!, type: 'DELAY' },
    { organization_id: organization, consignment_id: ids.a2!, type: 'DAMAGE' },
    { organization_id: otherSite!.organization_id, consignment_id: ids.x1!, type: 'DELAY' },
  ]);
  const [report] = await t.deps.db
    .select({ id: embeddedReports.id })
    .from(embeddedReports)
    .where(eq(embeddedReports.organization_id, otherSite!.organization_id))
    .limit(1);
  otherOrganizationReport = report!.id;
});
afterAll(() => t.close());

async function get<T>(url: string, siteIds = [gothenburg]): Promise<T> {
  const response = await call(t.app, 'GET', url, { token: user, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const byKey = (result: { rows: TAnalyticsResult['rows'] }, dimension: string) =>
  Object.fromEntries(result.rows.map((row) => [row.keys[dimension], row.values]));

describe('the catalogue query', () => {
  it('counts volumes, on time and lead time per carrier from the hand-counted shipments', async () => {
    const result = await get<TAnalyticsResult>(
      `/api/reports/query?${PERIOD}&dimensions=carrier&measures=shipments,delivered,on_time,late,on_time_share,lead_time_avg,lead_time_p50,lead_time_p90`,
    );
    expect(result.dimensions).toEqual(['carrier']);
    expect(byKey(result, 'carrier')).toEqual({
      [ALPHA]: {
        shipments: 3,
        delivered: 2,
        on_time: 1,
        late: 1,
        on_time_share: 0.5,
        lead_time_avg: 3.5,
        lead_time_p50: 2,
        lead_time_p90: 5,
      },
      [BETA]: { shipments: 1, delivered: 1, on_time: 1, late: 0, on_time_share: 1, lead_time_avg: 1, lead_time_p50: 1, lead_time_p90: 1 },
    });
  });

  it('works out prices per shipment, per chargeable kg and against the quote', async () => {
    const result = await get<TAnalyticsResult>(
      `/api/reports/query?${PERIOD}&dimensions=carrier&measures=booked_price,price_per_shipment,price_per_kg,quoted_price,price_against_quote,chargeable_kg`,
    );
    const alpha = byKey(result, 'carrier')[ALPHA]!;
    expect(alpha).toMatchObject({
      booked_price: 300_000,
      price_per_shipment: 150_000,
      price_per_kg: 750,
      quoted_price: 90_000,
      chargeable_kg: 400,
    });
    expect(alpha.price_against_quote).toBeCloseTo(10_000 / 90_000);
  });

  it('counts exceptions by type and the share of shipments with one, never another organization’s', async () => {
    const types = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&dimensions=exception_type&measures=exceptions`);
    expect(byKey(types, 'exception_type')).toEqual({ DELAY: { exceptions: 1 }, DAMAGE: { exceptions: 1 } });
    const rate = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&dimensions=carrier&measures=exception_rate`);
    expect(byKey(rate, 'carrier')[ALPHA]!.exception_rate).toBeCloseTo(1 / 3);
  });

  it('groups by period, mode and lane and applies the filters', async () => {
    const weeks = await get<TAnalyticsResult>(
      `/api/reports/query?${PERIOD}&interval=week&dimensions=period&measures=shipments&carrier=${ALPHA}`,
    );
    expect(weeks.rows.filter((row) => row.values.shipments! > 0).map((row) => [row.keys.period, row.values.shipments])).toEqual([
      ['2015-03-02', 1],
      ['2015-03-09', 1],
      ['2015-03-16', 1],
    ]);
    const lanes = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&dimensions=mode,lane&measures=shipments`);
    expect(lanes.rows.map((row) => [row.keys.mode, row.keys.lane, row.values.shipments])).toEqual([
      ['ROAD', 'SE-DE', 3],
      ['AIR', 'SE-US', 1],
    ]);
    const air = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&measures=shipments&mode=AIR&lane=SE-US`);
    expect(air.rows).toEqual([{ keys: {}, values: { shipments: 1 } }]);
  });

  it('counts only the sites acted as', async () => {
    const result = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&measures=shipments,exceptions`, [stockholm]);
    expect(result.rows).toEqual([]);
  });

  it('refuses unknown measures, groupings a measure cannot take and a reversed period', async () => {
    const cases = [
      [`/api/reports/query?${PERIOD}&measures=profit`, 'measures'],
      [`/api/reports/query?${PERIOD}`, 'measures'],
      [`/api/reports/query?${PERIOD}&measures=shipments&dimensions=exception_type`, 'dimensions'],
      [`/api/reports/query?from=2015-03-31&to=2015-03-01&measures=shipments`, 'to'],
    ] as const;
    for (const [url, field] of cases) {
      const response = await call(t.app, 'GET', url, { token: user, siteIds: [gothenburg] });
      expect(response.statusCode, url).toBe(422);
      expect(
        Object.keys(response.json().errors ?? {}).map((key) => key.split('.')[0]),
        url,
      ).toContain(field);
    }
  });
});

describe('the rollups', () => {
  // By week and by nothing else, which the sites' daily totals answer rather than the rows of every carrier and lane.
  const weekly = async () => {
    const result = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&interval=week&dimensions=period&measures=shipments,late`);
    return result.rows.map((row) => [row.keys.period, row.values.shipments, row.values.late]);
  };

  it('follow a shipment that is delivered late, moved and deleted', async () => {
    await t.deps.db
      .update(consignments)
      .set({ delivered_at: day('2015-03-28') })
      .where(eq(consignments.id, ids.a3!));
    await t.deps.db.update(consignments).set({ carrier_name: ALPHA }).where(eq(consignments.id, ids.b1!));
    const moved = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&dimensions=carrier&measures=shipments,late,on_time`);
    expect(byKey(moved, 'carrier')).toEqual({ [ALPHA]: { shipments: 4, late: 2, on_time: 2 } });
    expect(await weekly()).toEqual([
      ['2015-02-23', 0, 0],
      ['2015-03-02', 2, 0],
      ['2015-03-09', 1, 1],
      ['2015-03-16', 1, 1],
      ['2015-03-23', 0, 0],
      ['2015-03-30', 0, 0],
    ]);
    await t.deps.db.delete(consignments).where(inArray(consignments.id, [ids.b1!]));
    await t.deps.db.update(consignments).set({ carrier_name: BETA, delivered_at: null }).where(eq(consignments.id, ids.a3!));
    const after = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&dimensions=carrier&measures=shipments,late,on_time`);
    expect(byKey(after, 'carrier')).toEqual({
      [ALPHA]: { shipments: 2, late: 1, on_time: 1 },
      [BETA]: { shipments: 1, late: 0, on_time: 0 },
    });
    expect(await weekly()).toEqual([
      ['2015-02-23', 0, 0],
      ['2015-03-02', 1, 0],
      ['2015-03-09', 1, 1],
      ['2015-03-16', 1, 0],
      ['2015-03-23', 0, 0],
      ['2015-03-30', 0, 0],
    ]);
  });
});

describe('the dashboards', () => {
  it('answer each chart of the shipments dashboard and drill down to exactly the shipments of a bar', async () => {
    const dashboard = await get<TAnalyticsDashboard>(`/api/reports/consignments?${PERIOD}`);
    const onTime = dashboard.charts.find((chart) => chart.key === 'on_time_by_carrier')!;
    expect(byKey(onTime, 'carrier')[ALPHA]).toMatchObject({ late: 1, on_time: 1 });
    const list = await get<{ shipment_number: string }[]>(
      `/api/consignments?filter[carrier_from_source]=${encodeURIComponent(ALPHA)}&filter[late]=1&filter[period]=2015-03-01,2015-03-31&filter[snoozed]=all`,
    );
    expect(list.map((row) => row.shipment_number)).toEqual(['AN-A2']);
  });

  it('by week, counts each week of a period that cuts a month and the carriers as by month', async () => {
    // A period of whole March and the days before it: A1 and A2 of Alpha, A3 now of Beta.
    const period = 'from=2015-02-25&to=2015-03-31';
    const weekly = await get<TAnalyticsDashboard>(`/api/reports/consignments?${period}&interval=week`);
    const chart = (dashboard: TAnalyticsDashboard, key: string) => dashboard.charts.find((candidate) => candidate.key === key)!;
    expect(
      chart(weekly, 'volume_by_period')
        .rows.filter((row) => row.values.shipments! > 0)
        .map((row) => [row.keys.period, row.values.shipments]),
    ).toEqual([
      ['2015-03-02', 1],
      ['2015-03-09', 1],
      ['2015-03-16', 1],
    ]);
    expect(byKey(chart(weekly, 'volume_by_carrier'), 'carrier')).toEqual({ [ALPHA]: { shipments: 2 }, [BETA]: { shipments: 1 } });
    expect(byKey(chart(weekly, 'on_time_by_carrier'), 'carrier')[ALPHA]).toMatchObject({ on_time: 1, late: 1 });
    const monthly = await get<TAnalyticsDashboard>(`/api/reports/consignments?${period}&interval=month`);
    for (const key of ['volume_by_carrier', 'on_time_by_carrier', 'volume_by_mode', 'volume_by_lane']) {
      expect(chart(weekly, key).rows, key).toEqual(chart(monthly, key).rows);
    }
  });

  it('gives the lead-time distribution', async () => {
    const dashboard = await get<TAnalyticsDashboard>(`/api/reports/leadtime?${PERIOD}`);
    const delivered = await get<TAnalyticsResult>(`/api/reports/query?${PERIOD}&measures=delivered`);
    expect(dashboard.histogram?.reduce((sum, count) => sum + count, 0)).toBe(delivered.rows[0]!.values.delivered);
  });

  it('exports a chart’s figures as a workbook in the reader’s language', async () => {
    const response = await call(t.app, 'GET', `/api/reports/consignments/export?${PERIOD}&chart=on_time_by_carrier`, {
      token: user,
      siteIds: [gothenburg],
      locale: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Transportista', 'A tiempo', 'Con retraso', 'Porcentaje a tiempo']);
    expect(sheet.getRow(2).values).toEqual([undefined, ALPHA, 1, 1, 0.5]);
  });

  it('offers the filter values of the sites acted as only', async () => {
    const options = await get<TAnalyticsFilterOptions>('/api/reports/filter-options');
    expect(options.carriers).toContain(ALPHA);
    expect(options.sites.map((site) => site.id)).toEqual([gothenburg]);
  });

  it('does not show another organization’s report', async () => {
    const response = await call(t.app, 'GET', `/api/embedded-report/${otherOrganizationReport}/embed`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(response.statusCode).toBe(404);
  });
});
