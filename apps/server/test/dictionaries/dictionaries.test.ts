import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, consignments } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let user: string;
let siteAdmin: string;
let siteIds: number[];
let dhlFreight: number;

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  user = (await signIn(t.app, 'user@demo.example')).token;
  const site = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = site.token;
  siteIds = site.user.sites.map((entry) => entry.id);
  const [carrier] = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'DHL Freight'));
  dhlFreight = carrier!.id;
});
afterAll(() => t.close());

describe('status dictionary', () => {
  it('is for god users only', async () => {
    expect((await call(t.app, 'GET', '/api/dictionary', { token: user })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/dictionary', { token: siteAdmin, body: { code: 'X', status: 'BOOKED' } })).statusCode).toBe(
      403,
    );
  });

  it('filters by carrier, normalized status and text', async () => {
    const general = await call(t.app, 'GET', '/api/dictionary?filter[carrier_id]=0&filter[status]=EXCEPTION&pageSize=100', { token: god });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json().data.map((entry: { code: string }) => entry.code)).toEqual(['DLY', 'DMG', 'NDL']);
    expect(
      general.json().data.every((entry: { carrier_id: null; is_exception: boolean }) => entry.carrier_id === null && entry.is_exception),
    ).toBe(true);

    const searched = await call(t.app, 'GET', '/api/dictionary?filter[search]=terminal', { token: god });
    expect(searched.json().data.map((entry: { code: string }) => entry.code)).toEqual(['DEP', 'TRM']);

    const wrongStatus = await call(t.app, 'GET', '/api/dictionary?filters[0][name]=colour&filters[0][value]=red', { token: god });
    expect(wrongStatus.statusCode).toBe(422);
  });

  it('adds a carrier-specific code that imports then use, and refuses a duplicate with 422', async () => {
    const created = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { carrier_id: dhlFreight, code: 'AAR', status: 'IN_TRANSIT', description: 'Arrived at receiving terminal' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      carrier_id: dhlFreight,
      carrier_name: 'DHL Freight',
      code: 'AAR',
      status: 'IN_TRANSIT',
      is_exception: false,
      exception_type: null,
    });

    const duplicate = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { carrier_id: dhlFreight, code: 'aar', status: 'DELIVERED' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ code: ['This status code is already in the dictionary for DHL Freight.'] });
    const generalDuplicate = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { code: 'dlv', status: 'DELIVERED' },
      locale: 'es',
    });
    expect(generalDuplicate.json().errors).toEqual({
      code: ['Este código de estado ya está en el diccionario para todos los transportistas.'],
    });
    // The same code for another carrier, or for all carriers, is its own entry.
    expect((await call(t.app, 'POST', '/api/dictionary', { token: god, body: { code: 'AAR', status: 'PICKED_UP' } })).statusCode).toBe(200);

    const imported = await call(t.app, 'POST', '/api/consignment-imports', {
      token: siteAdmin,
      siteIds,
      body: {
        rows: [
          {
            shipment_number: 'DICT-1',
            site_key: 'Gothenburg_Warehouse',
            carrier: 'DHL Freight',
            status_code: 'aar',
            event_time: '2026-11-05 10:00',
          },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [shipment] = await t.database.db.select().from(consignments).where(eq(consignments.shipment_number, 'DICT-1'));
    expect(shipment!.status).toBe('IN_TRANSIT');
  });

  it('answers 422 per field, makes an EXCEPTION code an exception, edits and deletes', async () => {
    const wrong = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { carrier_id: 999999, code: '', status: 'LOST_IN_SPACE' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['code', 'status']);
    const unknownCarrier = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { carrier_id: 999999, code: 'ZZ', status: 'BOOKED' },
    });
    expect(unknownCarrier.json().errors).toEqual({ carrier_id: ['There is no such carrier.'] });

    const created = await call(t.app, 'POST', '/api/dictionary', {
      token: god,
      body: { carrier_id: dhlFreight, code: 'CUS', status: 'EXCEPTION', is_exception: false },
    });
    const entry = created.json().data;
    expect(entry).toMatchObject({ is_exception: true, exception_type: 'OTHER' });
    const edited = await call(t.app, 'PUT', `/api/dictionary/${entry.id}`, {
      token: god,
      body: { carrier_id: dhlFreight, code: 'CUS', status: 'EXCEPTION', exception_type: 'CUSTOMS_HOLD', description: 'Held by customs' },
    });
    expect(edited.json().data).toMatchObject({ exception_type: 'CUSTOMS_HOLD', description: 'Held by customs' });
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=status_dictionary&entity_id=${entry.id}`, { token: god });
    expect(trail.json().data.map((event: { action: string }) => event.action)).toEqual(['update', 'create']);

    expect((await call(t.app, 'DELETE', `/api/dictionary/${entry.id}`, { token: god })).statusCode).toBe(204);
    expect(
      (await call(t.app, 'PUT', `/api/dictionary/${entry.id}`, { token: god, body: { code: 'CUS', status: 'BOOKED' } })).statusCode,
    ).toBe(404);
  });
});

describe('goods-type dictionary', () => {
  const goodType = (overrides: Record<string, unknown> = {}) => ({
    code: 'LIVE_PLANTS',
    names: { en: 'Live plants', es: 'Plantas vivas', 'zh-CN': '活植物' },
    default_package_type: 'eur_pallet',
    dangerous_goods: false,
    ...overrides,
  });

  it('offers the active goods types to every signed-in user, named in their language', async () => {
    const english = await call(t.app, 'GET', '/api/good-type-dictionary/search?q=chill', { token: user });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data).toEqual([
      expect.objectContaining({ code: 'FOOD_CHILLED', name: 'Food, chilled', default_package_type: 'eur_pallet', dangerous_goods: false }),
    ]);
    const spanish = await call(t.app, 'GET', '/api/good-type-dictionary/search?q=peligrosas', { token: user, locale: 'es' });
    expect(spanish.json().data.map((option: { code: string }) => option.code)).toEqual(['DG_CLASS_3', 'DG_CLASS_8', 'DG_CLASS_9']);
    expect(spanish.json().data.every((option: { dangerous_goods: boolean }) => option.dangerous_goods)).toBe(true);
    expect((await call(t.app, 'GET', '/api/good-type-dictionary/search')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/good-type-dictionary', { token: user })).statusCode).toBe(403);
  });

  it('creates, refuses duplicates and missing names with 422, edits, hides and deletes', async () => {
    const created = await call(t.app, 'POST', '/api/good-type-dictionary', { token: god, body: goodType() });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;

    const duplicate = await call(t.app, 'POST', '/api/good-type-dictionary', { token: god, body: goodType({ code: 'live_plants' }) });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ code: ['A goods type with this code already exists.'] });
    const missing = await call(t.app, 'POST', '/api/good-type-dictionary', {
      token: god,
      body: goodType({ code: 'X1', names: { en: 'Only English' }, default_package_type: 'crate' }),
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['default_package_type', 'names.es', 'names.zh-CN']);

    const hidden = await call(t.app, 'PUT', `/api/good-type-dictionary/${id}`, { token: god, body: goodType({ is_active: false }) });
    expect(hidden.json().data.is_active).toBe(false);
    const search = await call(t.app, 'GET', '/api/good-type-dictionary/search?q=plants', { token: user });
    expect(search.json().data).toEqual([]);

    const listed = await call(t.app, 'GET', '/api/good-type-dictionary?filter[is_active]=0', { token: god });
    expect(listed.json().data.map((row: { code: string }) => row.code)).toEqual(['LIVE_PLANTS']);

    expect((await call(t.app, 'DELETE', `/api/good-type-dictionary/${id}`, { token: god })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/good-type-dictionary/${id}`, { token: god })).statusCode).toBe(404);
    const trail = await call(t.app, 'GET', `/api/audit-events?entity=good_type&entity_id=${id}`, { token: god });
    expect(trail.json().data.map((event: { action: string }) => event.action)).toEqual(['delete', 'update', 'create']);
  });
});
