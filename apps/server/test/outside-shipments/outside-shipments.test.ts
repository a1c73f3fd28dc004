import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutsideImportResult, TOutsideShipment, TOutsideVerifyResult } from '@freight/contracts';
import { outsideShipmentImports, outsideShipments, sites, users } from '../../src/db/schema';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let organizationId: number;
let gothenburg: number;
let malmo: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'siteadmin@demo.example');
  token = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  malmo = siteId(signedIn.user, 'Malmo_Terminal');
  organizationId = signedIn.user.sites[0]!.organization_id;
});
afterAll(() => t.close());

const HEADERS = [
  'Reference',
  'Date',
  'Carrier',
  'Mode',
  'Origin country',
  'Origin city or postcode',
  'Destination country',
  'Destination city or postcode',
  'Weight (kg)',
];

async function workbook(rows: unknown[][], headers: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipments');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const roadRow = (reference: string, weight = 1000, city = 'Stockholm') => [
  reference,
  new Date(Date.UTC(2026, 7, 3)),
  'Other Forwarder',
  'road',
  'SE',
  'Goteborg',
  'SE',
  city,
  weight,
];

function post(
  url: string,
  file: Buffer,
  options: { siteIds?: number[]; locale?: string; filename?: string; fields?: Record<string, string> } = {},
) {
  const form = multipartForm([
    { name: 'file', filename: options.filename ?? 'shipments.xlsx', content: file },
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
  ]);
  return call(t.app, 'POST', url, {
    token,
    siteIds: options.siteIds ?? [gothenburg],
    locale: options.locale,
    body: form.body,
    headers: form.headers,
  });
}

const storedOf = (reference: string) =>
  t.database.db
    .select()
    .from(outsideShipments)
    .where(and(eq(outsideShipments.organization_id, organizationId), eq(outsideShipments.reference, reference)));

async function readBack(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('outside shipments: demo data', () => {
  it('gives the demo users’ organization last quarter’s shipments from another forwarder, by several modes, all calculated', async () => {
    const response = await call(t.app, 'GET', '/api/emissions/outside-shipments?filter[search]=KFF-&pageSize=100', {
      token,
      siteIds: [gothenburg],
    });
    const rows: TOutsideShipment[] = response.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.mode))).toEqual(new Set(['road', 'rail', 'sea', 'air']));
    expect(new Set(rows.map((row) => row.carrier_name))).toEqual(new Set(['Kattegat Freight Forwarding']));
    expect(rows.every((row) => row.co2e_wtw_kg !== null && row.co2e_wtw_kg > 0)).toBe(true);
    const today = new Date();
    const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1)).toISOString().slice(0, 10);
    expect(rows.every((row) => row.shipment_date < quarterStart)).toBe(true);
  });
});

