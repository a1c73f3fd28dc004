import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmissionsCalculation } from '@freight/contracts';
import type { EmissionFactorSet } from '@freight/domain';
import { organizations, rolePermissions, roles } from '../../src/db/schema';
import { insertEmissionFactorSet } from '../../src/db/seed/emissions';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  organizationId = signedIn.user.sites[0]!.organization_id;
});
afterAll(() => t.close());

const URL = '/api/emissions/calculate';

async function calculate(body: unknown): Promise<TEmissionsCalculation> {
  const response = await call(t.app, 'POST', URL, { token: user, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('emissions calculation and factor sets', () => {
  it('flies the great circle between two airports and adds 95 km for the per-actual-km default factor', async () => {
    const result = await calculate({ legs: [{ mode: 'air', mass_kg: 500, from: { iata: 'arn' }, to: { iata: 'FRA' } }] });
    // Arlanda (59.6519, 17.9186) to Frankfurt (50.03652, 8.56127): 1,223.0 km by haversine on 6,371.0088 km.
    // 0.5 t × (1,223.0 + 95) km × 666.46 g WTW and 531.3 g TTW (DESNZ 2025).
    expect(result.legs[0]).toMatchObject({
      from: { kind: 'airport', name: 'Stockholm-Arlanda Airport', lat: 59.6519, lon: 17.9186 },
      to: { kind: 'airport', name: 'Frankfurt Airport' },
      distance_km: 1223,
      distance_basis: 'gcd',
      distance_method: 'great_circle',
      distance_adjustment: { kind: 'add_km', value: 95 },
      tkm: 611.5,
      co2e_wtw_kg: 439.197,
      co2e_ttw_kg: 350.127,
      co2e_wtt_kg: 89.07,
      factor: {
        kind: 'factor_set',
        set_name: 'UK DESNZ GHG conversion factors',
        set_version: '2025',
        licence: 'Open Government Licence v3.0',
        distance_basis: 'actual',
        data_quality: 'default',
      },
    });
    expect(result.totals).toMatchObject({ co2e_wtw_kg: 439.197, co2e_ttw_kg: 350.127, tkm: 611.5 });
  });

  it('models a road leg between two cities from the great circle and says so (hand-checked)', async () => {
    const result = await calculate({
      legs: [{ mode: 'road', mass_kg: 1000, from: { countrycode: 'se', city: 'Goteborg' }, to: { countrycode: 'SE', city: 'Stockholm' } }],
    });
    // 397.4 km great circle × 1.2 detour = 476.9 km; × 1.05 to km driven × 125.22 g WTW, 101.63 g TTW per t-km.
    expect(result.legs[0]).toMatchObject({
      distance_km: 476.9,
      distance_basis: 'sfd',
      distance_method: 'great_circle_detour',
      detour_factor: 1.2,
      distance_adjustment: { kind: 'multiply', value: 1.05 },
      co2e_wtw_kg: 62.703,
      co2e_ttw_kg: 50.891,
    });
  });

  it('locates sea ports by UN/LOCODE', async () => {
    const result = await calculate({ legs: [{ mode: 'sea', mass_kg: 20_000, from: { unlocode: 'SE GOT' }, to: { unlocode: 'nlrtm' } }] });
    expect(result.legs[0]).toMatchObject({
      from: { kind: 'seaport', name: 'Goteborg' },
      to: { kind: 'seaport', name: 'Rotterdam' },
      distance_km: 1042.7,
      distance_basis: 'sfd',
      distance_method: 'great_circle_detour',
    });
  });

  it('adds up a road - hub - rail - hub - road chain with given intensities (hand-checked)', async () => {
    const result = await calculate({
      legs: [
        { mode: 'road', mass_kg: 10_000, distance_km: 50, intensity_g_per_tkm: 100 },
        { mode: 'rail', mass_kg: 10_000, distance_km: 600, intensity_g_per_tkm: 20 },
        { mode: 'road', mass_kg: 10_000, distance_km: 30, intensity_g_per_tkm: 100 },
      ],
      hubs: [
        { mass_kg: 10_000, type: 'transshipment', intensity_kg_per_t: 1.5 },
        { mass_kg: 10_000, type: 'transshipment', intensity_kg_per_t: 1.5 },
      ],
    });
    expect(result.legs.map((leg) => leg.co2e_wtw_kg)).toEqual([50, 120, 30]);
    expect(result.hubs.map((hub) => hub.co2e_wtw_kg)).toEqual([15, 15]);
    // A WTW-only intensity leaves TTW unknown rather than guessed.
    expect(result.totals).toEqual({ co2e_wtw_kg: 230, co2e_ttw_kg: null, co2e_wtt_kg: null, tkm: 6800, intensity_g_per_tkm: 29.41 });
  });

  it('computes a leg from the fuel a shared vehicle burnt, allocated by mass', async () => {
    const result = await calculate({
      legs: [{ mode: 'road', mass_kg: 2000, distance_km: 300, fuel: 'diesel', fuel_litres: 100, vehicle_load_kg: 8000 }],
    });
    // 100 l × 3.12301 kg WTW and 2.512 kg TTW per litre, a quarter of it.
    expect(result.legs[0]).toMatchObject({
      allocation_share: 0.25,
      co2e_wtw_kg: 78.075,
      co2e_ttw_kg: 62.8,
      factor: { kind: 'fuel', data_quality: 'primary' },
    });
  });

  it('answers 422 with a field error for each input it cannot compute, in the caller’s language', async () => {
    const response = await call(t.app, 'POST', URL, {
      token: user,
      locale: 'es',
      body: {
        legs: [
          { mode: 'air', mass_kg: 100, from: { iata: 'QQQ' }, to: { iata: 'ARN' } },
          { mode: 'road', mass_kg: 100, fuel_litres: 10 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'legs.0.from': ['Este lugar no está en el nomenclátor. Compruebe el código o el nombre, o indique su latitud y longitud.'],
      'legs.1.fuel': ['Este campo es obligatorio.'],
    });
  });

  it('answers 422 for a leg without distance and a hub without a factor', async () => {
    const response = await call(t.app, 'POST', URL, {
      token: user,
      body: { legs: [{ mode: 'road', mass_kg: 100 }], hubs: [{ mass_kg: 100, type: 'warehouse' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'legs.0.distance_km': ['Give the leg’s distance or both of its places.'],
      'hubs.0.intensity_kg_per_t': ['There is no emission factor for this hub. Give an intensity in kg CO2e per tonne.'],
    });
  });

  it('answers 422 for malformed places, masses and an empty chain', async () => {
    const response = await call(t.app, 'POST', URL, {
      token: user,
      body: { legs: [{ mode: 'truck', mass_kg: 0, from: { name: 'Arlanda' } }] },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['legs.0.from', 'legs.0.mass_kg', 'legs.0.mode']);
    expect(response.json().errors['legs.0.from']).toEqual([
      'Give a place as an IATA code, a UN/LOCODE, a country code with a city, or a latitude and longitude.',
    ]);
    const empty = await call(t.app, 'POST', URL, { token: user, body: { legs: [] } });
    expect(empty.json().errors).toEqual({ legs: ['Give at least one leg.'] });
  });

  it('prefers the organization’s own primary data and never uses or lists another organization’s set', async () => {
    const [other] = await t.database.db.insert(organizations).values({ name: 'Other Shipper AB' }).returning({ id: organizations.id });
    const set = (name: string, wtw: number): EmissionFactorSet => ({
      scope: 'organization',
      name,
      version: '1',
      source: 'carrier',
      citation: `${name} report`,
      licence: 'proprietary',
      data_quality: 'primary',
      valid_from: '2020-01-01',
      valid_to: null,
      factors: [
        { kind: 'leg', label: 'Rail', mode: 'rail', vehicle_class: null, fuel: null, region: null, wtw, ttw: wtw, distance_basis: 'sfd' },
      ],
    });
    await insertEmissionFactorSet(t.database.db, set('Other shipper’s rail', 1), { isDefault: false, organizationId: other!.id });
    const before = await calculate({ legs: [{ mode: 'rail', mass_kg: 1000, distance_km: 100 }] });
    expect(before.legs[0]!.factor).toMatchObject({ set_name: 'UK DESNZ GHG conversion factors', data_quality: 'default' });

    // The organization's default set, before the platform's at any quality.
    await insertEmissionFactorSet(t.database.db, set('Our rail operator', 12.5), { isDefault: true, organizationId });
    const after = await calculate({
      legs: [
        { mode: 'rail', mass_kg: 1000, distance_km: 100 },
        { mode: 'road', mass_kg: 1000, distance_km: 100 },
      ],
    });
    expect(after.legs.map((leg) => [leg.factor.set_name, leg.factor.data_quality, leg.co2e_wtw_kg])).toEqual([
      ['Our rail operator', 'primary', 1.25],
      ['UK DESNZ GHG conversion factors', 'default', 13.148],
    ]);

    const listed = await call(t.app, 'GET', '/api/emissions/factor-sets', { token: user });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((set: { name: string; scope: string; is_default: boolean; factor_count: number }) => [
          set.name,
          set.scope,
          set.is_default,
          set.factor_count,
        ]),
    ).toEqual([
      ['UK DESNZ GHG conversion factors', 'platform', true, 11],
      ['Our rail operator', 'organization', true, 1],
      // The demo organization's carrier data, mapped to its rail carrier only.
      ['Greencarrier rail primary data', 'organization', false, 1],
    ]);
  });

  it('is for signed-in users whose role holds the emissions permission', async () => {
    expect((await call(t.app, 'POST', URL, { body: { legs: [] } })).statusCode).toBe(401);
    const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'User'));
    await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, role!.id), eq(rolePermissions.permission_key, 'transport.emissions')));
    const response = await call(t.app, 'POST', URL, { token: user, body: { legs: [{ mode: 'road', mass_kg: 1, distance_km: 1 }] } });
    expect(response.statusCode).toBe(403);
  });
});
