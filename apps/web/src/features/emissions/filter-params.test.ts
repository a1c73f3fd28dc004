import { describe, expect, it } from 'vitest';
import { emissionsParams, filtersFromParams, isFiltered, NO_FILTERS, tonnesOf, withParams } from './filter-params';

describe('the emissions filters as a query', () => {
  it('sends nothing for the default view, so the server takes the last twelve months', () => {
    expect(emissionsParams(NO_FILTERS).toString()).toBe('');
    expect(withParams('/emissions/figures/kpi', emissionsParams(NO_FILTERS))).toBe('/emissions/figures/kpi');
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('repeats a key for each chosen value and sends a whole period only', () => {
    const state = {
      ...NO_FILTERS,
      range: '2026-01-01,2026-03-31',
      carriers: ['DHL Freight', 'DSV, Road'],
      modes: ['road', 'rail'],
      sites: ['3'],
    };
    expect(emissionsParams(state, { min_distance_km: 500 }).toString()).toBe(
      'from=2026-01-01&to=2026-03-31&site_id=3&carrier=DHL+Freight&carrier=DSV%2C+Road&mode=road&mode=rail&min_distance_km=500',
    );
    expect(emissionsParams({ ...NO_FILTERS, range: '2026-01-01,' }).toString()).toBe('');
    expect(isFiltered(state)).toBe(true);
  });

  it('draws charts in tonnes', () => {
    expect(tonnesOf([{ key: 'road', co2e_wtw_kg: 1534.6, co2e_ttw_kg: 1200, tkm: 10, shipments: 2 }])).toEqual([1.535]);
  });
});

describe('filters from the page address', () => {
  it('reads what a drill-down link sets, and sends it on unchanged', () => {
    const query = 'from=2026-01-01&to=2026-01-31&site_id=3&carrier=DSV&mode=road&origin_country=SE&destination_country=DE&source=outside';
    const state = filtersFromParams(new URLSearchParams(query));
    expect(state).toMatchObject({ range: '2026-01-01,2026-01-31', sites: ['3'], carriers: ['DSV'], sources: ['outside'] });
    expect(emissionsParams(state).toString()).toBe(query);
  });

  it('keeps the default view without a whole period', () => {
    expect(filtersFromParams(new URLSearchParams('from=2026-01-01'))).toEqual(NO_FILTERS);
  });
});