describe('outside shipments: template and upload-and-calculate', () => {
  it('downloads the template with headers in the user’s language and a sheet explaining them', async () => {
    const response = await call(t.app, 'GET', '/api/emissions/upload/template', { token, locale: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readBack(response.rawPayload);
    expect(rows[0]).toContain('Referencia');
    expect(rows[0]).toContain('Peso (kg)');
    expect(rows[0]).toContain('Tramo');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Envíos', 'Cómo rellenarlo']);
  });

  it('hands the workbook back with CO2e columns per row and each wrong row’s error, storing nothing', async () => {
    const file = await workbook(
      [roadRow('CALC-1'), ['CALC-2', 'yesterday', null, 'road', 'SE', 'Atlantis', 'SE', 'Stockholm', 10]],
      [
        'Referencia',
        'Fecha',
        'Transportista',
        'Modo',
        'País de origen',
        'Ciudad o código postal de origen',
        'País de destino',
        'Ciudad o código postal de destino',
        'Peso (kg)',
      ],
    );
    const response = await post('/api/emissions/upload', file, { locale: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await readBack(response.rawPayload);
    // The file's own headers stay; the figures' headers are in the user's language.
    expect(rows[0]).toEqual([
      'Referencia',
      'Fecha',
      'Transportista',
      'Modo',
      'País de origen',
      'Ciudad o código postal de origen',
      'País de destino',
      'Ciudad o código postal de destino',
      'Peso (kg)',
      'CO2e WTW (kg)',
      'CO2e TTW (kg)',
      'Tonne-km',
      'Calculated distance (km)',
      'Emission factor',
      'Data quality',
      'Error',
    ]);
    // 1 t × 476.9 km × 1.05 × 125.22 g WTW (the hand-checked road case of the calculation API).
    expect(rows[1]!.slice(9, 15)).toEqual([
      62.703,
      50.891,
      476.9,
      476.9,
      'HGV (all diesel), all HGVs, average laden — UK DESNZ GHG conversion factors 2025',
      'default',
    ]);
    expect(rows[2]![15]).toMatch(/^Date: Enter a date .*Origin city or postcode: This city is not in the gazetteer/);
    expect(await storedOf('CALC-1')).toEqual([]);
  });

  it('refuses a file that is no workbook, or lacks the required columns, with 422', async () => {
    const csv = await post('/api/emissions/upload', Buffer.from('reference;date\nA;2026-01-01\n'), { filename: 'shipments.csv' });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors.file).toEqual(['Upload an Excel workbook (.xlsx).']);
    const broken = await post('/api/emissions/upload', Buffer.from('this is not a zip file'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file).toBeDefined();
    const missing = await post('/api/emissions/import/verify', await workbook([['X', '2026-01-01']], ['Reference', 'Date']));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toContain('Mode, Weight (kg)');
  });
});

describe('outside shipments: verify and import', () => {
  it('previews every row’s figures or errors without storing anything', async () => {
    const file = await workbook([roadRow('VER-1'), roadRow('VER-2', 0), roadRow('VER-1', 5)]);
    const response = await post('/api/emissions/import/verify', file, { locale: 'zh-CN' });
    expect(response.statusCode, response.body).toBe(200);
    const result: TOutsideVerifyResult = response.json().data;
    expect(result).toMatchObject({ rows_total: 3, rows_valid: 1, rows_invalid: 2, co2e_wtw_kg: 62.703, truncated: false });
    expect(result.rows[0]).toMatchObject({ line: 2, reference: 'VER-1', co2e_wtw_kg: 62.703, data_quality: 'default', errors: [] });
    expect(result.rows[1]!.errors).toEqual([{ column: 'weight_kg', message: '请输入大于零的数字。' }]);
    expect(result.rows[2]!.errors[0]).toMatchObject({ column: 'reference', message: expect.stringContaining('2') });
    expect(await storedOf('VER-1')).toEqual([]);
  });

  it('imports all rows or none, naming each wrong row and column', async () => {
    const bad = await post('/api/emissions/import/process', await workbook([roadRow('ALL-1'), roadRow('ALL-2', 1000, 'Atlantis')]));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['rows.3.destination_city']);
    expect(await storedOf('ALL-1')).toEqual([]);

    const good = await post('/api/emissions/import/process', await workbook([roadRow('ALL-1'), roadRow('ALL-2', 2000)]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ rows: 2, created: 2, updated: 0, co2e_wtw_kg: 188.11 } satisfies TOutsideImportResult);
    const [stored] = await storedOf('ALL-2');
    expect(stored).toMatchObject({
      site_id: gothenburg,
      shipment_date: '2026-08-03',
      carrier_name: 'Other Forwarder',
      mode: 'road',
      origin_countrycode: 'SE',
      origin_place: 'Goteborg',
      destination_place: 'Stockholm',
      mass_kg: 2000,
      co2e_wtw_kg: 125.407,
      co2e_ttw_kg: 101.781,
      data_quality: 'default',
      factor_set_name: 'UK DESNZ GHG conversion factors',
      factor_set_version: '2025',
      error_reason: null,
    });
    expect(stored!.record.calculation.legs[0]).toMatchObject({ distance_km: 476.9 });
  });

  it('imports a shipment of several legs as one, calculated leg by leg, all or nothing', async () => {
    const headers = [...HEADERS, 'Leg', 'Distance (km)'];
    const legRow = (reference: string, leg: number | null, mode: string, from: [string, string], to: [string, string], km: number) => [
      reference,
      new Date(Date.UTC(2026, 7, 3)),
      mode === 'sea' ? 'Ocean Line' : 'Other Forwarder',
      mode,
      ...from,
      ...to,
      1000,
      leg,
      km,
    ];
    const chain = (reference: string, legs: number[] = [1, 2, 3]) => [
      legRow(reference, legs[0]!, 'road', ['SE', 'Boras'], ['SE', 'Goteborg'], 65),
      legRow(reference, legs[1]!, 'sea', ['SE', 'Goteborg'], ['GB', 'Felixstowe'], 1100),
      legRow(reference, legs[2]!, 'road', ['GB', 'Felixstowe'], ['GB', 'London'], 130),
    ];

    const misnumbered = await post('/api/emissions/import/process', await workbook(chain('LEGS-1', [1, 3, 2]), headers));
    expect(misnumbered.statusCode).toBe(422);
    expect(Object.keys(misnumbered.json().errors)).toEqual(['rows.3.leg']);
    const wrongLeg = chain('LEGS-1');
    wrongLeg[2]![8] = -5;
    const refused = await post('/api/emissions/import/process', await workbook(wrongLeg, headers));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['rows.4.weight_kg']);
    expect(await storedOf('LEGS-1')).toEqual([]);

    // The same legs as shipments of their own, to compare with.
    const alone = await post(
      '/api/emissions/import/process',
      await workbook(
        chain('unused').map((row, index) => [`LEGS-ALONE-${index}`, ...row.slice(1, 9), null, row[10]]),
        headers,
      ),
    );
    expect(alone.statusCode, alone.body).toBe(200);

    const verified = await post('/api/emissions/import/verify', await workbook(chain('LEGS-1'), headers));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      rows_total: 3,
      rows_valid: 3,
      rows_invalid: 0,
      co2e_wtw_kg: alone.json().data.co2e_wtw_kg,
    });
    expect(verified.json().data.rows.map((row: { mode: string }) => row.mode)).toEqual(['road', 'sea', 'road']);

    const imported = await post('/api/emissions/import/process', await workbook(chain('LEGS-1'), headers));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ rows: 1, created: 1, updated: 0, co2e_wtw_kg: alone.json().data.co2e_wtw_kg });
    const [stored] = await storedOf('LEGS-1');
    expect(stored).toMatchObject({
      mode: 'sea',
      carrier_name: 'Ocean Line',
      origin_countrycode: 'SE',
      origin_place: 'Boras',
      destination_countrycode: 'GB',
      destination_place: 'London',
      mass_kg: 1000,
      co2e_wtw_kg: alone.json().data.co2e_wtw_kg,
    });
    expect(stored!.record.calculation.legs.map((leg) => [leg.mode, leg.distance_km])).toEqual([
      ['road', 65],
      ['sea', 1100],
      ['road', 130],
    ]);

    const calculated = await post('/api/emissions/upload', await workbook(chain('LEGS-2'), headers));
    expect(calculated.statusCode, calculated.body).toBe(200);
    const back = await readBack(calculated.rawPayload);
    const wtwColumn = (back[0] as string[]).indexOf('CO2e WTW (kg)');
    expect(wtwColumn).toBeGreaterThan(0);
    expect(back.slice(1).every((row) => typeof row[wtwColumn] === 'number')).toBe(true);
  });

  it('tells the importing user how far a running import has read, and forgets it once it has ended', async () => {
    const progressId = 'progress-0123456789';
    const rows = Array.from({ length: 3000 }, (_, index) => roadRow(`PROG-${index}`));
    let finished = false;
    const importing = post('/api/emissions/import/process', await workbook(rows), { fields: { progress_id: progressId } }).finally(() => {
      finished = true;
    });
    const seen: number[] = [];
    const storedCounts: number[] = [];
    // The import awaits its file and database between batches; the questions are answered meanwhile.
    while (!finished) {
      const answer = await call(t.app, 'GET', `/api/emissions/import/progress/${progressId}`, { token, siteIds: [gothenburg] });
      if (answer.statusCode === 200 && seen.at(-1) !== answer.json().data.rows) seen.push(answer.json().data.rows);
      // On PostgreSQL other server processes read the same count from the database meanwhile.
      if (t.database.kind === 'postgres') {
        const [stored] = await t.database.db
          .select()
          .from(outsideShipmentImports)
          .where(eq(outsideShipmentImports.progress_id, progressId));
        if (stored && stored.rows > 0) storedCounts.push(stored.rows);
      }
      // Each question waits for the event loop's next turn, so the import keeps its turns between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const imported = await importing;
    expect(imported.statusCode, imported.body).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((count) => count <= 3000)).toBe(true);
    if (t.database.kind === 'postgres') expect(storedCounts.length).toBeGreaterThan(0);
    const after = await call(t.app, 'GET', `/api/emissions/import/progress/${progressId}`, { token, siteIds: [gothenburg] });
    expect(after.statusCode).toBe(404);
    const malformed = await post('/api/emissions/import/process', await workbook([roadRow('PROG-X')]), { fields: { progress_id: '../x' } });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers progress of an import another server process runs, from the database, to its user only', async () => {
    const progressId = 'elsewhere-0123456789';
    const [siteAdmin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'siteadmin@demo.example'));
    // What a process running the import keeps in the database as it reads.
    await t.database.db.insert(outsideShipmentImports).values({ user_id: siteAdmin!.id, progress_id: progressId, rows: 2000 });
    const answer = await call(t.app, 'GET', `/api/emissions/import/progress/${progressId}`, { token, siteIds: [gothenburg] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ rows: 2000 });
    const other = await signIn(t.app, 'user@demo.example');
    const foreign = await call(t.app, 'GET', `/api/emissions/import/progress/${progressId}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    // An import whose process ended without a word (a restart) stops being answered once it has long stood still.
    await t.database.db
      .update(outsideShipmentImports)
      .set({ updated_at: new Date(Date.now() - 60 * 60_000) })
      .where(eq(outsideShipmentImports.progress_id, progressId));
    const stale = await call(t.app, 'GET', `/api/emissions/import/progress/${progressId}`, { token, siteIds: [gothenburg] });
    expect(stale.statusCode).toBe(404);
  });

  it('keeps no progress in the database once an import has ended', async () => {
    const progressId = 'ended-0123456789';
    const imported = await post('/api/emissions/import/process', await workbook([roadRow('ENDED-1')]), {
      fields: { progress_id: progressId },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const refused = await post('/api/emissions/import/process', await workbook([roadRow('ENDED-2', -5)]), {
      fields: { progress_id: progressId },
    });
    expect(refused.statusCode).toBe(422);
    expect(await t.database.db.select().from(outsideShipmentImports).where(eq(outsideShipmentImports.progress_id, progressId))).toEqual([]);
  });

  it('updates on re-upload by reference, never duplicating', async () => {
    await post('/api/emissions/import/process', await workbook([roadRow('IDEM-1'), roadRow('IDEM-2')]));
    const again = await post('/api/emissions/import/process', await workbook([roadRow('IDEM-1', 3000), roadRow('IDEM-3')]));
    expect(again.json().data).toMatchObject({ rows: 2, created: 1, updated: 1 });
    const rows = await storedOf('IDEM-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mass_kg: 3000, co2e_wtw_kg: 188.11 });
  });

  it('stores nothing for a broken or non-xlsx file: 422, never 500', async () => {
    const before = await t.database.db.select().from(outsideShipments);
    for (const [content, filename] of [
      [Buffer.from('PK\u0003\u0004 broken'), 'shipments.xlsx'],
      [Buffer.from('%PDF-1.4'), 'shipments.pdf'],
      [await workbook([]), 'empty.xlsx'],
    ] as const) {
      const response = await post('/api/emissions/import/process', content, { filename });
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(422);
    }
    expect(await t.database.db.select().from(outsideShipments)).toHaveLength(before.length);
  });

  it('asks which site when acting as several, and takes only one acted as', async () => {
    const file = await workbook([roadRow('SITE-1')]);
    const unclear = await post('/api/emissions/import/process', file, { siteIds: [gothenburg, malmo] });
    expect(unclear.statusCode).toBe(422);
    expect(unclear.json().errors.site_id).toBeDefined();
    const chosen = await post('/api/emissions/import/process', file, { siteIds: [gothenburg, malmo], fields: { site_id: String(malmo) } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await storedOf('SITE-1'))[0]!.site_id).toBe(malmo);
  });
});

describe('outside shipments: list, delete and tenancy', () => {
  it('lists the outside shipments of the sites acted as, a page at a time, and never in the shipment list', async () => {
    await post('/api/emissions/import/process', await workbook([roadRow('LIST-G1'), roadRow('LIST-G2')]), { siteIds: [gothenburg] });
    await post('/api/emissions/import/process', await workbook([roadRow('LIST-M1')]), { siteIds: [malmo] });
    const list = (siteIds: number[], query = '') =>
      call(t.app, 'GET', `/api/emissions/outside-shipments?filter[search]=LIST-&sortKey=reference&sortOrder=asc${query}`, {
        token,
        siteIds,
      });
    const onlyMalmo = await list([malmo]);
    expect(onlyMalmo.json().data.map((row: TOutsideShipment) => row.reference)).toEqual(['LIST-M1']);
    const paged = await list([gothenburg, malmo], '&pageSize=2&page=2');
    expect(paged.json().meta).toMatchObject({ total: 3, current_page: 2 });
    expect(paged.json().data.map((row: TOutsideShipment) => row.reference)).toEqual(['LIST-M1']);

    const shipments = await call(t.app, 'GET', '/api/consignments?filter[search]=LIST-G1', { token, siteIds: [gothenburg] });
    expect(shipments.statusCode).toBe(200);
    expect(shipments.json().data).toEqual([]);
  });

  it('keeps a reference of a site not acted as from being overwritten, and deletes only within scope', async () => {
    await post('/api/emissions/import/process', await workbook([roadRow('SCOPE-1')]), { siteIds: [malmo] });
    const overwrite = await post('/api/emissions/import/process', await workbook([roadRow('SCOPE-1', 9000)]), { siteIds: [gothenburg] });
    // The site admin acts as Gothenburg only here: Malmö's shipment is out of reach.
    expect(overwrite.statusCode).toBe(422);
    expect(overwrite.json().errors['rows.2.reference']).toBeDefined();
    const [stored] = await storedOf('SCOPE-1');
    expect(stored!.mass_kg).toBe(1000);

    const wrongSite = await call(t.app, 'DELETE', `/api/emissions/outside-shipments/${stored!.id}`, { token, siteIds: [gothenburg] });
    expect(wrongSite.statusCode).toBe(404);
    const deleted = await call(t.app, 'DELETE', `/api/emissions/outside-shipments/${stored!.id}`, { token, siteIds: [malmo] });
    expect(deleted.statusCode).toBe(204);
    expect(await storedOf('SCOPE-1')).toEqual([]);
  });

  it('never shows or overwrites another organization’s outside shipments with the same reference', async () => {
    const [foreignSite] = await t.database.db.select().from(sites).where(eq(sites.key, 'Demo_Main_Site'));
    const [foreign] = await t.database.db
      .insert(outsideShipments)
      .values({
        organization_id: foreignSite!.organization_id,
        site_id: foreignSite!.id,
        reference: 'TEN-1',
        shipment_date: '2026-08-01',
        mode: 'road',
        mass_kg: 42,
        record: {} as never,
        calculated_at: new Date(),
      })
      .returning();
    const imported = await post('/api/emissions/import/process', await workbook([roadRow('TEN-1')]));
    expect(imported.json().data).toMatchObject({ created: 1, updated: 0 });
    const [untouched] = await t.database.db.select().from(outsideShipments).where(eq(outsideShipments.id, foreign!.id));
    expect(untouched).toMatchObject({ mass_kg: 42, organization_id: foreignSite!.organization_id });

    const list = await call(t.app, 'GET', '/api/emissions/outside-shipments?filter[search]=TEN-1', { token, siteIds: [gothenburg, malmo] });
    expect(list.json().data.map((row: TOutsideShipment) => row.mass_kg)).toEqual([1000]);
    const foreignDelete = await call(t.app, 'DELETE', `/api/emissions/outside-shipments/${foreign!.id}`, {
      token,
      siteIds: [gothenburg, malmo],
    });
    expect(foreignDelete.statusCode).toBe(404);
  });
});
