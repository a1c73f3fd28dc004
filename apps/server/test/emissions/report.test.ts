import ExcelJS from 'exceljs';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmissionsCharts, TEmissionsFilterOptions, TEmissionsKpi, TEmissionsShipmentRow, TGriReport } from '@freight/contracts';
import { outsideShipments, shipmentEmissions, sites } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let orgAdmin: string;
let agent: string;
let gothenburg: number;
let stockholm: number;
let malmo: number;
let demoOrganization: number;
let agentSite: number;

const FROM = '2020-01-01';
const TO = '2029-12-31';
const PERIOD = `from=${FROM}&to=${TO}`;

type Site = { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  const userSites = signedIn.user.sites as unknown as Site[];
  gothenburg = userSites.find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  stockholm = userSites.find((site) => site.key === 'Stockholm_Office')!.id;
  const admin = await signIn(t.app, 'orgadmin@demo.example');
  orgAdmin = admin.token;
  malmo = (admin.user.sites as unknown as Site[]).find((site) => site.key === 'Malmo_Terminal')!.id;
  const agentSignIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignIn.token;
  agentSite = agentSignIn.user.sites[0]!.id;
  const [site] = await t.deps.db.select({ organization_id: sites.organization_id }).from(sites).where(eq(sites.id, gothenburg));
  demoOrganization = site!.organization_id;
});
afterAll(() => t.close());

