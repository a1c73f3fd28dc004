import { and, eq, gt, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TEmissionFactorInput, TEmissionFactorSetDetail, TEmissionFactorSetInput, TShipmentEmissions } from '@freight/contracts';
import { consignments, emissionRecalculations, organizations } from '../../src/db/schema';
import { insertEmissionFactorSet } from '../../src/db/seed/emissions';
import { recalculatePending, recordMissingShipmentEmissions } from '../../src/modules/emissions';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let user: string;
let organizationId: number;
let otherSetId: number;

const PLATFORM = '/api/admin/emission-factor-sets';
const OWN = '/api/emission-factor-sets';

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  const admin = await signIn(t.app, 'orgadmin@demo.example');
  orgAdmin = admin.token;
  organizationId = admin.user.sites[0]!.organization_id;
  user = (await signIn(t.app, 'user@demo.example')).token;
  const [other] = await t.database.db.insert(organizations).values({ name: 'Other Shipper AB' }).returning({ id: organizations.id });
  await insertEmissionFactorSet(
    t.database.db,
    {
      scope: 'organization',
      name: 'Other shipper’s trucks',
      version: '1',
      source: 'carrier',
      citation: 'Their report',
      licence: 'proprietary',
      data_quality: 'primary',
      valid_from: '2020-01-01',
      valid_to: null,
      factors: [
        { kind: 'leg', label: 'Truck', mode: 'road', vehicle_class: null, fuel: null, region: null, wtw: 1, ttw: 1, distance_basis: 'sfd' },
      ],
    },
    { isDefault: true, organizationId: other!.id },
  );
  const listed = await t.database.db.query.emissionFactorSets.findFirst({ where: (set, { eq: is }) => is(set.organization_id, other!.id) });
  otherSetId = listed!.id;
});
afterAll(() => t.close());

const setBody = (changes: Partial<TEmissionFactorSetInput> = {}): TEmissionFactorSetInput => ({
  name: 'Fjord Haulage primary data',
  version: '2025',
  source: 'Fjord Haulage AS',
  citation: 'Fjord Haulage AS, fuel-based intensities 2025, audited',
  licence: 'Supplied to the shipper for its own reporting',
  data_quality: 'primary',
  valid_from: '2020-01-01',
  valid_to: null,
  ...changes,
});

const roadFactor = (wtw: number, ttw: number, changes: Partial<TEmissionFactorInput> = {}): TEmissionFactorInput => ({
  kind: 'leg',
  label: 'Articulated truck, Euro VI diesel',
  mode: 'road',
  unit: 'g_per_tkm',
  wtw,
  ttw,
  distance_basis: 'sfd',
  ...changes,
});

async function ok(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
): Promise<TEmissionFactorSetDetail> {
  const response = await call(t.app, method, url, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('who manages which factor sets', () => {
  it('lets a god user manage the platform’s sets, and nobody else', async () => {
    expect((await call(t.app, 'GET', PLATFORM, { token: god })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', PLATFORM, { token: orgAdmin })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', PLATFORM, { token: user, body: setBody() })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', PLATFORM)).statusCode).toBe(401);
  });

  it('lets an organization admin manage only the organization’s own sets: the platform’s and another organization’s are not found', async () => {
    const platformSet = (await call(t.app, 'GET', PLATFORM, { token: god })).json().data[0];
    for (const id of [platformSet.id, otherSetId]) {
      expect((await call(t.app, 'GET', `${OWN}/${id}`, { token: orgAdmin })).statusCode).toBe(404);
      expect((await call(t.app, 'PUT', `${OWN}/${id}`, { token: orgAdmin, body: setBody() })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${OWN}/${id}/factors`, { token: orgAdmin, body: roadFactor(1, 1) })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${OWN}/${id}/default`, { token: orgAdmin })).statusCode).toBe(404);
    }
    const listed = (await call(t.app, 'GET', OWN, { token: orgAdmin })).json().data as { id: number }[];
    expect(listed.map((set) => set.id)).not.toContain(otherSetId);
    expect(listed.map((set) => set.id)).not.toContain(platformSet.id);
  });

  it('lets plain users read the platform’s sets and their own organization’s, never manage them', async () => {
    expect((await call(t.app, 'GET', OWN, { token: user })).statusCode).toBe(403);
    const platformSet = (await call(t.app, 'GET', '/api/emissions/factor-sets', { token: user })).json().data[0];
    const read = await ok('GET', `/api/emissions/factor-sets/${platformSet.id}`, user);
    expect(read.factors.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `/api/emissions/factor-sets/${otherSetId}`, { token: user })).statusCode).toBe(404);
  });
});

