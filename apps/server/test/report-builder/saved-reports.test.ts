import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsResult, TSavedReport, TSavedReportBodyInput } from '@freight/contracts';
import { consignments } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

// Shipments in a month no demo shipment falls in, so the report's figures are known.
const ALPHA = 'Builder Alpha';
const BETA = 'Builder Beta';

let t: TestApp;
let user: string;
let admin: string;
let siteAdmin: string;
let agent: string;

const definition = (overrides: Partial<TSavedReportBodyInput['definition']> = {}): TSavedReportBodyInput['definition'] => ({
  measures: ['shipments', 'on_time_share'],
  rows: 'carrier',
  columns: null,
  period: 'custom',
  from: '2014-06-01',
  to: '2014-06-30',
  carrier: [ALPHA, BETA],
  chart: 'bar',
  ...overrides,
});

async function save(token: string, body: TSavedReportBodyInput, id?: number) {
  return call(t.app, id ? 'PUT' : 'POST', id ? `/api/saved-reports/${id}` : '/api/saved-reports', { token, body });
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  const gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  const organization = signedIn.user.sites[0]!.organization_id;
  const day = (date: string) => new Date(`${date}T10:00:00Z`);
  const shipment = (key: string, carrier: string, delivered: string, promised: string) => ({
    organization_id: organization,
    site_id: gothenburg,
    shipment_number: `RB-${key}`,
    source: 'import' as const,
    direction: 'outbound' as const,
    carrier_name: carrier,
    transport_mode: 'ROAD',
    consignor_countrycode: 'SE',
    consignee_countrycode: 'DE',
    status: 'DELIVERED',
    booked_at: day('2014-06-02'),
    pickup_at: day('2014-06-02'),
    delivered_at: day(delivered),
    promised_delivery_date: promised,
    created_at: day('2014-06-02'),
  });
  await t.deps.db
    .insert(consignments)
    .values([
      shipment('A1', ALPHA, '2014-06-04', '2014-06-04'),
      shipment('A2', ALPHA, '2014-06-09', '2014-06-05'),
      shipment('A3', ALPHA, '2014-06-05', '2014-06-05'),
      shipment('B1', BETA, '2014-06-03', '2014-06-04'),
    ]);
});
afterAll(() => t.close());

describe('the report builder', () => {
  it('saves a report for its author, runs it on the sites acted as, and exports its pivot', async () => {
    const saved = await save(user, { name: 'Carriers in June', definition: definition() });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = saved.json().data as TSavedReport;
    expect(report).toMatchObject({
      name: 'Carriers in June',
      shared: false,
      editable: true,
      definition: { rows: 'carrier', chart: 'bar' },
    });

    const result = (await call(t.app, 'GET', `/api/saved-reports/${report.id}/result`, { token: user })).json().data as TAnalyticsResult;
    const byCarrier = Object.fromEntries(result.rows.map((row) => [row.keys.carrier, row.values]));
    expect(byCarrier[ALPHA]).toEqual({ shipments: 3, on_time_share: 2 / 3 });
    expect(byCarrier[BETA]).toEqual({ shipments: 1, on_time_share: 1 });

    const exported = await call(t.app, 'GET', `/api/saved-reports/${report.id}/export`, { token: user });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Carrier', 'Shipments', 'On-time share']);
    const alpha = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === ALPHA)!;
    expect(alpha.getCell(2).value).toBe(3);

    const list = (await call(t.app, 'GET', '/api/saved-reports', { token: user })).json().data as TSavedReport[];
    expect(list.map((entry) => entry.name)).toContain('Carriers in June');
  });

  it('keeps a personal report from colleagues and another organization, and shares only what an organization admin shares', async () => {
    const own = (await save(user, { name: 'Mine only', definition: definition() })).json().data as TSavedReport;
    expect((await call(t.app, 'GET', `/api/saved-reports/${own.id}`, { token: admin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/saved-reports/${own.id}`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/saved-reports/${own.id}/result`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/saved-reports/${own.id}`, { token: admin })).statusCode).toBe(404);

    const refused = await save(user, { name: 'For everyone', shared: true, definition: definition() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ shared: ['Only organization admins share reports with the whole organization.'] });

    const shared = (await save(admin, { name: 'Carrier league', shared: true, definition: definition() })).json().data as TSavedReport;
    expect(shared).toMatchObject({ shared: true, owner: null, editable: true });
    const seen = (await call(t.app, 'GET', `/api/saved-reports/${shared.id}`, { token: user })).json().data as TSavedReport;
    expect(seen.editable).toBe(false);
    expect((await save(user, { name: 'Taken over', definition: definition() }, shared.id)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/saved-reports/${shared.id}`, { token: siteAdmin })).statusCode).toBe(403);
    const agentList = (await call(t.app, 'GET', '/api/saved-reports', { token: agent })).json().data as TSavedReport[];
    expect(agentList.map((entry) => entry.id)).not.toContain(shared.id);

    expect((await call(t.app, 'DELETE', `/api/saved-reports/${shared.id}`, { token: admin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/saved-reports/${shared.id}`, { token: user })).statusCode).toBe(404);
  });

  it('refuses a definition it cannot answer under the field to change, never a fault', async () => {
    const cases: [TSavedReportBodyInput['definition'], Record<string, string[]>][] = [
      [definition({ measures: [] }), { 'definition.measures': ['Choose at least one figure.'] }],
      [definition({ measures: ['shipments', 'speed' as never] }), { 'definition.measures.1': ['Choose one of the allowed values.'] }],
      [
        definition({ rows: 'carrier', columns: 'carrier' }),
        { 'definition.columns': ['Choose a different grouping for the columns than for the rows.'] },
      ],
      [definition({ rows: null, columns: 'mode' }), { 'definition.rows': ['Choose the rows before the columns.'] }],
      [definition({ from: null }), { 'definition.from': ['This field is required.'] }],
      [
        definition({ measures: ['shipments'], rows: 'exception_type' }),
        { 'definition.rows': ['These figures cannot be grouped this way; choose other groupings or figures.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await save(user, { name: 'Bad', definition: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors).toEqual(errors);
    }
    const missingName = await save(user, { name: '  ', definition: definition() });
    expect(Object.keys(missingName.json().errors)).toEqual(['name']);
  });
});
