import { describe, expect, it } from 'vitest';
import { DESNZ_2025 } from './default-factors';
import { createGazetteer } from './gazetteer';
import { emissionModeOf, shipmentEmissions, type ShipmentEmissionsInput } from './shipment';

const gazetteer = createGazetteer({
  airports: () => 'iata\tcountry\tlat\tlon\tname\n',
  seaports: () => 'unlocode\tlat\tlon\tname\n',
  cities: () =>
    'country\tname\tlat\tlon\nSE\tGöteborg\t57.70716\t11.96679\nNO\tOslo\t59.91273\t10.74609\nSE\tStockholm\t59.32938\t18.06871\n',
  capitals: () => 'country\tname\tlat\tlon\nSE\tStockholm\t59.32938\t18.06871\n',
});

const AT = '2026-01-15T10:00:00.000Z';
const shipment = (changes: Partial<ShipmentEmissionsInput> = {}): ShipmentEmissionsInput => ({
  transport_mode: 'ROAD',
  mass_kg: 1000,
  from: { countrycode: 'SE', city: 'Göteborg', zip: '41105' },
  to: { countrycode: 'NO', city: 'Oslo', zip: '0150' },
  ...changes,
});

describe('a shipment’s emission record', () => {
  it('is one road leg between the two cities with the goods’ actual mass and the DESNZ factor', () => {
    const record = shipmentEmissions(shipment(), gazetteer, [DESNZ_2025], AT);
    expect(record).toMatchObject({ status: 'calculated', error: null, mode: 'road', mode_basis: 'as_booked', mass_kg: 1000 });
    expect(record.from).toMatchObject({ resolution: 'city', located: { name: 'Göteborg' }, zip: '41105' });
    const leg = record.calculation!.legs[0]!;
    // Great circle Göteborg–Oslo 255.1 km × 1.2 detour = 306.1 km SFD; DESNZ is per actual km, so +5 %.
    expect(leg).toMatchObject({ distance_km: 306.1, distance_basis: 'sfd', tkm: 306.1 });
    expect(leg.factor).toMatchObject({ set_name: DESNZ_2025.name, set_version: '2025', licence: 'Open Government Licence v3.0' });
    // 1 t × 306.1 km × 1.05 × WTW g/tkm, in kg.
    expect(record.calculation!.totals.co2e_wtw_kg).toBeCloseTo((306.1 * 1.05 * leg.factor.wtw) / 1000, 3);
    expect(record.data_quality).toBe('default');
    expect(record.calculated_at).toBe(AT);
  });

  it('places an unknown city at its country’s capital and says so', () => {
    const record = shipmentEmissions(shipment({ from: { countrycode: 'SE', city: 'Nowhereby', zip: null } }), gazetteer, [DESNZ_2025], AT);
    expect(record.status).toBe('calculated');
    expect(record.from).toMatchObject({ resolution: 'capital', city: 'Nowhereby', located: { name: 'Stockholm' } });
    expect(record.to!.resolution).toBe('city');
  });

  it('lowers a primary factor’s quality to modelled when a place is a stand-in', () => {
    const primary = { ...DESNZ_2025, data_quality: 'primary' as const };
    expect(shipmentEmissions(shipment(), gazetteer, [primary], AT).data_quality).toBe('primary');
    expect(shipmentEmissions(shipment({ from: { countrycode: 'SE', city: null, zip: null } }), gazetteer, [primary], AT).data_quality).toBe(
      'modelled',
    );
  });

  it('says why it cannot be computed instead of guessing', () => {
    const reason = (changes: Partial<ShipmentEmissionsInput>) => shipmentEmissions(shipment(changes), gazetteer, [DESNZ_2025], AT).error;
    expect(reason({ transport_mode: null })).toEqual({ reason: 'no_mode', side: null });
    expect(reason({ transport_mode: 'MULTIMODAL' })).toEqual({ reason: 'multimodal', side: null });
    expect(reason({ mass_kg: null })).toEqual({ reason: 'no_weight', side: null });
    expect(reason({ mass_kg: 0 })).toEqual({ reason: 'no_weight', side: null });
    // Norway has no capital in this gazetteer, so an unknown Norwegian city stays unknown.
    expect(reason({ to: { countrycode: 'NO', city: 'Nowhere', zip: null } })).toEqual({ reason: 'place_unknown', side: 'to' });
    expect(reason({ from: { countrycode: null, city: 'Göteborg', zip: null } })).toEqual({ reason: 'place_unknown', side: 'from' });
    expect(reason({})).toBeNull();
  });

  it('takes courier and express parcels by van and air freight by its great circle', () => {
    expect(emissionModeOf('COURIER')).toEqual({ mode: 'road', vehicle_class: 'van', basis: 'parcel_van' });
    const van = shipmentEmissions(shipment({ transport_mode: 'EXPRESS' }), gazetteer, [DESNZ_2025], AT);
    expect(van.calculation!.legs[0]!.factor.label).toMatch(/^Van/);
    const air = shipmentEmissions(shipment({ transport_mode: 'AIR' }), gazetteer, [DESNZ_2025], AT);
    expect(air.calculation!.legs[0]).toMatchObject({ distance_basis: 'gcd', distance_km: 255.1 });
  });
});
