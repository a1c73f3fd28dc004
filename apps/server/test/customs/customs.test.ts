import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentCompany, TCustomsDeclaration, TCustomsDeclarationRow } from '@freight/contracts';
import { mrnCheckCharacter } from '@freight/domain';
import {
  consignmentItems,
  consignments,
  frontNotifications,
  organizations,
  siteApplications,
  sites,
  users,
  userSites,
  userSitesFilter,
} from '../../src/db/schema';
import { multipartForm } from '../helpers/multipart';
import { lastMailTo } from '../helpers/outbox';
import { call, createTestApp, settled, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let shipper: string;
let agent: string;
let god: string;
let siteAdmin: string;
let arcticUser: string;
let stockholm: number;
let arcticSite: number;
let agencyId: number;
let nordicId: number;
let arcticId: number;

const BASE = '/api/customs/declarations';
const asShipper = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: shipper, siteIds: [stockholm], body });
const asAgent = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: agent, body });

const item = (overrides: Record<string, unknown> = {}) => ({
  commodity_code: '847130',
  description: 'Portable computers',
  origin_country: 'cn',
  net_mass: 180,
  gross_mass: 230,
  statistical_value: 4_800_000,
  packages: 4,
  ...overrides,
});

/** A valid MRN for the tests: the check character computed from the first 17. */
const mrn = (serial: string) => {
  const first17 = `26SE${serial.padStart(12, '0')}R`;
  return first17 + mrnCheckCharacter(first17);
};

