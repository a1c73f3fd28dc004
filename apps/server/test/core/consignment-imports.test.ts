import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierDetectors,
  carriers,
  consignmentEvents,
  consignmentImportRules,
  consignments,
  consignmentSiteShares,
  organizationApiKeys,
  unmatchedCarriers,
} from '../../src/db/schema';
import { hashToken } from '../../src/platform/secrets';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let organizationId: number;
let gothenburg: number;
let malmo: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'siteadmin@demo.example');
  token = signedIn.token;
  const sites = signedIn.user.sites as unknown as { id: number; key: string; organization_id: number }[];
  gothenburg = sites.find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  malmo = sites.find((site) => site.key === 'Malmo_Terminal')!.id;
  organizationId = sites[0]!.organization_id;
});
afterAll(() => t.close());

const importRows = (rows: Record<string, unknown>[], siteIds = [gothenburg, malmo]) =>
  call(t.app, 'POST', '/api/consignment-imports', { token, siteIds, body: { rows } });

const upload = (filename: string, data: Buffer, siteIds = [gothenburg, malmo]) => {
  const boundary = '----freight-import';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', '/api/consignment-imports/upload', {
    token,
    siteIds,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

const pushWithKey = async (rows: Record<string, unknown>[]) => {
  const key = `scope-key-${Math.random().toString(36).slice(2)}-0123456789`;
  await t.database.db.insert(organizationApiKeys).values({ organization_id: organizationId, name: 'Test feed', key_hash: hashToken(key) });
  return (body = rows) => call(t.app, 'POST', '/api/integrations/consignments', { body: { rows: body }, headers: { 'x-api-key': key } });
};

const shipment = async (number: string) => {
  const [row] = await t.database.db.select().from(consignments).where(eq(consignments.shipment_number, number));
  return row;
};
const eventsOf = (id: number) => t.database.db.select().from(consignmentEvents).where(eq(consignmentEvents.consignment_id, id));

describe('shipment import', () => {
  it('creates shipments and events, and stores the same event only once when imported again', async () => {
    const rows = [
      {
        shipment_number: 'IMP-1001',
        site_key: 'Gothenburg_Warehouse',
        carrier: 'DHL Freight Sweden AB',
        status_code: 'EDI',
        event_time: '2026-11-02 08:00',
        consignee_name: 'Fjord Seafood AS',
        consignee_countrycode: 'no',
        total_weight: '1 250,5',
      },
      {
        shipment_number: 'IMP-1001',
        site_key: 'Gothenburg_Warehouse',
        status_code: 'PU',
        event_time: '2026-11-02 14:30',
        event_city: 'Göteborg',
      },
      { shipment_number: 'IMP-1002', site_key: 'Malmo_Terminal', carrier: 'Schenker', status: 'booked' },
    ];
    const first = await importRows(rows);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      rows: 3,
      created: 2,
      updated: 0,
      events_added: 2,
      events_duplicate: 0,
      unmatched_carriers: [],
    });

    const created = await shipment('IMP-1001');
    expect(created).toMatchObject({
      site_id: gothenburg,
      status: 'PICKED_UP',
      status_raw: 'PU',
      consignee_countrycode: 'NO',
      total_weight: 1250.5,
    });
    expect(created!.carrier_name).toBe('DHL Freight Sweden AB');
    expect(created!.carrier_id).not.toBeNull();
    expect(await eventsOf(created!.id)).toHaveLength(2);
    expect((await shipment('IMP-1002'))!.status).toBe('BOOKED');

    const again = await importRows(rows);
    expect(again.json().data).toMatchObject({ created: 0, updated: 2, events_added: 0, events_duplicate: 2 });
    expect(await eventsOf(created!.id)).toHaveLength(2);
  });

  it('tells the shipment’s owner of a status and an ETA the import changed, as a change by hand does', async () => {
    const created = await importRows([
      { shipment_number: 'IMP-7001', site_key: 'Gothenburg_Warehouse', status: 'NOT_CONFIRMED', eta_at: '2026-12-20T10:00:00Z' },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const owner = await signIn(t.app, 'user@demo.example');
    await t.database.db.update(consignments).set({ owner_user_id: owner.user.id }).where(eq(consignments.shipment_number, 'IMP-7001'));
    const stored = await shipment('IMP-7001');

    const changed = await importRows([
      { shipment_number: 'IMP-7001', site_key: 'Gothenburg_Warehouse', status: 'IN_TRANSIT', eta_at: '2026-12-24T10:00:00Z' },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const list = await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token: owner.token });
    const told = (list.json().data as { event_type: string; link: string; data: { subject: string } }[]).filter((notice) =>
      notice.data.subject.includes('IMP-7001'),
    );
    expect(told.map((notice) => notice.event_type).sort()).toEqual(['eta_change', 'shipment_status']);
    expect(told.every((notice) => notice.link === `/transport/shipments/${stored!.uuid}`)).toBe(true);
    // The same file again changes nothing and tells nobody anything new.
    await importRows([
      { shipment_number: 'IMP-7001', site_key: 'Gothenburg_Warehouse', status: 'IN_TRANSIT', eta_at: '2026-12-24T10:00:00Z' },
    ]);
    const again = await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token: owner.token });
    expect(
      (again.json().data as { data: { subject: string } }[]).filter((notice) => notice.data.subject.includes('IMP-7001')),
    ).toHaveLength(2);
  });

  it('maps carrier status codes through the dictionary and opens an exception', async () => {
    await importRows([
      {
        shipment_number: 'IMP-2001',
        site_key: 'Gothenburg_Warehouse',
        carrier: 'PostNord',
        status_code: 'dmg',
        event_time: '2026-11-03T10:00:00Z',
        event_description: 'Pallet damaged at terminal',
      },
    ]);
    const row = await shipment('IMP-2001');
    expect(row).toMatchObject({ status: 'EXCEPTION', has_open_exception: true });
    const [event] = await eventsOf(row!.id);
    expect(event).toMatchObject({ status: 'EXCEPTION', status_code: 'dmg', description: 'Pallet damaged at terminal' });
  });

  it('lists carriers no detector recognises for the admin', async () => {
    const response = await importRows([
      { shipment_number: 'IMP-3001', site_key: 'Gothenburg_Warehouse', carrier: 'Acme Haulage' },
      { shipment_number: 'IMP-3002', site_key: 'Gothenburg_Warehouse', carrier: 'ACME HAULAGE' },
    ]);
    expect(response.json().data.unmatched_carriers).toEqual(['ACME HAULAGE', 'Acme Haulage']);
    const [unmatched] = await t.database.db.select().from(unmatchedCarriers).where(eq(unmatchedCarriers.name_key, 'acme haulage'));
    expect(unmatched?.occurrences).toBe(2);
    expect((await shipment('IMP-3001'))!.carrier_id).toBeNull();
  });

  it('lands whole or not at all, naming each wrong row and field', async () => {
    const before = await t.database.db.$count(consignments);
    const response = await importRows([
      { shipment_number: 'IMP-4001', site_key: 'Gothenburg_Warehouse' },
      { shipment_number: '', site_key: 'Gothenburg_Warehouse' },
      { shipment_number: 'IMP-4003', site_key: 'Demo_Main_Site' },
      { shipment_number: 'IMP-4004', site_key: 'Gothenburg_Warehouse', eta_at: 'next tuesday', total_weight: 'heavy' },
      { site_key: 'Gothenburg_Warehouse' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'rows.2.shipment_number': ['This field is required.'],
      'rows.3.site_key': ['None of the sites you import to has this key.'],
      'rows.4.eta_at': ['Enter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.'],
      'rows.4.total_weight': ['This value is not valid.'],
      'rows.5.shipment_number': ['This field is required.'],
    });
    expect(response.json().message).toBe('The import was not saved: 5 fields are wrong. Correct them and import again.');
    expect(await t.database.db.$count(consignments)).toBe(before);
  });

  it('places shipments by the organization’s site and direction rules', async () => {
    await t.database.db.insert(consignmentImportRules).values([
      { organization_id: organizationId, kind: 'site', field: 'consignor_zip', operator: 'starts_with', value: '211', site_id: malmo },
      {
        organization_id: organizationId,
        kind: 'direction',
        field: 'consignee_countrycode',
        operator: 'equals',
        value: 'SE',
        direction: 'inbound',
      },
    ]);
    const response = await importRows([
      { shipment_number: 'IMP-5001', consignor_zip: '21122', consignee_countrycode: 'SE' },
      { shipment_number: 'IMP-5002', consignor_zip: '99999' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'rows.2.site_key': ['No site key is given and no site rule places this shipment.'] });
    const fallback = await importRows([{ shipment_number: 'IMP-5002', consignor_zip: '99999' }], [gothenburg]);
    expect(fallback.statusCode).toBe(200);
    await importRows([{ shipment_number: 'IMP-5001', consignor_zip: '21122', consignee_countrycode: 'SE' }]);
    expect(await shipment('IMP-5001')).toMatchObject({ site_id: malmo, direction: 'inbound' });
    expect(await shipment('IMP-5002')).toMatchObject({ site_id: gothenburg, direction: 'outbound' });
  });

  it('reads an .xlsx upload and a CSV with semicolons', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    sheet.addRow(['Shipment number', 'Site key', 'Carrier', 'Status code', 'Event time', 'Booked at']);
    sheet.addRow(['XL-1', 'Malmo_Terminal', 'DSV Sverige', 'DEP', '2026-11-04 09:15', new Date('2026-11-03T12:00:00Z')]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const csv = Buffer.from('shipment_number;site_key;status;consignee_city\nCSV-1;Gothenburg_Warehouse;IN_TRANSIT;Bergen\n');
    for (const [name, data] of [
      ['carrier-file.xlsx', xlsx],
      ['carrier-file.csv', csv],
    ] as const) {
      const response = await upload(name, data);
      expect(response.statusCode, response.body).toBe(200);
    }
    const xl = await shipment('XL-1');
    expect(xl).toMatchObject({ site_id: malmo, status: 'IN_TRANSIT' });
    expect(xl!.booked_at?.toISOString()).toBe('2026-11-03T12:00:00.000Z');
    expect(await shipment('CSV-1')).toMatchObject({ site_id: gothenburg, status: 'IN_TRANSIT', consignee_city: 'Bergen' });
  });

  it('refuses a file it cannot read', async () => {
    const boundary = '----freight-import';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.xlsx"\r\n\r\nnot a workbook\r\n--${boundary}--\r\n`;
    const response = await call(t.app, 'POST', '/api/consignment-imports/upload', {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['The file could not be read. Upload an .xlsx or .csv file.']);
  });

  it('lets a plain user import nothing', async () => {
    const user = await signIn(t.app, 'user@demo.example');
    const response = await call(t.app, 'POST', '/api/consignment-imports', {
      token: user.token,
      body: { rows: [{ shipment_number: 'X' }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('tracking pushed by an integration', () => {
  it('accepts events with a live organization API key and refuses others', async () => {
    const key = 'integration-key-for-tests-0123456789';
    const [apiKey] = await t.database.db
      .insert(organizationApiKeys)
      .values({ organization_id: organizationId, name: 'Carrier feed', key_hash: hashToken(key) })
      .returning();
    const body = { rows: [{ shipment_number: 'IMP-1001', status_code: 'DLV', event_time: '2026-11-05 11:00', event_city: 'Bergen' }] };
    const pushed = await call(t.app, 'POST', '/api/integrations/consignments', { body, headers: { 'x-api-key': key } });
    expect(pushed.statusCode).toBe(200);
    expect(await shipment('IMP-1001')).toMatchObject({ status: 'DELIVERED' });

    const wrong = await call(t.app, 'POST', '/api/integrations/consignments', { body, headers: { 'x-api-key': 'guessed' } });
    expect(wrong.statusCode).toBe(401);
    await t.database.db.update(organizationApiKeys).set({ revoked_at: new Date() }).where(eq(organizationApiKeys.id, apiKey!.id));
    const revoked = await call(t.app, 'POST', '/api/integrations/consignments', { body, headers: { 'x-api-key': key } });
    expect(revoked.statusCode).toBe(401);
    const asUser = await call(t.app, 'POST', '/api/integrations/consignments', { body, token });
    expect(asUser.statusCode).toBe(401);
  });
});

describe('import rules and API keys, managed by organization admins', () => {
  it('creates, changes and deletes rules of the own organization only', async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    const created = await call(t.app, 'POST', '/api/consignment-imports/rules', {
      token: admin,
      body: { kind: 'site', field: 'consignee_name', operator: 'contains', value: 'Seafood', site_id: malmo },
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json().data as { id: number };
    const missingSite = await call(t.app, 'POST', '/api/consignment-imports/rules', {
      token: admin,
      body: { kind: 'site', field: 'consignee_name', operator: 'contains', value: 'x' },
    });
    expect(missingSite.json().errors).toEqual({ site_id: ['This field is required.'] });
    const changed = await call(t.app, 'PUT', `/api/consignment-imports/rules/${rule.id}`, {
      token: admin,
      body: { kind: 'direction', field: 'consignee_countrycode', operator: 'equals', value: 'NO', direction: 'outbound' },
    });
    expect(changed.json().data).toMatchObject({ kind: 'direction', site_id: null, direction: 'outbound' });
    expect((await call(t.app, 'GET', '/api/consignment-imports/rules', { token: admin })).json().data).toContainEqual(
      expect.objectContaining({ id: rule.id }),
    );

    const agent = (await signIn(t.app, 'agent@demo.example')).token;
    expect((await call(t.app, 'DELETE', `/api/consignment-imports/rules/${rule.id}`, { token: agent })).statusCode).toBe(403);
    const god = (await signIn(t.app, 'god@demo.example')).token;
    const organizations = (await call(t.app, 'GET', '/api/organizations/active?include=sites', { token: god })).json().data as {
      name: string;
      sites: { id: number }[];
    }[];
    const demoSite = organizations.find((organization) => organization.name === 'Demo Organization')!.sites[0]!.id;
    expect((await call(t.app, 'DELETE', `/api/consignment-imports/rules/${rule.id}`, { token: god, siteIds: [demoSite] })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/consignment-imports/rules/${rule.id}`, { token: admin })).statusCode).toBe(204);
  });

  it('issues an API key once, which then pushes tracking until revoked', async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    const created = (await call(t.app, 'POST', '/api/consignment-imports/api-keys', { token: admin, body: { name: 'DHL feed' } })).json()
      .data as { id: number; key: string };
    expect(created.key).toMatch(/^fpk_/);
    const listed = (await call(t.app, 'GET', '/api/consignment-imports/api-keys', { token: admin })).json().data as Record<
      string,
      unknown
    >[];
    expect(listed.find((key) => key.id === created.id)).not.toHaveProperty('key');
    const body = { rows: [{ shipment_number: 'KEY-1', site_key: 'Gothenburg_Warehouse', status: 'BOOKED' }] };
    expect((await call(t.app, 'POST', '/api/integrations/consignments', { body, headers: { 'x-api-key': created.key } })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', `/api/consignment-imports/api-keys/${created.id}`, { token: admin })).statusCode).toBe(204);
    expect((await call(t.app, 'POST', '/api/integrations/consignments', { body, headers: { 'x-api-key': created.key } })).statusCode).toBe(
      401,
    );
  });
});

describe('sharing rules', () => {
  it('lets a further site see an imported shipment as its own', async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    const sites = (await call(t.app, 'GET', '/api/sites?pageSize=100', { token: admin })).json().data as { id: number; key: string }[];
    const stockholm = sites.find((site) => site.key === 'Stockholm_Office')!.id;
    const rule = await call(t.app, 'POST', '/api/consignment-imports/rules', {
      token: admin,
      body: { kind: 'sharing', field: 'consignee_countrycode', operator: 'equals', value: 'FI', site_id: stockholm },
    });
    expect(rule.statusCode).toBe(200);
    const user = await signIn(t.app, 'user@demo.example');
    const stockholmTotal = async () =>
      (await call(t.app, 'GET', '/api/consignments?pageSize=1', { token: user.token, siteIds: [stockholm] })).json().meta.total as number;
    const before = await stockholmTotal();
    await importRows([
      { shipment_number: 'SHARE-1', site_key: 'Gothenburg_Warehouse', consignee_countrycode: 'FI', consignee_city: 'Helsinki' },
    ]);

    const stockholmList = await call(t.app, 'GET', '/api/consignments?filter[search]=SHARE-1', { token: user.token, siteIds: [stockholm] });
    expect((stockholmList.json().data as { shipment_number: string }[]).map((row) => row.shipment_number)).toEqual(['SHARE-1']);
    expect(await stockholmTotal()).toBe(before + 1);
  });
});

describe('re-applying the rules to shipments already imported', () => {
  it('moves, turns, shares and recognises the carrier of a shipment imported before the rules', async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    await t.database.db.delete(consignmentImportRules).where(eq(consignmentImportRules.organization_id, organizationId));
    await importRows([
      { shipment_number: 'RECALC-1', site_key: 'Gothenburg_Warehouse', consignee_name: 'Recalc Receiver AB', carrier: 'Fjordline Cargo' },
    ]);
    const recalculate = async (as: string) => call(t.app, 'POST', '/api/consignment-imports/rules/recalculate', { token: as, body: {} });
    // Without rules, no shipment keeps a share that a rule once gave it.
    await recalculate(admin);
    const before = (await shipment('RECALC-1'))!;
    expect(before).toMatchObject({ site_id: gothenburg, direction: 'outbound', carrier_id: null });

    const sites = (await call(t.app, 'GET', '/api/sites?pageSize=100', { token: admin })).json().data as { id: number; key: string }[];
    const stockholm = sites.find((site) => site.key === 'Stockholm_Office')!.id;
    const rule = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/consignment-imports/rules', {
        token: admin,
        body: { field: 'consignee_name', operator: 'equals', value: 'recalc receiver ab', ...body },
      });
    await rule({ kind: 'site', site_id: malmo });
    await rule({ kind: 'direction', direction: 'inbound' });
    const sharing = (await rule({ kind: 'sharing', site_id: stockholm })).json().data as { id: number };
    const [carrier] = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'DSV Road'));
    await t.database.db.insert(carrierDetectors).values({ carrier_id: carrier!.id, pattern: 'Fjordline', match: 'contains' });

    expect((await recalculate(token)).statusCode).toBe(403);
    const recalculated = await recalculate(admin);
    expect(recalculated.statusCode).toBe(200);
    expect(recalculated.json().data).toMatchObject({ sites_changed: 1, directions_changed: 1, carriers_detected: 1, shares_changed: 1 });
    expect(recalculated.json().data.examined).toBeGreaterThan(1);
    expect(await shipment('RECALC-1')).toMatchObject({ site_id: malmo, direction: 'inbound', carrier_id: carrier!.id });
    const sharedWith = () =>
      t.database.db
        .select({ site: consignmentSiteShares.site_id })
        .from(consignmentSiteShares)
        .where(eq(consignmentSiteShares.consignment_id, before.id));
    expect(await sharedWith()).toEqual([{ site: stockholm }]);

    await call(t.app, 'DELETE', `/api/consignment-imports/rules/${sharing.id}`, { token: admin });
    const again = (await recalculate(admin)).json().data;
    expect(again).toMatchObject({ sites_changed: 0, directions_changed: 0, carriers_detected: 0, shares_changed: 1 });
    expect(await sharedWith()).toEqual([]);
  });
});

describe('an import within the sites the importer acts as', () => {
  let stockholm: number;
  beforeAll(async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    const sites = (await call(t.app, 'GET', '/api/sites?pageSize=100', { token: admin })).json().data as { id: number; key: string }[];
    stockholm = sites.find((site) => site.key === 'Stockholm_Office')!.id;
  });

  it('refuses a site of the organization the importer does not act as, as it refuses an unknown one', async () => {
    const unknown = 'None of the sites you import to has this key.';
    const rows = [
      { shipment_number: 'SCOPE-1', site_key: 'Stockholm_Office' },
      { shipment_number: 'SCOPE-2', site_key: 'No_Such_Site' },
    ];
    const response = await importRows(rows);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'rows.1.site_key': [unknown], 'rows.2.site_key': [unknown] });

    // Sites of the user, but not acted as on this request, are out of reach too.
    const actingAsGothenburg = await importRows([{ shipment_number: 'SCOPE-3', site_key: 'Malmo_Terminal' }], [gothenburg]);
    expect(actingAsGothenburg.json().errors).toEqual({ 'rows.1.site_key': [unknown] });
    const uploaded = await upload('scope.csv', Buffer.from('shipment_number,site_key\nSCOPE-4,Stockholm_Office\n'));
    expect(uploaded.statusCode).toBe(422);
    expect(uploaded.json().errors).toEqual({ 'rows.2.site_key': [unknown] });
    for (const number of ['SCOPE-1', 'SCOPE-3', 'SCOPE-4']) expect(await shipment(number)).toBeUndefined();

    // An organization's own feed writes to any of its sites.
    const push = await pushWithKey(rows.slice(0, 1));
    expect((await push()).statusCode).toBe(200);
    expect(await shipment('SCOPE-1')).toMatchObject({ site_id: stockholm });
  });

  it('leaves a shipment of another site as it is, whatever a row says of it', async () => {
    const push = await pushWithKey([
      { shipment_number: 'SCOPE-10', site_key: 'Stockholm_Office', consignee_reference: 'original', status: 'BOOKED' },
    ]);
    expect((await push()).statusCode).toBe(200);
    const before = (await shipment('SCOPE-10'))!;

    const response = await importRows([
      { shipment_number: 'SCOPE-11', site_key: 'Gothenburg_Warehouse' },
      { shipment_number: 'SCOPE-10', consignee_reference: 'overwritten', status_code: 'DLV', event_time: '2026-11-07 09:00' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'rows.2.shipment_number': ['This number belongs to a shipment of a site you do not import to.'],
    });
    const after = (await shipment('SCOPE-10'))!;
    expect(after).toMatchObject({ site_id: stockholm, consignee_reference: 'original', status: 'BOOKED' });
    expect(after.updated_at).toEqual(before.updated_at);
    expect(await eventsOf(after.id)).toEqual([]);
    expect(await shipment('SCOPE-11')).toBeUndefined();
  });

  it('refuses a row that the site rules place on a site the importer does not act as', async () => {
    const [rule] = await t.database.db
      .insert(consignmentImportRules)
      .values({
        organization_id: organizationId,
        kind: 'site',
        field: 'consignee_name',
        operator: 'equals',
        value: 'Scope Stockholm Receiver',
        site_id: stockholm,
      })
      .returning();
    try {
      const response = await importRows([{ shipment_number: 'SCOPE-20', consignee_name: 'Scope Stockholm Receiver' }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'rows.1.site_key': ['The organization’s site rules place this shipment on a site you do not import to.'],
      });
      expect(await shipment('SCOPE-20')).toBeUndefined();
    } finally {
      await t.database.db.delete(consignmentImportRules).where(eq(consignmentImportRules.id, rule!.id));
    }
  });

  it('re-applies the rules only to shipments of the sites the admin acts as, and moves them only there', async () => {
    const admin = (await signIn(t.app, 'orgadmin@demo.example')).token;
    const push = await pushWithKey([
      { shipment_number: 'RSCOPE-1', site_key: 'Stockholm_Office', consignee_name: 'Scope North AB' },
      { shipment_number: 'RSCOPE-2', site_key: 'Gothenburg_Warehouse', consignee_name: 'Scope South AB' },
    ]);
    expect((await push()).statusCode).toBe(200);
    const rules = await t.database.db
      .insert(consignmentImportRules)
      .values([
        {
          organization_id: organizationId,
          kind: 'site',
          field: 'consignee_name',
          operator: 'equals',
          value: 'Scope North AB',
          site_id: malmo,
        },
        {
          organization_id: organizationId,
          kind: 'site',
          field: 'consignee_name',
          operator: 'equals',
          value: 'Scope South AB',
          site_id: stockholm,
        },
      ])
      .returning();
    try {
      const recalculate = (siteIds?: number[]) =>
        call(t.app, 'POST', '/api/consignment-imports/rules/recalculate', { token: admin, siteIds, body: {} });
      expect((await recalculate([gothenburg, malmo])).statusCode).toBe(200);
      expect(await shipment('RSCOPE-1')).toMatchObject({ site_id: stockholm });
      expect(await shipment('RSCOPE-2')).toMatchObject({ site_id: gothenburg });

      expect((await recalculate()).statusCode).toBe(200);
      expect(await shipment('RSCOPE-1')).toMatchObject({ site_id: malmo });
      expect(await shipment('RSCOPE-2')).toMatchObject({ site_id: stockholm });
    } finally {
      for (const rule of rules) await t.database.db.delete(consignmentImportRules).where(eq(consignmentImportRules.id, rule.id));
    }
  });
});

describe('values as the source wrote them', () => {
  const stored = async (number: string) => {
    const row = (await shipment(number))!;
    return {
      site_id: row.site_id,
      consignor_address: row.consignor_address,
      consignor_zip: row.consignor_zip,
      consignee_zip: row.consignee_zip,
      consignor_reference: row.consignor_reference,
      consignee_reference: row.consignee_reference,
      purchase_order_number: row.purchase_order_number,
      sales_order_number: row.sales_order_number,
      project_number: row.project_number,
      consignee_city: row.consignee_city,
      total_weight: row.total_weight,
      packages: row.packages,
      eta_at: row.eta_at,
    };
  };

  it('stores a CSV row exactly as the same row sent as JSON', async () => {
    const row = {
      site_key: 'Gothenburg_Warehouse',
      consignor_address: 'Hamngatan 1, Plan 2',
      consignor_zip: '0150',
      consignee_zip: '00100',
      consignor_reference: '1e5',
      consignee_reference: '2026-01-02',
      purchase_order_number: '0099000001',
      sales_order_number: '12/03',
      project_number: 'TRUE',
      consignee_city: 'Göteborg',
      total_weight: '1 250,5',
      packages: '3',
      eta_at: '2026-11-20 08:00',
    };
    expect((await importRows([{ shipment_number: '0099000001', ...row }])).statusCode).toBe(200);
    const columns = ['shipment_number', ...Object.keys(row)];
    const line = (values: Record<string, string>, delimiter: string) =>
      columns.map((column) => (values[column]!.includes(delimiter) ? `"${values[column]}"` : values[column])).join(delimiter);
    for (const [number, delimiter, bom] of [
      ['0099000002', ',', '\uFEFF'],
      ['0099000003', ';', ''],
    ] as const) {
      const csv = `${bom}${columns.join(delimiter)}\r\n${line({ shipment_number: number, ...row }, delimiter)}\r\n`;
      const response = await upload('exact.csv', Buffer.from(csv));
      expect(response.statusCode, response.body).toBe(200);
      expect((await shipment(number))!.shipment_number).toBe(number);
      expect(await stored(number)).toEqual(await stored('0099000001'));
    }
    expect(await stored('0099000001')).toMatchObject({
      consignor_zip: '0150',
      consignor_reference: '1e5',
      consignee_reference: '2026-01-02',
      total_weight: 1250.5,
    });
  });

  it('refuses text the database cannot hold, in JSON and in CSV, as a wrong field', async () => {
    const UNSTORABLE = 'This text contains a character that cannot be saved, such as a NUL byte or a broken character.';
    const json = await importRows([
      {
        shipment_number: 'NUL-1',
        site_key: 'Gothenburg_Warehouse',
        consignee_name: 'Fjord\u0000Seafood',
        consignor_name: 'half \ud800 pair',
      },
    ]);
    expect(json.statusCode).toBe(422);
    // A JSON body is refused at the edge, at its path in the body, before any row is read.
    expect(json.json().errors).toEqual({ 'rows.0.consignee_name': [UNSTORABLE] });
    const csv = await upload('nul.csv', Buffer.from('shipment_number;site_key\nNUL-\u00002;Gothenburg_Warehouse\n'));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors).toEqual({ 'rows.2.shipment_number': [UNSTORABLE] });
  });

  it('keeps what an .xlsx cell shows in a text column, and numbers in number columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    sheet.addRow([
      'shipment_number',
      'site_key',
      'consignor_zip',
      'consignee_zip',
      'consignor_reference',
      'consignee_reference',
      'total_weight',
    ]);
    const row = sheet.addRow(['XL-EXACT-1', 'Malmo_Terminal', '0150', 150, 99000001, 0.1 + 0.2, 1250.5]);
    row.getCell(3).numFmt = '@';
    row.getCell(4).numFmt = '0000';
    row.getCell(7).numFmt = '#,##0.00';
    const response = await upload('exact.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    expect(await shipment('XL-EXACT-1')).toMatchObject({
      consignor_zip: '0150',
      consignee_zip: '0150',
      consignor_reference: '99000001',
      consignee_reference: '0.3',
      total_weight: 1250.5,
    });
  });
});

describe('identical imports at the same time', () => {
  const once = async (number: string) => t.database.db.$count(consignments, eq(consignments.external_key, number));

  it('answers each and stores the shipment and its event once', async () => {
    const rows = [{ shipment_number: 'RACE-1', site_key: 'Gothenburg_Warehouse', status_code: 'PU', event_time: '2026-11-06 10:00' }];
    const responses = await Promise.all(Array.from({ length: 4 }, () => importRows(rows)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.map((response) => response.json().data.created).sort()).toEqual([0, 0, 0, 1]);
    expect(await once('RACE-1')).toBe(1);
    expect(await eventsOf((await shipment('RACE-1'))!.id)).toHaveLength(1);
  });

  it('answers a carrier’s retries through the API key the same way', async () => {
    const push = await pushWithKey([
      { shipment_number: 'RACE-2', site_key: 'Malmo_Terminal', status_code: 'DEP', event_time: '2026-11-06 11:00' },
    ]);
    const responses = await Promise.all(Array.from({ length: 4 }, () => push()));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await once('RACE-2')).toBe(1);
  });
});
