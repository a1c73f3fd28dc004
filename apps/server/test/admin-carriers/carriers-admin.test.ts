import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  carrierServiceConnectors,
  carrierServiceRatings,
  carriers,
  carrierServices,
  consignments,
  priceLists,
  unmatchedCarriers,
} from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let siteAdmin: string;
let siteIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const site = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = site.token;
  siteIds = site.user.sites.map((entry) => entry.id);
});
afterAll(() => t.close());

const service = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nordic Groupage',
  code: 'NGR',
  transport_mode: 'ROAD',
  rating: { kg_per_m3: 280, kg_per_ldm: 1750, kg_per_pallet_place: 750, max_consignment_weight_kg: 24000, accepts_dangerous_goods: true },
  booking_email: 'bookings@fjordhaul.example',
  ...overrides,
});

async function createCarrier(name: string) {
  const response = await call(t.app, 'POST', '/api/carrier', { token: god, body: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    name: string;
    services: { id: number }[];
    detectors: { id: number }[];
    logo_url: string | null;
  };
}

const importRows = (rows: Record<string, unknown>[]) =>
  call(t.app, 'POST', '/api/consignment-imports', { token: siteAdmin, siteIds, body: { rows } });

const shipment = async (number: string) => {
  const [row] = await t.database.db.select().from(consignments).where(eq(consignments.shipment_number, number));
  return row!;
};

describe('carriers administration', () => {
  it('is for god users only', async () => {
    for (const token of [orgAdmin, siteAdmin]) {
      expect((await call(t.app, 'GET', '/api/carrier', { token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', '/api/carrier', { token, body: { name: 'Sneaky Freight' } })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/carrier')).statusCode).toBe(401);
  });

  it('lists every carrier with its counts, also those never offered, and searches by name', async () => {
    const response = await call(t.app, 'GET', '/api/carrier?filter[search]=dhl&pageSize=100', { token: god });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().data.map((row: { name: string }) => row.name);
    expect(names).toEqual(['DHL Express', 'DHL Freight', 'DHL Global Forwarding']);
    const freight = response.json().data.find((row: { name: string }) => row.name === 'DHL Freight');
    expect(freight.services_count).toBeGreaterThan(0);
    expect(freight.detectors_count).toBe(1);
    expect(freight.logo_url).toMatch(/^\/api\/carriers\/\d+\/logo\?v=\d+$/);

    const own = await call(t.app, 'GET', '/api/carrier?filter[search]=egen', { token: god });
    expect(own.json().data).toEqual([expect.objectContaining({ name: 'Egen transportör', is_offered: false })]);
    // The choices of ordinary users never show it.
    const offered = await call(t.app, 'GET', '/api/carriers?pageSize=1000', { token: siteAdmin });
    expect(offered.json().data.map((row: { name: string }) => row.name)).not.toContain('Egen transportör');
  });

  it('creates a carrier with a unique name and refuses bad input with field errors', async () => {
    const created = await createCarrier('Fjord Haulage');
    expect(created).toMatchObject({ name: 'Fjord Haulage', services: [], detectors: [], logo_url: null, is_offered: true });

    const duplicate = await call(t.app, 'POST', '/api/carrier', { token: god, body: { name: '  fjord haulage ' } });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['A carrier with this name already exists.'] },
    });

    const empty = await call(t.app, 'POST', '/api/carrier', { token: god, body: { name: ' ' }, locale: 'es' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['name']);

    const renamed = await call(t.app, 'PUT', `/api/carrier/${created.id}`, { token: god, body: { name: 'Schenker' } });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toEqual(['A carrier with this name already exists.']);
  });

  it('keeps a service with its factors, limits and booking e-mail, and records who changed it', async () => {
    const carrier = await createCarrier('Baltic Road Lines');
    const created = await call(t.app, 'POST', `/api/carrier/${carrier.id}/services`, { token: god, body: service() });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      name: 'Nordic Groupage',
      code: 'NGR',
      transport_mode: 'ROAD',
      booking_email: 'bookings@fjordhaul.example',
      rating: {
        kg_per_m3: 280,
        kg_per_ldm: 1750,
        kg_per_pallet_place: 750,
        max_consignment_weight_kg: 24000,
        max_length_cm: null,
        accepts_dangerous_goods: true,
      },
    });

    const changed = await call(t.app, 'PUT', `/api/carrier/services/${saved.id}`, {
      token: god,
      body: service({ name: 'Nordic Groupage Plus', booking_email: '', rating: { kg_per_m3: 333 } }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Nordic Groupage Plus',
      booking_email: null,
      rating: { kg_per_m3: 333, kg_per_ldm: null, accepts_dangerous_goods: false },
    });
    const connectors = await t.database.db
      .select()
      .from(carrierServiceConnectors)
      .where(eq(carrierServiceConnectors.carrier_service_id, saved.id));
    expect(connectors).toEqual([]);

    const detail = await call(t.app, 'GET', `/api/carrier/${carrier.id}`, { token: god });
    expect(detail.json().data.services).toEqual([expect.objectContaining({ id: saved.id, name: 'Nordic Groupage Plus' })]);

    const trail = await call(t.app, 'GET', `/api/audit-events?entity=carrier_service&entity_id=${saved.id}`, { token: god });
    expect(trail.statusCode, trail.body).toBe(200);
    const events = trail.json().data as { action: string; changes: Record<string, { from?: unknown; to?: unknown }> }[];
    expect(events.map((event) => event.action)).toEqual(['update', 'create']);
    expect(events[0]!.changes).toMatchObject({
      name: { from: 'Nordic Groupage', to: 'Nordic Groupage Plus' },
      booking_email: { from: 'bookings@fjordhaul.example', to: null },
    });
  });

  it('answers 422 per field for a wrong service and a code the carrier already uses', async () => {
    const carrier = await createCarrier('Kattegat Express');
    const wrong = await call(t.app, 'POST', `/api/carrier/${carrier.id}/services`, {
      token: god,
      body: service({ name: '', code: 'has space', transport_mode: 'BALLOON', booking_email: 'not-an-address', rating: { kg_per_m3: -5 } }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['booking_email', 'code', 'name', 'rating.kg_per_m3', 'transport_mode']);
    expect(wrong.json().errors.code).toEqual(['Use letters, digits, dots, dashes and underscores only.']);

    expect((await call(t.app, 'POST', `/api/carrier/${carrier.id}/services`, { token: god, body: service() })).statusCode).toBe(200);
    const again = await call(t.app, 'POST', `/api/carrier/${carrier.id}/services`, {
      token: god,
      body: service({ code: 'ngr', name: 'Other' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['This carrier already has a service with this code.'] });
    // The same code at another carrier is fine.
    const other = await createCarrier('Skagerrak Freight');
    expect((await call(t.app, 'POST', `/api/carrier/${other.id}/services`, { token: god, body: service() })).statusCode).toBe(200);

    expect((await call(t.app, 'POST', '/api/carrier/999999/services', { token: god, body: service() })).statusCode).toBe(404);
  });

  it('refuses to delete a carrier or service that shipments or price lists use, and deletes an unused one whole', async () => {
    const [used] = await t.database.db
      .select({ id: carriers.id, name: carriers.name })
      .from(carriers)
      .where(sql`exists (select 1 from ${consignments} where ${consignments.carrier_id} = ${carriers.id})`)
      .limit(1);
    const refused = await call(t.app, 'DELETE', `/api/carrier/${used!.id}`, { token: god });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This carrier cannot be deleted: \d+ shipments and \d+ price lists/);
    expect(await t.database.db.$count(carriers, eq(carriers.id, used!.id))).toBe(1);

    const [priced] = await t.database.db.select({ serviceId: priceLists.carrier_service_id }).from(priceLists).limit(1);
    const serviceRefused = await call(t.app, 'DELETE', `/api/carrier/services/${priced!.serviceId}`, { token: god, locale: 'es' });
    expect(serviceRefused.statusCode).toBe(409);
    expect(serviceRefused.json().message).toMatch(/^Este servicio de transporte no se puede eliminar/);

    const unused = await createCarrier('Short Lived Cargo');
    const created = await call(t.app, 'POST', `/api/carrier/${unused.id}/services`, { token: god, body: service() });
    const serviceId = created.json().data.id as number;
    await call(t.app, 'POST', `/api/carrier/${unused.id}/detectors`, { token: god, body: { pattern: 'short lived', match: 'contains' } });
    expect((await call(t.app, 'DELETE', `/api/carrier/${unused.id}`, { token: god })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/carrier/${unused.id}`, { token: god })).statusCode).toBe(404);
    expect(await t.database.db.$count(carrierServices, eq(carrierServices.id, serviceId))).toBe(0);
    expect(await t.database.db.$count(carrierServiceRatings, eq(carrierServiceRatings.carrier_service_id, serviceId))).toBe(0);
    const [deletion] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.entity} = 'carrier' and ${auditEvents.entity_id} = ${String(unused.id)} and ${auditEvents.action} = 'delete'`,
      );
    expect(deletion).toMatchObject({ label: 'Short Lived Cargo', organization_id: null });
  });

  it('uploads a logo that is served publicly under a new address, and refuses what is not an image', async () => {
    const carrier = await createCarrier('Logo Lines');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
    const upload = (data: Buffer, filename: string) => {
      const boundary = '----carrier-logo';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call(t.app, 'POST', `/api/carrier/${carrier.id}/logo`, {
        token: god,
        body: payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const refused = await upload(Buffer.from('#!/bin/sh\necho hello'), 'logo.png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ logo: ['Upload a PNG, JPEG, SVG, WebP or GIF image.'] });

    const accepted = await upload(png, 'logo.png');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const url = accepted.json().data.logo_url as string;
    expect(url).toMatch(new RegExp(`^/api/carriers/${carrier.id}/logo\\?v=\\d+$`));
    const served = await call(t.app, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A replaced logo's file leaves the store; so does a removed one's.
    const storedLogo = async () =>
      (await t.database.db.select({ path: carriers.logo_path }).from(carriers).where(eq(carriers.id, carrier.id)))[0]!.path!;
    const first = await storedLogo();
    expect((await upload(png, 'new-logo.png')).statusCode).toBe(200);
    const second = await storedLogo();
    expect(await t.deps.files.read(first)).toBeNull();

    const removed = await call(t.app, 'DELETE', `/api/carrier/${carrier.id}/logo`, { token: god });
    expect(removed.json().data.logo_url).toBeNull();
    expect((await call(t.app, 'GET', `/api/carriers/${carrier.id}/logo`)).statusCode).toBe(404);
    expect(await t.deps.files.read(second)).toBeNull();
  });
});

describe('carrier detectors and unmatched carriers', () => {
  it('creates a detector from an unmatched name, which matches the imported shipments that carried it', async () => {
    const imported = await importRows([
      { shipment_number: 'UNM-1', site_key: 'Gothenburg_Warehouse', carrier: 'Vättern Frakt AB' },
      { shipment_number: 'UNM-2', site_key: 'Gothenburg_Warehouse', carrier: 'VÄTTERN FRAKT AB' },
      { shipment_number: 'UNM-3', site_key: 'Gothenburg_Warehouse', carrier: 'Vänern Cargo' },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await shipment('UNM-1')).carrier_id).toBeNull();

    const list = await call(t.app, 'GET', '/api/carrier/detectors/unmatched?filter[search]=frakt', { token: god });
    expect(list.statusCode, list.body).toBe(200);
    const [unmatched] = list.json().data;
    expect(list.json().data).toHaveLength(1);
    // One row per name whatever its case (each spelling seen counts), with the shipments that still wait for a carrier.
    expect(unmatched).toMatchObject({ occurrences: 2, shipments: 2 });

    const target = await createCarrier('Vättern Frakt');
    const saved = await call(t.app, 'POST', `/api/carrier/detectors/unmatched/${unmatched.id}`, {
      token: god,
      body: { carrier_id: target.id, match: 'exact' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      carrier: { id: target.id, detectors_count: 1 },
      rematch: { shipments_matched: 2 },
      detector: { pattern: unmatched.raw_name, match: 'exact' },
    });
    expect((await shipment('UNM-1')).carrier_id).toBe(target.id);
    expect((await shipment('UNM-2')).carrier_id).toBe(target.id);
    expect((await shipment('UNM-3')).carrier_id).toBeNull();
    expect(await t.database.db.$count(unmatchedCarriers, eq(unmatchedCarriers.id, unmatched.id))).toBe(0);

    // The next import recognises the name straight away.
    await importRows([{ shipment_number: 'UNM-4', site_key: 'Gothenburg_Warehouse', carrier: 'vättern frakt ab' }]);
    expect((await shipment('UNM-4')).carrier_id).toBe(target.id);
  });

  it('creates a new carrier for an unmatched name in one step', async () => {
    await importRows([{ shipment_number: 'UNM-10', site_key: 'Gothenburg_Warehouse', carrier: 'Göta Kanal Transport' }]);
    const list = await call(t.app, 'GET', '/api/carrier/detectors/unmatched?filter[search]=göta', { token: god });
    const [unmatched] = list.json().data;

    const neither = await call(t.app, 'POST', `/api/carrier/detectors/unmatched/${unmatched.id}`, { token: god, body: { match: 'exact' } });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({ carrier_id: ['This field is required.'] });
    const unknown = await call(t.app, 'POST', `/api/carrier/detectors/unmatched/${unmatched.id}`, {
      token: god,
      body: { carrier_id: 999999 },
    });
    expect(unknown.json().errors).toEqual({ carrier_id: ['There is no such carrier.'] });

    const saved = await call(t.app, 'POST', `/api/carrier/detectors/unmatched/${unmatched.id}`, {
      token: god,
      body: { new_carrier_name: 'Göta Kanal Logistik', match: 'contains' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const carrierId = saved.json().data.carrier.id as number;
    expect(saved.json().data).toMatchObject({ carrier: { name: 'Göta Kanal Logistik' }, rematch: { shipments_matched: 1 } });
    expect((await shipment('UNM-10')).carrier_id).toBe(carrierId);
    expect(
      (await call(t.app, 'POST', `/api/carrier/detectors/unmatched/${unmatched.id}`, { token: god, body: { carrier_id: carrierId } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a pattern another detector already has, naming its carrier', async () => {
    const carrier = await createCarrier('Copycat Freight');
    const taken = await call(t.app, 'POST', `/api/carrier/${carrier.id}/detectors`, {
      token: god,
      body: { pattern: 'DHL Freight', match: 'contains' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ pattern: ['This name already recognises DHL Freight.'] });
    const empty = await call(t.app, 'POST', `/api/carrier/${carrier.id}/detectors`, {
      token: god,
      body: { pattern: '', match: 'sometimes' },
    });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['match', 'pattern']);
  });

  it('edits and deletes a detector; shipments it matched keep their carrier', async () => {
    await importRows([{ shipment_number: 'UNM-20', site_key: 'Gothenburg_Warehouse', carrier: 'Hallands Åkeri' }]);
    const carrier = await createCarrier('Hallands Åkeri AB');
    const created = await call(t.app, 'POST', `/api/carrier/${carrier.id}/detectors`, {
      token: god,
      body: { pattern: 'hallands åkeri x', match: 'exact' },
    });
    expect(created.json().data.rematch.shipments_matched).toBe(0);
    const id = created.json().data.detector.id as number;
    const edited = await call(t.app, 'PUT', `/api/carrier/detectors/${id}`, {
      token: god,
      body: { pattern: 'hallands', match: 'contains' },
    });
    expect(edited.json().data).toMatchObject({ detector: { pattern: 'hallands', match: 'contains' }, rematch: { shipments_matched: 1 } });
    expect((await call(t.app, 'DELETE', `/api/carrier/detectors/${id}`, { token: god })).statusCode).toBe(204);
    expect((await shipment('UNM-20')).carrier_id).toBe(carrier.id);
    expect((await call(t.app, 'DELETE', `/api/carrier/detectors/${id}`, { token: god })).statusCode).toBe(404);
  });
});
