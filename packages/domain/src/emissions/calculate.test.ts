import { describe, expect, it } from 'vitest';
import { calculateTransportChain, type ChainLeg, type TransportChain } from './calculate';
import { DESNZ_2025 } from './default-factors';
import { rankFactorSets, type EmissionFactorSet } from './factors';

/** Round figures a reader can follow in their head; GLEC-style, per SFD or GCD tonne-km. */
const TEST_SET: EmissionFactorSet = {
  scope: 'platform',
  name: 'Test factors',
  version: '1',
  source: 'test',
  citation: 'Hand-made factors for worked examples',
  licence: 'none',
  data_quality: 'default',
  valid_from: '2024-01-01',
  valid_to: null,
  factors: [
    { kind: 'leg', label: 'Truck', mode: 'road', vehicle_class: null, fuel: null, region: null, wtw: 100, ttw: 80, distance_basis: 'sfd' },
    { kind: 'leg', label: 'Train', mode: 'rail', vehicle_class: null, fuel: null, region: null, wtw: 20, ttw: 15, distance_basis: 'sfd' },
    {
      kind: 'leg',
      label: 'Plane',
      mode: 'air',
      vehicle_class: null,
      fuel: null,
      region: null,
      wtw: 500,
      ttw: 400,
      distance_basis: 'actual',
    },
    {
      kind: 'leg',
      label: 'Truck per km driven',
      mode: 'road',
      vehicle_class: 'actual_km',
      fuel: null,
      region: null,
      wtw: 100,
      ttw: 80,
      distance_basis: 'actual',
    },
    { kind: 'hub', label: 'Cross-dock', hub_type: 'transshipment', region: null, wtw: 1.5, ttw: 1.2 },
    { kind: 'fuel', label: 'Diesel', fuel: 'diesel', unit: 'litre', wtw: 3.1, ttw: 2.5 },
  ],
};

function calculate(chain: TransportChain, set = TEST_SET) {
  const outcome = calculateTransportChain(chain, [set]);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
}

describe('a transport chain (hand-checked example: road - hub - rail - hub - road, 10 t)', () => {
  const result = calculate({
    legs: [
      { mode: 'road', mass_kg: 10_000, distance_km: 50 },
      { mode: 'rail', mass_kg: 10_000, distance_km: 600 },
      { mode: 'road', mass_kg: 10_000, distance_km: 30 },
    ],
    hubs: [
      { mass_kg: 10_000, type: 'transshipment' },
      { mass_kg: 10_000, type: 'transshipment' },
    ],
  });

  it('takes each leg as tonne-km times intensity, WTW and TTW apart', () => {
    expect(result.legs.map((leg) => [leg.tkm, leg.co2e_wtw_kg, leg.co2e_ttw_kg, leg.co2e_wtt_kg])).toEqual([
      [500, 50, 40, 10],
      [6000, 120, 90, 30],
      [300, 30, 24, 6],
    ]);
  });

  it('takes each hub as tonnes handled times kg per tonne', () => {
    expect(result.hubs.map((hub) => [hub.co2e_wtw_kg, hub.co2e_ttw_kg, hub.co2e_wtt_kg])).toEqual([
      [15, 12, 3],
      [15, 12, 3],
    ]);
  });

  it('adds up to 230 kg WTW, 178 kg TTW over 6,800 t-km, 29.41 g/t-km on the legs', () => {
    expect(result.totals).toEqual({ co2e_wtw_kg: 230, co2e_ttw_kg: 178, co2e_wtt_kg: 52, tkm: 6800, intensity_g_per_tkm: 29.41 });
  });

  it('explains each figure by its distance basis and factor', () => {
    expect(result.legs[1]).toMatchObject({
      from: null,
      to: null,
      distance_km: 600,
      distance_basis: 'sfd',
      distance_method: 'given',
      distance_adjustment: null,
      intensity_g_per_tkm: 20,
      factor: { kind: 'factor_set', label: 'Train', set_name: 'Test factors', set_version: '1', wtw: 20, ttw: 15, data_quality: 'default' },
    });
  });
});

