import { describe, expect, it } from 'vitest';
import { DEFAULT_EMISSION_FACTOR_SET } from '@freight/domain';
import { gazetteer } from '../emissions';
import { combineLegs, readOutsideRow, rowCells, workbookLayout, type CalculatedRow } from './workbook-rows';

const sets = () => [DEFAULT_EMISSION_FACTOR_SET];
const read = (values: Record<string, unknown>) => readOutsideRow(values, gazetteer, sets);
const errorsOf = (values: Record<string, unknown>) => {
  const outcome = read(values);
  return outcome.ok ? [] : outcome.errors;
};

const road = {
  reference: 'R-1',
  date: '2026-08-03',
  mode: 'road',
  origin_country: 'SE',
  origin_city: 'Goteborg',
  destination_country: 'se',
  destination_city: 'Stockholm',
  weight_kg: 1000,
};

describe('outside shipments workbook headers', () => {
  it('reads headers in English, Spanish and Chinese, and by their keys, in any case and width', () => {
    const layout = workbookLayout([
      undefined,
      'Reference',
      'FECHA',
      '运输方式',
      'weight_kg',
      'País de origen',
      '重量（kg）',
      'Something else',
    ]);
    expect([...layout.columns.entries()]).toEqual([
      [1, 'reference'],
      [2, 'date'],
      [3, 'mode'],
      [4, 'weight_kg'],
      [5, 'origin_country'],
    ]);
    expect(layout.missing).toEqual([]);
    expect(rowCells(layout, [undefined, 'A-1', '2026-01-02', ' ', 12])).toEqual({ reference: 'A-1', date: '2026-01-02', weight_kg: 12 });
  });

  it('names the required columns a workbook lacks', () => {
    expect(workbookLayout([undefined, 'Reference', 'Carrier']).missing).toEqual(['date', 'mode', 'weight_kg']);
  });
});

describe('outside shipments row reading', () => {
  it('calculates a road row between two cities like the calculation API (hand-checked)', () => {
    const outcome = read(road);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 397.4 km great circle × 1.2 detour = 476.9 km; × 1.05 to km driven × 125.22 g WTW per t-km (DESNZ 2025).
    expect(outcome.row.calculation.totals).toMatchObject({ co2e_wtw_kg: 62.703, co2e_ttw_kg: 50.891 });
    expect(outcome.row).toMatchObject({ reference: 'R-1', date: '2026-08-03', mode: 'road', data_quality: 'default' });
    expect(outcome.row.destination).toMatchObject({ countrycode: 'SE', place: 'Stockholm', capital: false });
  });

  it('takes airports, sea ports and coordinates from the code columns, and translated modes', () => {
    const air = read({ ...road, mode: 'aéreo', origin_city: undefined, origin_code: 'arn', destination_code: 'FRA' });
    expect(air.ok && air.row.calculation.legs[0]).toMatchObject({ distance_km: 1223, mode: 'air' });
    const sea = read({ ...road, mode: '海运', origin_code: 'SE GOT', destination_code: 'NLRTM' });
    expect(sea.ok && sea.row.calculation.legs[0]).toMatchObject({ mode: 'sea', from: { kind: 'seaport', name: 'Goteborg' } });
    const point = read({ ...road, origin_code: '57.7, 11.97', destination_code: '59.33;18.06' });
    expect(point.ok && point.row.calculation.legs[0]?.from).toMatchObject({ kind: 'point', lat: 57.7, lon: 11.97 });
  });

  it('stands a postcode at its country capital, no better than modelled, but refuses an unknown city', () => {
    const postcode = read({ ...road, destination_city: '114 55' });
    expect(postcode.ok && postcode.row.destination).toMatchObject({ capital: true, located: { name: 'Stockholm' } });
    const primary = () => [{ ...DEFAULT_EMISSION_FACTOR_SET, data_quality: 'primary' as const }];
    expect(readOutsideRow({ ...road, destination_city: '114 55' }, gazetteer, primary)).toMatchObject({
      row: { data_quality: 'modelled' },
    });
    expect(readOutsideRow(road, gazetteer, primary)).toMatchObject({ row: { data_quality: 'primary' } });
    expect(errorsOf({ ...road, destination_city: 'Atlantis' })).toEqual([
      { column: 'destination_city', message: 'validation.outside_city_unknown' },
    ]);
  });

  it('uses a given distance instead of the places, and reported fuel instead of the factor', () => {
    const given = read({ ...road, origin_city: 'Nowhere', distance_km: '500,5' });
    expect(given.ok && given.row.calculation.legs[0]).toMatchObject({ distance_km: 500.5, distance_method: 'given' });
    const fuelled = read({ ...road, fuel: 'Diesel', fuel_litres: 100 });
    expect(fuelled.ok && fuelled.row.calculation.legs[0]?.factor).toMatchObject({ kind: 'fuel', unit: 'kg_per_litre' });
    // 100 litres × 3.12301 kg WTW (DESNZ 2025 diesel: 2.512 TTW + 0.61101 WTT).
    expect(fuelled.ok && fuelled.row.calculation.totals.co2e_wtw_kg).toBe(312.301);
  });

  it('names every wrong cell of a row with its column', () => {
    const errors = errorsOf({
      reference: ' ',
      date: '03/08/2026',
      mode: 'teleport',
      origin_country: 'Sweden',
      origin_city: 'Goteborg',
      destination_code: 'XXXXXX',
      weight_kg: -5,
      fuel_litres: 10,
    });
    expect(errors).toEqual([
      { column: 'reference', message: 'validation.required' },
      { column: 'date', message: 'validation.date' },
      { column: 'mode', message: 'validation.outside_mode' },
      { column: 'weight_kg', message: 'validation.positive' },
      { column: 'fuel', message: 'validation.required' },
      { column: 'origin_country', message: 'validation.country' },
      { column: 'destination_code', message: 'validation.outside_place_code' },
    ]);
    expect(errorsOf({ ...road, date: '2026-02-30' })).toEqual([{ column: 'date', message: 'validation.date' }]);
    expect(errorsOf({ ...road, fuel: 'hydrogen', fuel_litres: 5 })).toEqual([
      { column: 'fuel', message: 'validation.emissions_unknown_fuel' },
    ]);
    expect(errorsOf({ ...road, origin_code: 'QQQ' })).toEqual([{ column: 'origin_code', message: 'validation.emissions_place_unknown' }]);
  });

  it('reads date cells and numbers written as text', () => {
    const outcome = read({ ...road, date: new Date(Date.UTC(2026, 6, 1)), weight_kg: '1 250,5' });
    expect(outcome.ok && outcome.row).toMatchObject({ date: '2026-07-01', mass_kg: 1250.5 });
  });
});