describe('checking what is entered', () => {
  it('answers 422 per field for a set', async () => {
    const response = await call(t.app, 'POST', OWN, {
      token: orgAdmin,
      body: setBody({ name: ' ', valid_from: '2025-13-40', data_quality: 'guessed' as never }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['data_quality', 'name', 'valid_from']);
    const order = await call(t.app, 'POST', OWN, { token: orgAdmin, body: setBody({ valid_from: '2025-06-01', valid_to: '2025-01-01' }) });
    expect(Object.keys(order.json().errors)).toEqual(['valid_to']);
  });

  it('answers 422 per field for a factor: WTW at least TTW, the unit of its kind, a leg’s distance basis', async () => {
    const set = await ok('POST', OWN, orgAdmin, setBody({ name: 'Checks', version: '1' }));
    const errorsOf = async (body: unknown) => {
      const response = await call(t.app, 'POST', `${OWN}/${set.id}/factors`, { token: orgAdmin, body });
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().errors).sort();
    };
    expect(await errorsOf(roadFactor(40, 50))).toEqual(['wtw']);
    expect(await errorsOf(roadFactor(50, -1))).toEqual(['ttw']);
    expect(await errorsOf(roadFactor(50, 40, { unit: 'kg_per_t' }))).toEqual(['unit']);
    expect(await errorsOf(roadFactor(50, 40, { distance_basis: null }))).toEqual(['distance_basis']);
    expect(await errorsOf({ kind: 'hub', label: 'Cross-dock', unit: 'kg_per_t', wtw: 2, ttw: 1, mode: 'road' })).toEqual(['mode']);
    expect((await ok('GET', `${OWN}/${set.id}`, orgAdmin)).factors).toEqual([]);
  });

  it('refuses a second set of the same name and version', async () => {
    await ok('POST', OWN, orgAdmin, setBody({ name: 'Twice', version: '1' }));
    const response = await call(t.app, 'POST', OWN, { token: orgAdmin, body: setBody({ name: 'Twice', version: '1' }) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['version']);
  });
});

describe('versions, the default and retiring (god user)', () => {
  it('copies a version with its figures, makes it the only default, and retires the old one for good', async () => {
    const sets = (await call(t.app, 'GET', PLATFORM, { token: god })).json().data as TEmissionFactorSetDetail[];
    const current = sets.find((set) => set.is_default)!;
    const copy = await ok('POST', `${PLATFORM}/${current.id}/versions`, god, { version: '2025-rev1' });
    expect(copy).toMatchObject({ name: current.name, version: '2025-rev1', is_default: false, factor_count: current.factor_count });

    const made = await ok('POST', `${PLATFORM}/${copy.id}/default`, god);
    expect(made.is_default).toBe(true);
    const after = (await call(t.app, 'GET', PLATFORM, { token: god })).json().data as TEmissionFactorSetDetail[];
    expect(after.filter((set) => set.is_default).map((set) => set.id)).toEqual([copy.id]);

    const retired = await ok('POST', `${PLATFORM}/${current.id}/retire`, god);
    expect(retired.retired_at).not.toBeNull();
    const edit = await call(t.app, 'POST', `${PLATFORM}/${current.id}/factors`, { token: god, body: roadFactor(1, 1) });
    expect(edit.statusCode).toBe(422);
    expect((await ok('GET', `${PLATFORM}/${current.id}`, god)).factor_count).toBe(current.factor_count);
  });
});

async function roadShipment() {
  await recordMissingShipmentEmissions(t.database.db);
  const [row] = await t.database.db
    .select({ id: consignments.id, uuid: consignments.uuid, carrier_id: consignments.carrier_id })
    .from(consignments)
    .where(
      and(
        eq(consignments.organization_id, organizationId),
        eq(consignments.transport_mode, 'ROAD'),
        isNotNull(consignments.carrier_id),
        gt(consignments.total_weight, 0),
      ),
    )
    .limit(1);
  return row!;
}

async function recordOf(uuid: string): Promise<TShipmentEmissions> {
  const response = await call(t.app, 'GET', `/api/emissions/shipment/${uuid}`, { token: orgAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('an organization’s primary data, mapped to a carrier', () => {
  it('recalculates the carrier’s shipments in the background, and again when a factor changes', async () => {
    const shipment = await roadShipment();
    const before = await recordOf(shipment.uuid);
    expect(before.calculation!.legs[0]!.factor.data_quality).toBe('default');
    const tkm = before.calculation!.totals.tkm;

    const set = await ok('POST', OWN, orgAdmin, setBody());
    const withFactor = await ok('POST', `${OWN}/${set.id}/factors`, orgAdmin, roadFactor(50, 40));
    await ok('POST', `${OWN}/${set.id}/mappings`, orgAdmin, { carrier_id: shipment.carrier_id });

    // Per SFD tonne-km, so never adjusted: tkm × 50 g.
    await vi.waitFor(
      async () => {
        const record = await recordOf(shipment.uuid);
        expect(record.calculation!.legs[0]!.factor).toMatchObject({
          set_name: 'Fjord Haulage primary data',
          set_version: '2025',
          data_quality: 'primary',
        });
        expect(record.calculation!.totals.co2e_wtw_kg).toBeCloseTo((tkm * 50) / 1000, 2);
      },
      { timeout: 30_000, interval: 50 },
    );

    const factorId = withFactor.factors[0]!.id;
    await ok('PUT', `${OWN}/${set.id}/factors/${factorId}`, orgAdmin, roadFactor(25, 20));
    await vi.waitFor(
      async () => expect((await recordOf(shipment.uuid)).calculation!.totals.co2e_wtw_kg).toBeCloseTo((tkm * 25) / 1000, 2),
      { timeout: 30_000, interval: 50 },
    );
    await vi.waitFor(async () => expect((await ok('GET', `${OWN}/${set.id}`, orgAdmin)).pending_recalculations).toBe(0), {
      timeout: 30_000,
      interval: 50,
    });

    const mapping = (await ok('GET', `${OWN}/${set.id}`, orgAdmin)).mappings[0]!;
    await ok('DELETE', `${OWN}/${set.id}/mappings/${mapping.id}`, orgAdmin);
    await vi.waitFor(async () => expect((await recordOf(shipment.uuid)).calculation!.legs[0]!.factor.data_quality).toBe('default'), {
      timeout: 30_000,
      interval: 50,
    });
    // Each wait above is bounded on its own; the test's bound covers all four on a busy machine.
  }, 120_000);

  it('refuses a mapping to a service of another carrier', async () => {
    const set = await ok('POST', OWN, orgAdmin, setBody({ name: 'Mapping checks' }));
    const response = await call(t.app, 'POST', `${OWN}/${set.id}/mappings`, {
      token: orgAdmin,
      body: { carrier_id: 999_999 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['carrier_id']);
  });
});

describe('the recalculation queue', () => {
  it('is shared by two server processes without doing a shipment twice, and survives in the table until done', async () => {
    // What earlier tests left recalculating in the background finishes first.
    await t.deps.background.settle();
    const rows = await t.database.db
      .select({ consignment_id: consignments.id, organization_id: consignments.organization_id })
      .from(consignments)
      .limit(30);
    await t.database.db.insert(emissionRecalculations).values(rows).onConflictDoNothing();
    const another = await t.startAnotherServer();
    try {
      const [first, second] = await Promise.all([recalculatePending(t.database.db, 5), recalculatePending(another.deps.db, 5)]);
      expect(first + second).toBeGreaterThanOrEqual(rows.length);
      expect(await t.database.db.$count(emissionRecalculations)).toBe(0);
    } finally {
      await another.close();
    }
  });
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('factors');
  sheet.addRow(['kind', 'label', 'mode', 'vehicle_class', 'fuel', 'region', 'hub_type', 'unit', 'wtw', 'ttw', 'distance_basis']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a set’s figures as a spreadsheet', () => {
  it('imports all rows or none, naming each wrong cell, and exports them back', async () => {
    const set = await ok('POST', OWN, orgAdmin, setBody({ name: 'From Excel' }));
    await ok('POST', `${OWN}/${set.id}/factors`, orgAdmin, roadFactor(50, 40));
    const upload = async (content: Buffer) => {
      const form = multipartForm([{ name: 'file', filename: 'factors.xlsx', content }]);
      return call(t.app, 'POST', `${OWN}/${set.id}/import`, { token: orgAdmin, body: form.body, headers: form.headers });
    };

    const bad = await upload(
      await workbook([
        ['leg', 'Rail, electric', 'rail', null, null, 'SE', null, 'g_per_tkm', 8, 2, 'sfd'],
        ['leg', 'Truck', 'road', null, null, null, null, 'g_per_tkm', 30, 40, 'sfd'],
        ['hub', 'Cross-dock', null, null, null, null, 'transshipment', 'g_per_tkm', 2, 1, null],
      ]),
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rows.3.wtw', 'rows.4.unit']);
    expect((await ok('GET', `${OWN}/${set.id}`, orgAdmin)).factors.map((factor) => factor.wtw)).toEqual([50]);

    const good = await upload(
      await workbook([
        ['leg', 'Rail, electric', 'rail', null, null, 'SE', null, 'g_per_tkm', 8, 2, 'sfd'],
        ['hub', 'Cross-dock', null, null, null, null, 'transshipment', 'kg_per_t', 2, 1.5, null],
      ]),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.factors.map((factor: { label: string; wtw: number }) => [factor.label, factor.wtw])).toEqual([
      ['Cross-dock', 2],
      ['Rail, electric', 8],
    ]);

    const exported = await call(t.app, 'GET', `${OWN}/${set.id}/export`, { token: orgAdmin });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getRow(3).values as unknown[];
    expect(values.slice(1, 3)).toEqual(['leg', 'Rail, electric']);
  });
});