describe('distance adjustment', () => {
  it('adds 5 % to a road SFD for a factor per actual tonne-km (10 t, 100 km: 105 kg, not 100)', () => {
    const [leg] = calculate({ legs: [{ mode: 'road', mass_kg: 10_000, distance_km: 100, vehicle_class: 'actual_km' }], hubs: [] }).legs;
    expect(leg).toMatchObject({ tkm: 1000, co2e_wtw_kg: 105, co2e_ttw_kg: 84, distance_adjustment: { kind: 'multiply', value: 1.05 } });
  });

  it('adds 95 km to a flight’s great circle for a factor per actual tonne-km (2 t, 1,000 km: 1,095 kg)', () => {
    const [leg] = calculate({ legs: [{ mode: 'air', mass_kg: 2000, distance_km: 1000 }], hubs: [] }).legs;
    expect(leg).toMatchObject({ distance_basis: 'gcd', tkm: 2000, co2e_wtw_kg: 1095, co2e_ttw_kg: 876, intensity_g_per_tkm: 547.5 });
  });

  it('never adjusts a factor already per SFD tonne-km', () => {
    const [leg] = calculate({ legs: [{ mode: 'road', mass_kg: 10_000, distance_km: 100 }], hubs: [] }).legs;
    expect(leg).toMatchObject({ co2e_wtw_kg: 100, distance_adjustment: null });
  });
});

describe('distances from places', () => {
  it('flies the great circle: a degree of the equator is 111.2 km', () => {
    const [leg] = calculate({ legs: [{ mode: 'air', mass_kg: 1000, from: { lat: 0, lon: 0 }, to: { lat: 0, lon: 1 } }], hubs: [] }).legs;
    expect(leg).toMatchObject({
      from: { kind: 'point', name: null, lat: 0, lon: 0 },
      distance_km: 111.2,
      distance_basis: 'gcd',
      distance_method: 'great_circle',
      detour_factor: null,
    });
  });

  it('models a road’s shortest feasible distance from the great circle and says so', () => {
    const [leg] = calculate({ legs: [{ mode: 'road', mass_kg: 1000, from: { lat: 0, lon: 0 }, to: { lat: 0, lon: 1 } }], hubs: [] }).legs;
    expect(leg).toMatchObject({ distance_km: 133.4, distance_basis: 'sfd', distance_method: 'great_circle_detour', detour_factor: 1.2 });
  });
});

describe('other data than factor sets', () => {
  it('takes a given WTW intensity as it is and leaves TTW unknown', () => {
    const result = calculate({ legs: [{ mode: 'road', mass_kg: 500, distance_km: 200, intensity_g_per_tkm: 62.5 }], hubs: [] });
    expect(result.legs[0]).toMatchObject({ co2e_wtw_kg: 6.25, co2e_ttw_kg: null, factor: { kind: 'given', data_quality: 'primary' } });
    expect(result.totals).toMatchObject({ co2e_wtw_kg: 6.25, co2e_ttw_kg: null, co2e_wtt_kg: null });
  });

  it('allocates a shared vehicle’s reported fuel by mass (100 l diesel, 2 of 8 t: 77.5 kg WTW)', () => {
    const leg: ChainLeg = {
      mode: 'road',
      mass_kg: 2000,
      distance_km: 300,
      fuel_used: { quantity: 100, unit: 'litre', fuel: 'diesel' },
      vehicle_load_kg: 8000,
    };
    const [result] = calculate({ legs: [leg], hubs: [] }).legs;
    expect(result).toMatchObject({
      allocation_share: 0.25,
      co2e_wtw_kg: 77.5,
      co2e_ttw_kg: 62.5,
      tkm: 600,
      factor: { kind: 'fuel', unit: 'kg_per_litre' },
    });
  });

  it('rounds each figure once from exact decimals, to whole grams half away from zero', () => {
    const [leg] = calculate({ legs: [{ mode: 'road', mass_kg: 1005, distance_km: 0.5, intensity_g_per_tkm: 1 }], hubs: [] }).legs;
    // 1.005 t × 0.5 km × 1 g = 0.5025 g.
    expect(leg!.co2e_wtw_kg).toBe(0.001);
  });
});