async function get<T>(url: string, token: string, siteIds: number[], locale?: string): Promise<T> {
  const response = await call(t.app, 'GET', url, { token, siteIds, locale });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** The emission records of some sites in the period, booked and booked elsewhere, read straight from the tables. */
async function recordsOf(siteIds: number[], organizationId?: number, source?: 'booked' | 'outside') {
  const inScope = (table: typeof shipmentEmissions | typeof outsideShipments) =>
    and(
      inArray(table.site_id, siteIds),
      organizationId === undefined ? undefined : eq(table.organization_id, organizationId),
      gte(table.shipment_date, FROM),
      lte(table.shipment_date, TO),
    );
  const totals = (table: typeof shipmentEmissions | typeof outsideShipments) =>
    t.deps.db
      .select({
        wtw: sql<number>`coalesce(sum(${table.co2e_wtw_kg}), 0)::float8`,
        calculated: sql<number>`(count(*) filter (where ${table.error_reason} is null))::int`,
        failed: sql<number>`(count(*) filter (where ${table.error_reason} is not null))::int`,
      })
      .from(table)
      .where(inScope(table));
  const [booked] = source === 'outside' ? [{ wtw: 0, calculated: 0, failed: 0 }] : await totals(shipmentEmissions);
  const [outside] = source === 'booked' ? [{ wtw: 0, calculated: 0, failed: 0 }] : await totals(outsideShipments);
  return {
    wtw: booked!.wtw + outside!.wtw,
    calculated: booked!.calculated + outside!.calculated,
    failed: booked!.failed + outside!.failed,
  };
}

describe('the emissions figures', () => {
  it('sum the emission records of the sites acted as, with the change against the previous period', async () => {
    const kpi = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}`, user, [gothenburg]);
    const expected = await recordsOf([gothenburg]);
    expect(expected.calculated).toBeGreaterThan(10);
    expect(kpi.shipments.value).toBe(expected.calculated);
    expect(kpi.not_calculated).toBe(expected.failed);
    expect(kpi.co2e_wtw_kg.value).toBeCloseTo(expected.wtw, 1);
    expect(kpi.co2e_ttw_kg.value!).toBeLessThan(kpi.co2e_wtw_kg.value!);
    expect(kpi.intensity_g_per_tkm.value).toBeCloseTo((kpi.co2e_wtw_kg.value! * 1000) / kpi.tkm.value!, 0);
    // The ten years before hold no demo shipments: nothing to compare with.
    expect(kpi.previous_period.to).toBe('2019-12-31');
    const days = (period: { from: string; to: string }) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000;
    expect(days(kpi.previous_period)).toBe(days(kpi.period));
    expect(kpi.shipments.previous).toBe(0);
    expect(kpi.shipments.change).toBeNull();
  });

  it('compare a period with the one of equal length before it', async () => {
    const [row] = await t.deps.db
      .select({ day: sql<string>`max(${shipmentEmissions.shipment_date})::text` })
      .from(shipmentEmissions)
      .where(eq(shipmentEmissions.site_id, gothenburg));
    const last = row!.day;
    const middle = new Date(Date.parse(`${last}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const kpi = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?from=${middle}&to=${last}`, user, [gothenburg]);
    expect(kpi.shipments.value).toBeGreaterThan(0);
    expect(kpi.shipments.previous).toBeGreaterThan(0);
    expect(kpi.shipments.change).toBeCloseTo((kpi.shipments.value! - kpi.shipments.previous!) / kpi.shipments.previous!, 6);
  });

  it('count only the sites acted as, and never a site asked for beyond them', async () => {
    const both = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}`, user, [gothenburg, stockholm]);
    const expected = await recordsOf([gothenburg, stockholm]);
    expect(both.shipments.value).toBe(expected.calculated);
    const one = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}&site_id=${stockholm}`, user, [gothenburg, stockholm]);
    expect(one.shipments.value).toBe((await recordsOf([stockholm])).calculated);
    // Malmö is not the user's: asking for it yields nothing.
    const beyond = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}&site_id=${malmo}`, user, [gothenburg]);
    expect(beyond.shipments.value).toBe(0);
    const options = await get<TEmissionsFilterOptions>('/api/emissions/filter-options', user, [gothenburg]);
    expect(options.sites.map((site) => site.id)).toEqual([gothenburg]);
  });

  it('never count another organization’s shipments', async () => {
    const kpi = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}`, agent, [agentSite]);
    const own = await recordsOf([agentSite]);
    expect(kpi.shipments.value).toBe(own.calculated);
    // The agent asking for the demo organization's sites gets nothing of them.
    const foreign = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}&site_id=${gothenburg}`, agent, [agentSite]);
    expect(foreign.shipments.value).toBe(0);
    const table = await get<TEmissionsShipmentRow[]>(`/api/emissions/shipments?${PERIOD}&pageSize=1000`, agent, [agentSite]);
    const demoNumbers = await t.deps.db
      .select({ id: shipmentEmissions.consignment_id })
      .from(shipmentEmissions)
      .where(eq(shipmentEmissions.organization_id, demoOrganization));
    expect(demoNumbers.length).toBeGreaterThan(0);
    expect(table.every((row) => row.site_name !== 'Gothenburg Warehouse')).toBe(true);
  });

  it('filter by mode, carrier, countries, source and data quality', async () => {
    const options = await get<TEmissionsFilterOptions>('/api/emissions/filter-options', user, [gothenburg]);
    expect(options.modes.length).toBeGreaterThan(1);
    expect(options.carriers.length).toBeGreaterThan(1);
    // The demo organization's shipments from another forwarder are reported beside its own.
    expect(options.sources).toEqual(['booked', 'outside']);
    const mode = options.modes[0]!;
    const rows = await get<TEmissionsShipmentRow[]>(`/api/emissions/shipments?${PERIOD}&mode=${mode}&pageSize=1000`, user, [gothenburg]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.mode === mode)).toBe(true);

    const carrier = options.carriers[0]!;
    const country = options.destination_countries[0]!;
    const url = `/api/emissions/shipments?${PERIOD}&carrier=${encodeURIComponent(carrier)}&destination_country=${country.toLowerCase()}&source=booked&data_quality=default&data_quality=modelled&pageSize=1000`;
    const filtered = await get<TEmissionsShipmentRow[]>(url, user, [gothenburg]);
    expect(filtered.every((row) => row.carrier_name === carrier && row.destination_country === country)).toBe(true);
    const outside = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}&source=outside`, user, [gothenburg]);
    const outsideRecords = await recordsOf([gothenburg], undefined, 'outside');
    expect(outsideRecords.calculated).toBeGreaterThan(0);
    expect(outside.shipments.value).toBe(outsideRecords.calculated);
    expect(outside.co2e_wtw_kg.value).toBeCloseTo(outsideRecords.wtw, 1);
  });

  it('chart by month, mode, carrier and lane, each adding up to the total', async () => {
    const kpi = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?${PERIOD}`, orgAdmin, [gothenburg, malmo, stockholm]);
    const charts = await get<TEmissionsCharts>(`/api/emissions/figures/charts?${PERIOD}`, orgAdmin, [gothenburg, malmo, stockholm]);
    expect(charts.months).toHaveLength(120);
    for (const buckets of [charts.months, charts.modes, charts.carriers, charts.lanes]) {
      expect(buckets.reduce((sum, entry) => sum + entry.shipments, 0)).toBe(kpi.shipments.value);
      expect(buckets.reduce((sum, entry) => sum + entry.co2e_wtw_kg, 0)).toBeCloseTo(kpi.co2e_wtw_kg.value!, 0);
    }
    expect(charts.carriers.length).toBeLessThanOrEqual(10);
    expect(charts.lanes[0]!.key).toMatch(/^[A-Z]{2}-[A-Z]{2}$|^other$/);
  });
});