describe('a shipment of several legs', () => {
  const leg = (number: number, mode: string, distance_km: number, weight_kg = 1000) => {
    const outcome = read({ ...road, reference: 'L-1', leg: number, mode, distance_km, weight_kg });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.row;
  };
  const legs = (): CalculatedRow[] => [leg(1, 'road', 60), leg(2, 'sea', 1100, 1200), leg(3, 'road', 130)];

  it('adds up its legs, reported under the main leg’s mode and the heaviest weight, from the first origin to the last destination', () => {
    const rows = legs();
    rows[2]!.destination = { ...rows[2]!.destination, countrycode: 'GB', place: 'London' };
    const combined = combineLegs(rows, sets);
    if (!combined.ok) throw new Error('not combined');
    const wtw = rows.reduce((sum, row) => sum + row.calculation.totals.co2e_wtw_kg, 0);
    expect(combined.row.calculation.totals.co2e_wtw_kg).toBeCloseTo(wtw, 3);
    expect(combined.row.calculation.legs.map((entry) => entry.mode)).toEqual(['road', 'sea', 'road']);
    expect(combined.row).toMatchObject({ mode: 'sea', mass_kg: 1200, leg: null, reference: 'L-1' });
    expect(combined.row.origin.place).toBe('Goteborg');
    expect(combined.row.destination.place).toBe('London');
  });

  it('names the first leg out of order', () => {
    const [first, second, third] = legs();
    const outcome = combineLegs([first!, third!, second!], sets);
    expect(outcome).toEqual({
      ok: false,
      errors: [{ index: 1, error: { column: 'leg', message: { key: 'validation.outside_leg_order', params: { leg: 2 } } } }],
    });
    expect(combineLegs([second!, third!], sets).ok).toBe(false);
  });

  it('takes only whole leg numbers from 1', () => {
    for (const wrong of [0, 1.5, -2, 'first'])
      expect(errorsOf({ ...road, leg: wrong, distance_km: 10 })).toEqual([{ column: 'leg', message: 'validation.outside_leg' }]);
  });
});