describe('what cannot be computed', () => {
  it('names every input at fault', () => {
    const outcome = calculateTransportChain(
      {
        legs: [
          { mode: 'road', mass_kg: 1000 },
          { mode: 'inland_waterway', mass_kg: 1000, distance_km: 10 },
          { mode: 'road', mass_kg: 1000, distance_km: 10, fuel_used: { quantity: 5, unit: 'litre', fuel: 'hydrogen' } },
          {
            mode: 'road',
            mass_kg: 9000,
            distance_km: 10,
            fuel_used: { quantity: 5, unit: 'litre', fuel: 'diesel' },
            vehicle_load_kg: 1000,
          },
        ],
        hubs: [{ mass_kg: 1000, type: 'warehouse' }],
      },
      [TEST_SET],
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { path: ['legs', 0, 'distance_km'], key: 'validation.emissions_no_distance' },
        { path: ['legs', 1, 'mode'], key: 'validation.emissions_no_factor' },
        { path: ['legs', 2, 'fuel'], key: 'validation.emissions_unknown_fuel' },
        { path: ['legs', 3, 'vehicle_load_kg'], key: 'validation.emissions_load_below_mass' },
        { path: ['hubs', 0, 'intensity_kg_per_t'], key: 'validation.emissions_no_hub_factor' },
      ],
    });
  });
});

describe('the default DESNZ 2025 set (hand-computed cases)', () => {
  it('drives an average HGV 5 % beyond the SFD: 10 t over 100 km is 1,050 t-km at 125.22 g WTW and 101.63 g TTW', () => {
    const [leg] = calculate({ legs: [{ mode: 'road', mass_kg: 10_000, distance_km: 100 }], hubs: [] }, DESNZ_2025).legs;
    // 1,050 × 125.22 = 131,481 g; 1,050 × 101.63 = 106,711.5 g, rounded half away from zero.
    expect(leg).toMatchObject({
      tkm: 1000,
      co2e_wtw_kg: 131.481,
      co2e_ttw_kg: 106.712,
      co2e_wtt_kg: 24.769,
      factor: {
        label: 'HGV (all diesel), all HGVs, average laden',
        set_name: 'UK DESNZ GHG conversion factors',
        set_version: '2025',
        licence: 'Open Government Licence v3.0',
        distance_basis: 'actual',
      },
    });
  });

  it('takes rail as it is: 20 t over 500 km is 10,000 t-km at 34.70 g WTW and 27.79 g TTW', () => {
    const [leg] = calculate({ legs: [{ mode: 'rail', mass_kg: 20_000, distance_km: 500 }], hubs: [] }, DESNZ_2025).legs;
    expect(leg).toMatchObject({ tkm: 10_000, distance_adjustment: null, co2e_wtw_kg: 347, co2e_ttw_kg: 277.9 });
  });

  it('sails a container ship 15 % beyond the SFD: 5 t over 10,000 km is 57,500 t-km at 19.77 g WTW', () => {
    const [leg] = calculate({ legs: [{ mode: 'sea', mass_kg: 5000, distance_km: 10_000 }], hubs: [] }, DESNZ_2025).legs;
    expect(leg).toMatchObject({ tkm: 50_000, co2e_wtw_kg: 1136.775, co2e_ttw_kg: 926.9 });
  });

  it('flies 95 km beyond the great circle: 2 t over 1,000 km is 2,190 t-km at 666.46 g WTW, without radiative forcing', () => {
    const [leg] = calculate({ legs: [{ mode: 'air', mass_kg: 2000, distance_km: 1000 }], hubs: [] }, DESNZ_2025).legs;
    // 2,190 × 666.46 = 1,459,547.4 g; 2,190 × 531.3 = 1,163,547 g.
    expect(leg).toMatchObject({ tkm: 2000, co2e_wtw_kg: 1459.547, co2e_ttw_kg: 1163.547 });
  });

  it('takes a courier’s van of unknown fuel unless the fuel is asked', () => {
    const result = calculate(
      {
        legs: [
          { mode: 'road', mass_kg: 100, distance_km: 10, vehicle_class: 'van' },
          { mode: 'road', mass_kg: 100, distance_km: 10, vehicle_class: 'van', fuel: 'diesel' },
        ],
        hubs: [],
      },
      DESNZ_2025,
    );
    // 0.1 t × 10.5 km = 1.05 t-km × 791.58 g and × 782.25 g.
    expect(result.legs.map((leg) => [leg.factor.label, leg.co2e_wtw_kg])).toEqual([
      ['Vans, average (up to 3.5 tonnes), unknown fuel', 0.831],
      ['Vans, average (up to 3.5 tonnes), diesel', 0.821],
    ]);
  });

  it('picks a vehicle class where one is asked and the average where not', () => {
    const result = calculate(
      {
        legs: [
          { mode: 'sea', mass_kg: 1000, distance_km: 1000, vehicle_class: 'bulk_carrier' },
          { mode: 'sea', mass_kg: 1000, distance_km: 1000 },
        ],
        hubs: [],
      },
      DESNZ_2025,
    );
    expect(result.legs.map((leg) => leg.factor.label)).toEqual([
      'Cargo ship, bulk carrier, average',
      'Cargo ship, container ship, average',
    ]);
  });
});