describe('the per-shipment table', () => {
  it('pages and sorts the shipments, each opening its emission details', async () => {
    const response = await call(t.app, 'GET', `/api/emissions/shipments?${PERIOD}&sortKey=co2e_wtw_kg&sortOrder=desc&pageSize=5`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as { data: TEmissionsShipmentRow[]; meta: { total: number; last_page: number } };
    const expected = await recordsOf([gothenburg]);
    expect(meta.total).toBe(expected.calculated + expected.failed);
    expect(data).toHaveLength(5);
    const values = data.map((row) => row.co2e_wtw_kg!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect([4, 9]).toContain(data[0]!.scope3_category);
    const details = await call(t.app, 'GET', `/api/emissions/shipment/${data[0]!.uuid}`, { token: user, siteIds: [gothenburg] });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.calculation.totals.co2e_wtw_kg).toBeCloseTo(data[0]!.co2e_wtw_kg!, 3);
  });

  it('exports the filtered shipments as a workbook in the user’s language', async () => {
    const response = await call(t.app, 'GET', `/api/emissions/export?${PERIOD}&mode=road`, {
      token: user,
      siteIds: [gothenburg],
      locale: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Envío');
    const modeColumn = (sheet.getRow(1).values as string[]).indexOf('Modo');
    const rows = await get<TEmissionsShipmentRow[]>(`/api/emissions/shipments?${PERIOD}&mode=road&pageSize=1000`, user, [gothenburg]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(modeColumn).value).toBe('Carretera');
  });
});

describe('the mode shift', () => {
  it('saves the difference between the road and the rail factor on long road shipments', async () => {
    const shift = await call(t.app, 'GET', `/api/emissions/figures/mode-shift?${PERIOD}&min_distance_km=300`, {
      token: user,
      siteIds: [gothenburg],
    });
    expect(shift.statusCode, shift.body).toBe(200);
    const data = shift.json().data;
    const roads = (
      await get<TEmissionsShipmentRow[]>(`/api/emissions/shipments?${PERIOD}&mode=road&pageSize=1000`, user, [gothenburg])
    ).filter((row) => row.distance_km !== null && row.distance_km > 300 && row.error_reason === null);
    expect(data.shipments).toBe(roads.length);
    expect(data.road_co2e_wtw_kg).toBeCloseTo(
      roads.reduce((sum, row) => sum + row.co2e_wtw_kg!, 0),
      1,
    );
    if (roads.length > 0) {
      expect(data.saved_co2e_wtw_kg).toBeGreaterThan(0);
      expect(data.rail_co2e_wtw_kg).toBeLessThan(data.road_co2e_wtw_kg);
    }
    const none = await get<{ shipments: number; saved_co2e_wtw_kg: number }>(
      `/api/emissions/figures/mode-shift?${PERIOD}&min_distance_km=40000`,
      user,
      [gothenburg],
    );
    expect(none).toMatchObject({ shipments: 0, saved_co2e_wtw_kg: 0 });
  });
});

describe('the GRI 305 report', () => {
  it('totals the organization by mode, scope 3 category and factor set, listing exclusions', async () => {
    const report = await get<TGriReport>(`/api/emissions/gri/full?${PERIOD}`, orgAdmin, [gothenburg]);
    const organizationSites = await t.deps.db.select({ id: sites.id }).from(sites).where(eq(sites.organization_id, demoOrganization));
    const all = await recordsOf(
      organizationSites.map((site) => site.id),
      demoOrganization,
    );
    expect(report.scope).toBe('organization');
    expect(report.sites.length).toBeGreaterThanOrEqual(3);
    expect(report.totals.shipments).toBe(all.calculated);
    expect(report.totals.co2e_wtw_kg).toBeCloseTo(all.wtw, 1);
    const sum = (rows: { co2e_wtw_kg: number }[]) => rows.reduce((total, row) => total + row.co2e_wtw_kg, 0);
    expect(sum(report.by_mode)).toBeCloseTo(report.totals.co2e_wtw_kg, 1);
    expect(sum(report.by_category)).toBeCloseTo(report.totals.co2e_wtw_kg, 1);
    expect(report.by_category.map((row) => row.category)).toEqual([4, 9]);
    // The platform's DESNZ factors, and the demo organization's primary data for its rail carrier.
    const desnz = report.factor_sets.find((set) => set.name === 'UK DESNZ GHG conversion factors');
    expect(desnz).toMatchObject({ version: '2025' });
    expect(desnz!.citation).toContain('Department for Energy Security');
    const [primary] = await t.deps.db
      .select({ wtw: sql<number>`coalesce(sum(${shipmentEmissions.co2e_wtw_kg}), 0)::float8` })
      .from(shipmentEmissions)
      .where(and(eq(shipmentEmissions.organization_id, demoOrganization), eq(shipmentEmissions.data_quality, 'primary')));
    expect(report.primary_share).toBeCloseTo(primary!.wtw / report.totals.co2e_wtw_kg, 3);
    const [failed] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipmentEmissions)
      .where(and(eq(shipmentEmissions.organization_id, demoOrganization), sql`${shipmentEmissions.error_reason} is not null`));
    expect(report.exclusions.reduce((total, row) => total + row.shipments, 0)).toBe(failed!.n);
    expect(report.methodology.join(' ')).toContain('ISO 14083');
  });

  it('reports chosen sites only, and a site user only their own', async () => {
    const report = await get<TGriReport>(`/api/emissions/gri/full?${PERIOD}&site_id=${malmo}`, orgAdmin, [gothenburg]);
    expect(report).toMatchObject({ scope: 'sites', sites: ['Malmo Terminal'] });
    expect(report.totals.shipments).toBe((await recordsOf([malmo])).calculated);
    const own = await get<TGriReport>(`/api/emissions/gri/full?${PERIOD}&site_id=${malmo}`, user, [gothenburg]);
    expect(own.totals.shipments).toBe(0);
    const agentReport = await get<TGriReport>(`/api/emissions/gri/full?${PERIOD}`, agent, [agentSite]);
    expect(agentReport.totals.shipments).toBe((await recordsOf([agentSite])).calculated);
  });

  it('is written in the reader’s language, as a workbook and as a PDF', async () => {
    const spanish = await get<TGriReport>(`/api/emissions/gri/full?${PERIOD}`, orgAdmin, [gothenburg], 'es');
    expect(spanish.methodology[0]).toContain('Las emisiones');
    const workbook = await call(t.app, 'GET', `/api/emissions/gri/full/export?${PERIOD}&format=xlsx`, {
      token: orgAdmin,
      siteIds: [gothenburg],
      locale: 'zh-CN',
    });
    expect(workbook.statusCode, workbook.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('GRI 305 运输排放报告（ISO 14083）');
    const pdf = await call(t.app, 'GET', `/api/emissions/gri/full/export?${PERIOD}&format=pdf`, { token: orgAdmin, siteIds: [gothenburg] });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('bad filters', () => {
  it.each([
    ['/api/emissions/figures/kpi?from=2026-13-01', 'from'],
    ['/api/emissions/figures/kpi?from=2026-05-01&to=2026-04-01', 'to'],
    ['/api/emissions/figures/kpi?from=2000-01-01&to=2026-01-01', 'from'],
    ['/api/emissions/figures/charts?mode=boat', 'mode'],
    ['/api/emissions/figures/kpi?origin_country=Sweden', 'origin_country'],
    ['/api/emissions/figures/kpi?site_id=abc', 'site_id'],
    ['/api/emissions/figures/kpi?colour=red', ''],
    ['/api/emissions/shipments?sortKey=price', 'sortKey'],
    ['/api/emissions/export?data_quality=great', 'data_quality'],
    ['/api/emissions/figures/mode-shift?min_distance_km=-5', 'min_distance_km'],
    ['/api/emissions/gri/full?to=yesterday', 'to'],
    ['/api/emissions/gri/full/export?format=doc', 'format'],
  ])('%s answers 422', async (url, field) => {
    const response = await call(t.app, 'GET', url, { token: user, siteIds: [gothenburg] });
    expect(response.statusCode, response.body).toBe(422);
    if (field) expect(Object.keys(response.json().errors).join(' ')).toContain(field);
  });

  it('asks for a session', async () => {
    expect((await call(t.app, 'GET', '/api/emissions/figures/kpi')).statusCode).toBe(401);
  });
});

// Keeps unused helpers honest: records without a site are never reported.
describe('records from before reports were kept', () => {
  it('have their reported fields filled', async () => {
    const [row] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipmentEmissions)
      .where(isNull(shipmentEmissions.site_id));
    expect(row!.n).toBe(0);
  });
});

describe('the sums kept by month', () => {
  /** The records summed afresh as the kept sums group them, and the kept sums, both in one order. */
  async function keptAndAfresh() {
    const columns = `organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country,
      data_quality, factor_set_name, factor_set_version, calculated`;
    const order = `order by ${columns.replace(/\s+/g, ' ')}`;
    const afresh = await t.deps.db.execute(
      sql.raw(`select ${columns}, sum(wtw)::text as wtw, sum(ttw)::text as ttw, sum(tkm)::text as tkm, count(*)::int as shipments from (
        select organization_id, date_trunc('month', shipment_date::timestamp)::date as month, site_id, 'booked' as source, mode, carrier_name,
               origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason is null as calculated,
               coalesce(co2e_wtw_kg, 0) as wtw, coalesce(co2e_ttw_kg, 0) as ttw, coalesce(tkm, 0) as tkm
        from shipment_emissions
        union all
        select organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name,
               origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason is null,
               coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(tkm, 0)
        from outside_shipments) records
      group by ${columns} ${order}`),
    );
    const kept = await t.deps.db.execute(
      sql.raw(`select ${columns}, co2e_wtw_kg::numeric::text as wtw, co2e_ttw_kg::numeric::text as ttw, tkm::numeric::text as tkm, shipments
        from emission_sums ${order}`),
    );
    const normalized = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
      rows.map((row) => ({ ...row, wtw: Number(row.wtw), ttw: Number(row.ttw), tkm: Number(row.tkm) }));
    return {
      kept: normalized((kept as unknown as { rows: Record<string, unknown>[] }).rows),
      afresh: normalized((afresh as unknown as { rows: Record<string, unknown>[] }).rows),
    };
  }

  /** The records as one row source with the kept sums' column names. */
  const RECORDS = `(
    select organization_id, shipment_date as day, site_id, 'booked' as source, mode, carrier_name, origin_country, destination_country,
           data_quality, error_reason is null as calculated, coalesce(co2e_wtw_kg, 0) as wtw, coalesce(co2e_ttw_kg, 0) as ttw, coalesce(tkm, 0) as tkm
    from shipment_emissions
    union all
    select organization_id, shipment_date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode,
           data_quality, error_reason is null, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(tkm, 0)
    from outside_shipments) records`;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  /** The day sums and the filter values, kept and counted afresh from the records, each in one order. */
  async function daysAndValuesKeptAndAfresh() {
    const columns = 'organization_id, day, site_id, source, mode, calculated';
    const figures = (rows: Record<string, unknown>[]) =>
      rows.map((row): Record<string, unknown> => ({ ...row, wtw: Number(row.wtw), ttw: Number(row.ttw), tkm: Number(row.tkm) }));
    const days = await t.deps.db.execute(
      sql.raw(`select ${columns}, sum(wtw)::text as wtw, sum(ttw)::text as ttw, sum(tkm)::text as tkm, count(*)::int as shipments
        from ${RECORDS} group by ${columns} order by ${columns}`),
    );
    const keptDays = await t.deps.db.execute(
      sql.raw(`select ${columns}, co2e_wtw_kg::text as wtw, co2e_ttw_kg::text as ttw, tkm::text as tkm, shipments
        from emission_day_sums order by ${columns}`),
    );
    const values = await t.deps.db.execute(
      sql.raw(`select organization_id, site_id, f.filter, f.value, count(*)::int as shipments
        from ${RECORDS}
        cross join lateral (values ('carrier', carrier_name), ('mode', mode), ('origin_country', origin_country),
          ('destination_country', destination_country), ('source', source), ('data_quality', data_quality)) as f (filter, value)
        where f.value is not null
        group by organization_id, site_id, f.filter, f.value order by organization_id, site_id, f.filter, f.value`),
    );
    const keptValues = await t.deps.db.execute(
      sql.raw(`select organization_id, site_id, filter, value, shipments
        from emission_filter_values order by organization_id, site_id, filter, value`),
    );
    return {
      days: { kept: figures(rowsOf(keptDays)), afresh: figures(rowsOf(days)) },
      values: { kept: rowsOf(keptValues), afresh: rowsOf(values) },
    };
  }

  it('stay those of the records as records are added, changed and removed', async () => {
    const before = await keptAndAfresh();
    expect(before.kept.length).toBeGreaterThan(0);
    expect(before.kept).toEqual(before.afresh);
    const daysAndValuesBefore = await daysAndValuesKeptAndAfresh();
    expect(daysAndValuesBefore.days.kept.length).toBeGreaterThan(0);
    expect(daysAndValuesBefore.days.kept).toEqual(daysAndValuesBefore.days.afresh);
    expect(daysAndValuesBefore.values.kept.length).toBeGreaterThan(0);
    expect(daysAndValuesBefore.values.kept).toEqual(daysAndValuesBefore.values.afresh);

    const [record] = await t.deps.db
      .select({ id: shipmentEmissions.consignment_id })
      .from(shipmentEmissions)
      .where(eq(shipmentEmissions.site_id, gothenburg))
      .limit(1);
    // A recalculation that moves a shipment to another mode, month and figure; then one that fails.
    await t.deps.db
      .update(shipmentEmissions)
      .set({ mode: 'rail', shipment_date: '2021-02-14', co2e_wtw_kg: 12.345, tkm: 100.5 })
      .where(eq(shipmentEmissions.consignment_id, record!.id));
    await t.deps.db
      .update(shipmentEmissions)
      .set({ error_reason: 'no_weight', co2e_wtw_kg: null, co2e_ttw_kg: null, co2e_wtt_kg: null, tkm: null })
      .where(eq(shipmentEmissions.consignment_id, record!.id));
    const outside = await t.deps.db.select({ id: outsideShipments.id }).from(outsideShipments).limit(2);
    await t.deps.db.delete(outsideShipments).where(
      inArray(
        outsideShipments.id,
        outside.map((row) => row.id),
      ),
    );
    const after = await keptAndAfresh();
    expect(after.kept).toEqual(after.afresh);
    // No group is left behind at nought.
    expect(after.kept.every((row) => (row.shipments as number) > 0)).toBe(true);
    const daysAndValuesAfter = await daysAndValuesKeptAndAfresh();
    expect(daysAndValuesAfter.days.kept).toEqual(daysAndValuesAfter.days.afresh);
    expect(daysAndValuesAfter.values.kept).toEqual(daysAndValuesAfter.values.afresh);
    expect(daysAndValuesAfter.days.kept.every((row) => (row.shipments as number) > 0)).toBe(true);
    expect(daysAndValuesAfter.values.kept.every((row) => (row.shipments as number) > 0)).toBe(true);
  });

  it('lose a value no record holds any more, and count a new one', async () => {
    const [record] = await t.deps.db
      .select({ id: shipmentEmissions.consignment_id, carrier: shipmentEmissions.carrier_name })
      .from(shipmentEmissions)
      .where(eq(shipmentEmissions.site_id, gothenburg))
      .limit(1);
    await t.deps.db
      .update(shipmentEmissions)
      .set({ carrier_name: 'A carrier of one shipment' })
      .where(eq(shipmentEmissions.consignment_id, record!.id));
    const options = await get<TEmissionsFilterOptions>('/api/emissions/filter-options', user, [gothenburg]);
    expect(options.carriers).toContain('A carrier of one shipment');
    await t.deps.db
      .update(shipmentEmissions)
      .set({ carrier_name: record!.carrier })
      .where(eq(shipmentEmissions.consignment_id, record!.id));
    const again = await get<TEmissionsFilterOptions>('/api/emissions/filter-options', user, [gothenburg]);
    expect(again.carriers).not.toContain('A carrier of one shipment');
    const kept = await daysAndValuesKeptAndAfresh();
    expect(kept.values.kept).toEqual(kept.values.afresh);
  });

  it('give the same figures as the records for a period that cuts months', async () => {
    const from = '2026-01-17';
    const to = '2026-10-09';
    const kpi = await get<TEmissionsKpi>(`/api/emissions/figures/kpi?from=${from}&to=${to}`, orgAdmin, [gothenburg, stockholm, malmo]);
    const [expected] = await t.deps.db
      .select({
        wtw: sql<number>`coalesce(sum(${shipmentEmissions.co2e_wtw_kg}), 0)::float8`,
        shipments: sql<number>`(count(*) filter (where ${shipmentEmissions.error_reason} is null))::int`,
      })
      .from(shipmentEmissions)
      .where(
        and(
          inArray(shipmentEmissions.site_id, [gothenburg, stockholm, malmo]),
          gte(shipmentEmissions.shipment_date, from),
          lte(shipmentEmissions.shipment_date, to),
        ),
      );
    const [outside] = await t.deps.db
      .select({
        wtw: sql<number>`coalesce(sum(${outsideShipments.co2e_wtw_kg}), 0)::float8`,
        shipments: sql<number>`(count(*) filter (where ${outsideShipments.error_reason} is null))::int`,
      })
      .from(outsideShipments)
      .where(
        and(
          inArray(outsideShipments.site_id, [gothenburg, stockholm, malmo]),
          gte(outsideShipments.shipment_date, from),
          lte(outsideShipments.shipment_date, to),
        ),
      );
    expect(expected!.shipments + outside!.shipments).toBeGreaterThan(0);
    expect(kpi.shipments.value).toBe(expected!.shipments + outside!.shipments);
    expect(kpi.co2e_wtw_kg.value).toBeCloseTo(expected!.wtw + outside!.wtw, 3);
    const charts = await get<TEmissionsCharts>(`/api/emissions/figures/charts?from=${from}&to=${to}`, orgAdmin, [
      gothenburg,
      stockholm,
      malmo,
    ]);
    expect(charts.months.reduce((sum, month) => sum + month.shipments, 0)).toBe(kpi.shipments.value);
    const table = await call(t.app, 'GET', `/api/emissions/shipments?from=${from}&to=${to}&pageSize=5`, {
      token: orgAdmin,
      siteIds: [gothenburg, stockholm, malmo],
    });
    expect(table.json().meta.total).toBe(kpi.shipments.value! + kpi.not_calculated);
  });
});