async function create(body: Record<string, unknown> = {}, token = shipper, siteIds = [stockholm]) {
  const response = await call(t.app, 'POST', BASE, { token, siteIds, body: { declaration_type: 'H1', items: [item()], ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TCustomsDeclaration;
}

async function move(id: number, body: Record<string, unknown>, token = agent, siteIds?: number[]) {
  return call(t.app, 'POST', `${BASE}/${id}/status`, { token, siteIds, body });
}

async function newestNotification(email: string) {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [row] = await t.database.db
    .select()
    .from(frontNotifications)
    .where(eq(frontNotifications.user_id, owner!.id))
    .orderBy(desc(frontNotifications.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  shipper = signedIn.token;
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  nordicId = signedIn.user.sites[0]!.organization_id;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  god = (await signIn(t.app, 'god@demo.example')).token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;

  // A second shipper served by the same agent: Arctic Imports, with a site that has the customs application.
  const db = t.database.db;
  const [arctic] = await db.insert(organizations).values({ name: 'Arctic Imports Oy', country_code: 'FI' }).returning();
  arcticId = arctic!.id;
  const [site] = await db
    .insert(sites)
    .values({
      organization_id: arcticId,
      key: 'Oulu',
      name: 'Oulu',
      email: 'oulu@arctic.example',
      phone: '+358401234567',
      address: 'Satama 1',
      post_code: '90100',
      city: 'Oulu',
      vat_number: 'FI-12345678',
      country_code: 'FI',
    })
    .returning();
  arcticSite = site!.id;
  await db.insert(siteApplications).values({ organization_id: arcticId, site_id: arcticSite, application: 'customs' });
  const [template] = await db.select().from(users).where(eq(users.email, 'user@demo.example'));
  const [person] = await db
    .insert(users)
    .values({
      organization_id: arcticId,
      name: 'Aino Arctic',
      email: 'aino@arctic.example',
      password_hash: template!.password_hash,
      email_verified_at: new Date(),
    })
    .returning();
  await db.insert(userSites).values({ organization_id: arcticId, user_id: person!.id, site_id: arcticSite });
  await db.insert(userSitesFilter).values({ user_id: person!.id, site_id: arcticSite });
  arcticUser = (await signIn(t.app, 'aino@arctic.example')).token;

  const agencies = await call(t.app, 'GET', '/api/agents?filter[search]=Baltic', { token: god });
  const agency = (agencies.json().data as TAgentCompany[])[0]!;
  agencyId = agency.id;
  const granted = await call(t.app, 'PUT', `/api/agents/${agencyId}/organizations`, {
    token: god,
    body: { organization_ids: [nordicId, arcticId] },
  });
  expect(granted.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('customs declarations', () => {
  it('starts a declaration from a shipment with its parties, goods, weights and waybill', async () => {
    const [shipment] = await t.database.db
      .select()
      .from(consignments)
      .where(and(eq(consignments.site_id, stockholm), isNotNull(consignments.consignee_name)))
      .limit(1);
    const goods = await t.database.db.select().from(consignmentItems).where(eq(consignmentItems.consignment_id, shipment!.id));
    const response = await asShipper('POST', `${BASE}/from-shipment`, { shipment_uuid: shipment!.uuid, declaration_type: 'H1' });
    expect(response.statusCode, response.body).toBe(200);
    const declaration = response.json().data as TCustomsDeclaration;
    expect(declaration).toMatchObject({
      status: 'draft',
      version: 1,
      declaration_type: 'H1',
      direction: 'import',
      site_id: stockholm,
      agent_company_name: 'Baltic Customs Agents',
      importer_name: shipment!.consignee_name,
      exporter_name: shipment!.consignor_name,
      waybill_number: shipment!.waybill_number ?? shipment!.shipment_number,
      roles: ['shipper'],
      editable: true,
      transitions: ['submitted', 'invalidated'],
    });
    expect(declaration.shipments).toEqual([expect.objectContaining({ uuid: shipment!.uuid, shipment_number: shipment!.shipment_number })]);
    expect(declaration.items).toHaveLength(goods.length);
    expect(declaration.items.map((line) => line.gross_mass)).toEqual(goods.map((line) => line.weight));
    expect(declaration.lrn).toMatch(/^CD\d{4}-[0-9A-F]{10}$/);

    const onShipment = await asShipper('GET', `${BASE}?filter[shipment_uuid]=${shipment!.uuid}`);
    expect((onShipment.json().data as TCustomsDeclarationRow[]).map((row) => row.id)).toContain(declaration.id);
  });

  it('answers 422 per field for commodity codes, EORI numbers and masses', async () => {
    const response = await asShipper('POST', BASE, {
      declaration_type: 'H1',
      parties: { importer: { name: 'Nordic Freight AB', eori: 'XX' } },
      items: [item({ commodity_code: '12345' }), item({ net_mass: 12, gross_mass: 10 }), item({ commodity_code: '771234' })],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'items.0.commodity_code',
      'items.1.net_mass',
      'items.2.commodity_code',
      'parties.importer.eori',
    ]);
    expect(response.json().errors['items.1.net_mass'][0]).toMatch(/net mass cannot be above the gross mass/);

    const declaration = await create();
    const edited = await asShipper(
      'PUT',
      `/api/customs/items/${declaration.items[0]!.id}`,
      item({ commodity_code: '8471.30.00', net_mass: 300 }),
    );
    expect(edited.statusCode).toBe(422);
    expect(Object.keys(edited.json().errors)).toEqual(['net_mass']);
    const typed = await asShipper('PUT', `/api/customs/items/${declaration.items[0]!.id}`, item({ commodity_code: '8471.30.00' }));
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.items[0].commodity_code).toBe('84713000');
    expect(typed.json().data.version).toBe(2);
  });

  it('goes from the shipper to the agent and through customs to release, recording who did what', async () => {
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.email, 'user@demo.example'));
    const declaration = await create();
    // A draft is the shipper's own: the agent does not see it yet.
    expect((await asAgent('GET', `${BASE}/${declaration.id}`)).statusCode).toBe(404);

    expect((await move(declaration.id, { status: 'submitted' }, shipper, [stockholm])).statusCode).toBe(200);
    const told = await newestNotification('agent@demo.example');
    expect(told?.subject).toBe(`Customs declaration ${declaration.lrn}: submitted`);
    await settled(t.deps);
    expect((await lastMailTo(t.database.db, 'agent@demo.example'))?.subject).toBe(`Customs declaration ${declaration.lrn}: submitted`);

    const seen = await asAgent('GET', `${BASE}/${declaration.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ roles: ['agent'], transitions: ['in_review', 'rejected'], editable: true });
    // Only the agent works it through customs.
    expect((await move(declaration.id, { status: 'in_review' }, shipper, [stockholm])).statusCode).toBe(422);
    expect((await move(declaration.id, { status: 'in_review' })).statusCode).toBe(200);

    const incomplete = await move(declaration.id, { status: 'lodged' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toMatchObject({
      'items.0.commodity_code': [expect.stringMatching(/8-digit CN/)],
      'items.0.procedure_code': [expect.any(String)],
      'parties.declarant.eori': [expect.any(String)],
      'parties.importer.eori': [expect.any(String)],
      customs_office: [expect.any(String)],
    });

    const header = await asAgent('PUT', `${BASE}/${declaration.id}`, {
      declaration_type: 'H1',
      customs_office: 'se003033',
      incoterm: 'DAP',
      parties: {
        importer: { name: 'Nordic Freight AB', eori: 'SE5566778899' },
        declarant: { name: 'Baltic Customs Agents', eori: 'SE5599001122', country: '' },
      },
    });
    expect(header.statusCode, header.body).toBe(200);
    const completed = await asAgent(
      'PUT',
      `/api/customs/items/${declaration.items[0]!.id}`,
      item({ commodity_code: '8471300000', procedure_code: '4000' }),
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.version).toBe(3);
    expect((await move(declaration.id, { status: 'lodged' })).statusCode).toBe(200);

    expect((await move(declaration.id, { status: 'accepted' })).json().errors).toHaveProperty('mrn');
    const wrongCheck = mrn('DEMO00000001').slice(0, 17) + String((Number(mrn('DEMO00000001')[17]) + 1) % 10);
    const refused = await move(declaration.id, { status: 'accepted', mrn: wrongCheck });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['mrn']);
    const accepted = await move(declaration.id, { status: 'accepted', mrn: mrn('DEMO00000001').toLowerCase() });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.mrn).toBe(mrn('DEMO00000001'));

    expect((await move(declaration.id, { status: 'released' }, shipper, [stockholm])).statusCode).toBe(422);
    expect((await move(declaration.id, { status: 'released' })).statusCode).toBe(200);

    // The shipper hears of it in their own language, in the portal and by e-mail.
    const notice = await newestNotification('user@demo.example');
    expect(notice?.subject).toBe(`Declaración de aduanas ${declaration.lrn}: levantada`);
    await settled(t.deps);
    const mail = await lastMailTo(t.database.db, 'user@demo.example');
    expect(mail?.subject).toBe(`Declaración de aduanas ${declaration.lrn}: levantada`);
    expect(mail?.text_body).toContain(`/customs/${declaration.id}`);

    const released = (await asShipper('GET', `${BASE}/${declaration.id}`)).json().data as TCustomsDeclaration;
    expect(released).toMatchObject({ status: 'released', mrn: mrn('DEMO00000001'), transitions: [], editable: false });
    expect(released.events.filter((event) => event.kind === 'status').map((event) => [event.to_status, event.user?.name])).toEqual([
      ['submitted', 'Ulla Usersson'],
      ['in_review', 'Anders Agentsson'],
      ['lodged', 'Anders Agentsson'],
      ['accepted', 'Anders Agentsson'],
      ['released', 'Anders Agentsson'],
    ]);
    expect(released.versions.map((version) => version.version)).toEqual([3, 2, 1]);
    const first = await asShipper('GET', `${BASE}/${declaration.id}/versions/1`);
    expect(first.json().data.content.items[0].commodity_code).toBe('847130');
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'user@demo.example'));
  });

  it('asks a reason for a rejection, which the shipper reads and amends after reopening', async () => {
    const declaration = await create();
    await move(declaration.id, { status: 'submitted' }, shipper, [stockholm]);
    const bare = await move(declaration.id, { status: 'rejected' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['reason']);
    expect((await move(declaration.id, { status: 'rejected', reason: 'Attach the origin statement.' })).statusCode).toBe(200);

    const rejected = (await asShipper('GET', `${BASE}/${declaration.id}`)).json().data as TCustomsDeclaration;
    expect(rejected).toMatchObject({ status: 'rejected', status_reason: 'Attach the origin statement.', transitions: ['draft'] });
    const view = await asShipper('GET', `${BASE}?filter[view]=rejected&pageSize=1000`);
    expect((view.json().data as TCustomsDeclarationRow[]).map((row) => row.id)).toContain(declaration.id);
    expect((await move(declaration.id, { status: 'draft' }, shipper, [stockholm])).statusCode).toBe(200);
    expect((await asShipper('POST', `${BASE}/${declaration.id}/items`, item({ description: 'Origin statements' }))).statusCode).toBe(200);
  });

  it('shows each party only its own: the agent the organizations it serves, no shipper another’s', async () => {
    const nordic = await create();
    await move(nordic.id, { status: 'submitted' }, shipper, [stockholm]);
    const arctic = await create({}, arcticUser, [arcticSite]);
    await move(arctic.id, { status: 'submitted' }, arcticUser, [arcticSite]);

    // A shipper of another organization served by the same agent sees nothing of Nordic's, and the other way round.
    expect((await asShipper('GET', `${BASE}/${arctic.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${nordic.id}`, { token: arcticUser, siteIds: [arcticSite] })).statusCode).toBe(404);
    const arcticList = (await call(t.app, 'GET', `${BASE}?pageSize=1000`, { token: arcticUser, siteIds: [arcticSite] })).json()
      .data as TCustomsDeclarationRow[];
    expect(arcticList.map((row) => row.organization_name)).toEqual(['Arctic Imports Oy']);

    // A user of Nordic without a customs site sees none of its declarations.
    expect((await call(t.app, 'GET', `${BASE}/${nordic.id}`, { token: siteAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', BASE, { token: siteAdmin })).json().meta.total).toBe(0);
    expect((await call(t.app, 'POST', BASE, { token: siteAdmin, body: { declaration_type: 'H1' } })).statusCode).toBe(403);

    const queue = (await asAgent('GET', `${BASE}?filter[role]=agent&pageSize=1000`)).json().data as TCustomsDeclarationRow[];
    expect(queue.map((row) => row.id)).toEqual(expect.arrayContaining([nordic.id, arctic.id]));
    expect(new Set(queue.map((row) => row.organization_name))).toEqual(new Set(['Nordic Freight AB', 'Arctic Imports Oy']));
    expect(queue.every((row) => row.status !== 'draft')).toBe(true);

    // Once the agent no longer serves Arctic, its requests are gone from the agent too.
    await call(t.app, 'PUT', `/api/agents/${agencyId}/organizations`, { token: god, body: { organization_ids: [nordicId] } });
    expect((await asAgent('GET', `${BASE}/${arctic.id}`)).statusCode).toBe(404);
    expect((await asAgent('GET', `${BASE}/${nordic.id}`)).statusCode).toBe(200);
    await call(t.app, 'PUT', `/api/agents/${agencyId}/organizations`, { token: god, body: { organization_ids: [nordicId, arcticId] } });
  });

  it('keeps documents both parties upload, download and delete, in the history', async () => {
    const declaration = await create();
    await move(declaration.id, { status: 'submitted' }, shipper, [stockholm]);
    const form = multipartForm([
      { name: 'document_type', value: 'N380' },
      { name: 'file', filename: 'invoice 1001.pdf', content: '%PDF-1.4 invoice', type: 'application/pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${declaration.id}/files`,
      headers: { ...form.headers, authorization: `Bearer ${agent}` },
      payload: form.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const document = (uploaded.json().data as TCustomsDeclaration).documents[0]!;
    expect(document).toMatchObject({ document_type: 'N380', filename: 'invoice 1001.pdf', uploaded_by: { name: 'Anders Agentsson' } });

    const download = await asShipper('GET', `/api/customs/files/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 invoice');
    expect(
      (await call(t.app, 'GET', `/api/customs/files/${document.id}/download`, { token: arcticUser, siteIds: [arcticSite] })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/customs/files/${document.id}`, { token: arcticUser, siteIds: [arcticSite] })).statusCode,
    ).toBe(404);

    expect((await asShipper('DELETE', `/api/customs/files/${document.id}`)).statusCode).toBe(204);
    expect((await asShipper('GET', `/api/customs/files/${document.id}/download`)).statusCode).toBe(404);
    const after = (await asShipper('GET', `${BASE}/${declaration.id}`)).json().data as TCustomsDeclaration;
    expect(after.documents).toEqual([]);
    expect(after.events.filter((event) => event.kind.startsWith('document')).map((event) => [event.kind, event.body])).toEqual([
      ['document_added', 'invoice 1001.pdf'],
      ['document_removed', 'invoice 1001.pdf'],
    ]);
  });

  it('counts declarations by status and view, filters them and exports the list', async () => {
    const statistics = await asShipper('GET', `${BASE}/statistics?filter[view]=done`);
    expect(statistics.statusCode).toBe(200);
    const { statuses, views, total } = statistics.json().data;
    expect(views.done).toBe(statuses.released);
    expect(views.review + views.done + views.rejected).toBe(total);

    const done = (await asShipper('GET', `${BASE}?filter[view]=done&pageSize=1000`)).json();
    expect(done.meta.total).toBe(statuses.released);
    expect((done.data as TCustomsDeclarationRow[]).every((row) => row.status === 'released')).toBe(true);

    const byCode = (await asShipper('GET', `${BASE}?filter[hs_code]=8471&pageSize=1000`)).json().data as TCustomsDeclarationRow[];
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((row) => row.hs_codes.some((code) => code.startsWith('8471')))).toBe(true);

    const exported = await asShipper('POST', `${BASE}/export`, { filter: { view: 'done' } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('has demo declarations in every status, worked by the demo agent', async () => {
    const statistics = (await asAgent('GET', `${BASE}/statistics?filter[role]=agent`)).json().data;
    for (const status of ['submitted', 'in_review', 'lodged', 'accepted', 'under_control', 'released', 'rejected', 'invalidated']) {
      expect(statistics.statuses[status], status).toBeGreaterThan(0);
    }
    expect((await asShipper('GET', `${BASE}/statistics`)).json().data.statuses.draft).toBeGreaterThan(0);
  });
});