describe('several factor sets', () => {
  const carrierRoad: EmissionFactorSet = {
    ...TEST_SET,
    scope: 'organization',
    name: 'Carrier primary data',
    data_quality: 'primary',
    valid_from: '2025-01-01',
    factors: [
      {
        kind: 'leg',
        label: 'Carrier truck',
        mode: 'road',
        vehicle_class: null,
        fuel: null,
        region: null,
        wtw: 60,
        ttw: 50,
        distance_basis: 'sfd',
      },
    ],
  };
  const modelled: EmissionFactorSet = {
    ...TEST_SET,
    scope: 'organization',
    name: 'Modelled',
    data_quality: 'modelled',
    factors: carrierRoad.factors,
  };
  const expired: EmissionFactorSet = { ...carrierRoad, name: 'Old carrier data', valid_from: '2023-01-01', valid_to: '2023-12-31' };

  it('ranks primary before modelled before default, and leaves out a set not valid on the day', () => {
    const ranked = rankFactorSets([TEST_SET, modelled, expired, carrierRoad], '2025-06-30');
    expect(ranked.map((set) => set.name)).toEqual(['Carrier primary data', 'Modelled', 'Test factors']);
  });

  it('ranks an organization’s own set before the platform’s of the same quality', () => {
    const ownDefaults: EmissionFactorSet = { ...TEST_SET, scope: 'organization', name: 'Own defaults' };
    expect(rankFactorSets([TEST_SET, ownDefaults], '2025-06-30').map((set) => set.name)).toEqual(['Own defaults', 'Test factors']);
  });

  it('takes each element’s factor from the best set that has one', () => {
    const outcome = calculateTransportChain(
      {
        legs: [
          { mode: 'road', mass_kg: 1000, distance_km: 100 },
          { mode: 'rail', mass_kg: 1000, distance_km: 100 },
        ],
        hubs: [],
      },
      rankFactorSets([TEST_SET, carrierRoad], '2025-06-30'),
    );
    if (!outcome.ok) throw new Error('not computed');
    expect(outcome.result.legs.map((leg) => [leg.factor.set_name, leg.factor.data_quality, leg.co2e_wtw_kg])).toEqual([
      ['Carrier primary data', 'primary', 6],
      ['Test factors', 'default', 2],
    ]);
  });
});
