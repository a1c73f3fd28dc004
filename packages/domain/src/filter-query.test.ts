import { describe, expect, it } from 'vitest';
import { buildListQuery, dateRangeParam, filterParams, parseDateRangeParam } from './filter-query';

describe('filterParams', () => {
  it('sends each filled filter as filter[name]=value', () => {
    expect(filterParams({ carrier_from_source: 'DHL', site_id: 7, under_reminder_expired: true })).toEqual([
      ['filter[carrier_from_source]', 'DHL'],
      ['filter[site_id]', '7'],
      ['filter[under_reminder_expired]', '1'],
    ]);
  });

  it('leaves out empty texts, zero, false, empty lists and missing values', () => {
    expect(filterParams({ a: '', b: 0, c: [], d: null, e: undefined, f: false, g: Number.NaN, h: ['', ''] })).toEqual([]);
  });

  it("sends a date range as 'start,end' in YYYY-MM-DD and leaves out a half-open one", () => {
    expect(filterParams({ date_between: { start: new Date(2024, 0, 1), end: '2024-01-31' } })).toEqual([
      ['filter[date_between]', '2024-01-01,2024-01-31'],
    ]);
    expect(filterParams({ date_between: { start: '2024-01-01', end: null } })).toEqual([]);
    expect(filterParams({ date_between: { start: null, end: '2024-01-31' } })).toEqual([]);
    expect(filterParams({ date_between: 'all' })).toEqual([['filter[date_between]', 'all']]);
  });

  it("joins consignor and consignee names with '||' and lists other values by index", () => {
    expect(
      filterParams({
        consignor_name: ['Acme AB', 'Volvo'],
        consignee_name: ['IKEA'],
        consignor_countrycode: ['SE', 'NO'],
      }),
    ).toEqual([
      ['filter[consignor_name]', 'Acme AB||Volvo'],
      ['filter[consignee_name]', 'IKEA'],
      ['filter[consignor_countrycode][0]', 'SE'],
      ['filter[consignor_countrycode][1]', 'NO'],
    ]);
  });
});

describe('date range parameters', () => {
  it('needs both ends', () => {
    expect(dateRangeParam({ start: '2024-02-01', end: '2024-02-29' })).toBe('2024-02-01,2024-02-29');
    expect(dateRangeParam({ start: '', end: '2024-02-29' })).toBeNull();
  });

  it('reads a parameter back into its ends', () => {
    expect(parseDateRangeParam('2024-02-01,2024-02-29')).toEqual(['2024-02-01', '2024-02-29']);
    expect(parseDateRangeParam('all')).toEqual([null, null]);
    expect(parseDateRangeParam(undefined)).toEqual([null, null]);
  });
});

describe('buildListQuery', () => {
  it('builds the table list query with search and filters in bracket form', () => {
    const query = buildListQuery({
      sortKey: 'name',
      sortOrder: 'desc',
      page: 2,
      pageSize: 50,
      search: '  Göteborg & co ',
      filters: { consignee_city: 'Malmö', consignor_name: ['A', 'B'], empty: '' },
    });
    expect(query).toBe(
      'sortKey=name&sortOrder=desc&page=2&pageSize=50&filter[search]=G%C3%B6teborg%20%26%20co' +
        '&filter[consignee_city]=Malm%C3%B6&filter[consignor_name]=A%7C%7CB',
    );
  });

  it('leaves out sorting and an empty search, and adds filters[i] conditions', () => {
    const query = buildListQuery({
      page: 1,
      pageSize: 10,
      search: '   ',
      conditions: [
        { name: 'read', value: '0' },
        { name: 'status', value: ['A', 'B'], operator: 'in' },
      ],
    });
    expect(decodeURIComponent(query)).toBe(
      'page=1&pageSize=10&filters[0][name]=read&filters[0][value]=0&filters[0][operator]==' +
        '&filters[1][name]=status&filters[1][value][0]=A&filters[1][value][1]=B&filters[1][operator]=in',
    );
  });

  it('sorts ascending when only a key is given', () => {
    expect(buildListQuery({ sortKey: 'updated_at' })).toBe('sortKey=updated_at&sortOrder=asc');
  });
});
