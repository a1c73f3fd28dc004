import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminCarrierService, TPriceCalculation, TPriceCalculationRequestInput, TQuoteGoodsItem } from '@freight/contracts';
import { carrierServices } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let god: string;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  god = (await signIn(t.app, 'god@demo.example')).token;
});
afterAll(() => t.close());

/** A stackable EUR pallet 120 × 80 × 150 cm of 300 kg: 1.44 m³, 0.4 loading metres. */
const stackablePallet: TQuoteGoodsItem = {
  package_type: 'eur_pallet',
  units: 1,
  weight: 300,
  depth: 120,
  width: 80,
  height: 150,
  stackable: true,
  dangerous_goods: false,
};

const toStockholm = (goods: TPriceCalculationRequestInput['goods']): TPriceCalculationRequestInput => ({
  pickup: { country: 'SE', zip: '411 05', city: 'Göteborg' },
  delivery: { country: 'SE', zip: '111 22', city: 'Stockholm' },
  goods,
  pickup_date: '2030-03-05',
});

async function chargeableWeight(code: string, goods: TPriceCalculationRequestInput['goods']) {
  const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
    token: user,
    siteIds: [gothenburg],
    body: toStockholm(goods),
  });
  expect(response.statusCode, response.body).toBe(200);
  const entry = (response.json().data as TPriceCalculation).quotes.find((quote) => quote.service.code === code);
  expect(entry, `a quote of ${code}`).toBeDefined();
  return entry!.chargeable_weight;
}

async function demoService(code: string): Promise<TAdminCarrierService> {
  const [row] = await t.database.db
    .select({ carrierId: carrierServices.carrier_id })
    .from(carrierServices)
    .where(eq(carrierServices.code, code));
  const detail = await call(t.app, 'GET', `/api/carrier/${row!.carrierId}`, { token: god });
  return (detail.json().data.services as TAdminCarrierService[]).find((service) => service.code === code)!;
}

const saveRating = (service: TAdminCarrierService, rating: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/carrier/services/${service.id}`, {
    token: god,
    body: {
      name: service.name,
      code: service.code,
      transport_mode: service.transport_mode,
      booking_email: service.booking_email,
      rating: { ...service.rating, ...rating },
    },
  });

describe('carriers’ weight rules in quotes', () => {
  it('charges a stackable pallet on volume where the service charges floor space for non-stackable goods only', async () => {
    // DHL Freight Pall charges like Swedish groupage: 280 kg per m³, floor space for non-stackable goods.
    expect(await chargeableWeight('DHL_FRT_PALL', [stackablePallet])).toMatchObject({
      basis: 'volume',
      volume_kg: 403.2,
      unrounded_kg: 403.2,
      rounding_step_kg: 10,
      kg: 410,
      floor_space_charged_for: 'non_stackable',
    });
    expect(await chargeableWeight('DHL_FRT_PALL', [{ ...stackablePallet, stackable: false }])).toMatchObject({
      basis: 'loading_metres',
      kg: 740,
    });
    // A service that charges every pallet its floor space keeps doing so.
    expect(await chargeableWeight('DBS_SYSTEM', [stackablePallet])).toMatchObject({
      basis: 'loading_metres',
      kg: 740,
      floor_space_charged_for: 'all_goods',
    });
  });

  it('applies the weight bands and floor-space rule a god user gives a service', async () => {
    const schenker = await demoService('DBS_SYSTEM');
    expect(schenker.rating).toMatchObject({
      floor_space_charged_for: 'all_goods',
      stackable_floor_space_above_cm: null,
      rounding_bands: null,
    });
    const bands = [
      { up_to_kg: 2500, step_kg: 10 },
      { up_to_kg: null, step_kg: 100 },
    ];
    const saved = await saveRating(schenker, {
      rounding_bands: bands,
      floor_space_charged_for: 'non_stackable',
      stackable_floor_space_above_cm: 140,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await demoService('DBS_SYSTEM')).rating).toMatchObject({
      rounding_bands: bands,
      floor_space_charged_for: 'non_stackable',
      stackable_floor_space_above_cm: 140,
    });

    const heavy = (weight: number) => [{ ...stackablePallet, weight, stackable: false }];
    expect(await chargeableWeight('DBS_SYSTEM', heavy(2431))).toMatchObject({ basis: 'actual', kg: 2440, rounding_step_kg: 10 });
    expect(await chargeableWeight('DBS_SYSTEM', heavy(2501))).toMatchObject({ basis: 'actual', kg: 2600, rounding_step_kg: 100 });
    // 150 cm is above the service's 140 cm: the stackable pallet pays its floor space.
    expect(await chargeableWeight('DBS_SYSTEM', [stackablePallet])).toMatchObject({ basis: 'loading_metres', kg: 740 });
    expect(await chargeableWeight('DBS_SYSTEM', [{ ...stackablePallet, height: 120 }])).toMatchObject({ basis: 'volume', kg: 390 });
  });

  it('refuses bands out of order, steps that are not positive and a wrong floor-space rule, field by field', async () => {
    const pall = await demoService('DHL_FRT_PALL');
    const descending = await saveRating(pall, {
      rounding_bands: [
        { up_to_kg: 2500, step_kg: 10 },
        { up_to_kg: 1000, step_kg: 50 },
        { up_to_kg: null, step_kg: 100 },
      ],
    });
    expect(descending.statusCode).toBe(422);
    expect(descending.json().errors).toEqual({
      'rating.rounding_bands.1.up_to_kg': ['Each band’s upper weight must be above the one before.'],
    });

    const wrong = await saveRating(pall, {
      rounding_bands: [
        { up_to_kg: null, step_kg: 0 },
        { up_to_kg: 500, step_kg: 10 },
      ],
      floor_space_charged_for: 'sometimes',
      stackable_floor_space_above_cm: -150,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual([
      'rating.floor_space_charged_for',
      'rating.rounding_bands.0.step_kg',
      'rating.rounding_bands.0.up_to_kg',
      'rating.rounding_bands.1.up_to_kg',
      'rating.stackable_floor_space_above_cm',
    ]);
    // Nothing was saved.
    expect((await demoService('DHL_FRT_PALL')).rating).toMatchObject({
      rounding_bands: null,
      floor_space_charged_for: 'non_stackable',
      stackable_floor_space_above_cm: 150,
    });
  });
});
