import { describe, expect, it } from 'vitest';
import { parseSiteIdsHeader } from './request-context';
import { filterIds, isCalendarDate, listMeta } from './list-query';

describe('site-ids header', () => {
  it('keeps positive integer ids once each and drops the rest', () => {
    expect(parseSiteIdsHeader('3, 1,abc,-2,3,0,1.5')).toEqual([3, 1]);
  });
  it('drops ids no id column can hold', () => {
    expect(parseSiteIdsHeader('2147483647,2147483648,1e308')).toEqual([2147483647]);
  });
  it('tells an absent header from an empty list', () => {
    expect(parseSiteIdsHeader(undefined)).toBeNull();
    expect(parseSiteIdsHeader('  ')).toBeNull();
    expect(parseSiteIdsHeader('x')).toEqual([]);
  });
});

describe('list meta', () => {
  it('counts from and to on a partial last page', () => {
    expect(listMeta(120, { page: 3, pageSize: 50, offset: 100 })).toEqual({
      total: 120,
      from: 101,
      to: 120,
      last_page: 3,
      current_page: 3,
      per_page: 50,
    });
  });
  it('offers the next page when the total is only a lower bound', () => {
    expect(listMeta(10_000, { page: 200, pageSize: 50, offset: 9_950 }, true)).toMatchObject({
      total_capped: true,
      to: 10_000,
      last_page: 201,
    });
    expect(listMeta(100, { page: 2, pageSize: 50, offset: 50 }, true)).toMatchObject({ from: 51, to: 100, last_page: 3 });
  });
  it('has one page and no range when the list is empty', () => {
    expect(listMeta(0, { page: 1, pageSize: 50, offset: 0 })).toMatchObject({ from: null, to: null, last_page: 1 });
  });
});

describe('list filter values', () => {
  it('keeps the ids an id column can hold', () => {
    expect(filterIds('0, 7,2147483648,1e308,-1,1.5,x')).toEqual([0, 7]);
    expect(filterIds(['3', '2147483647'])).toEqual([3, 2147483647]);
  });
  it('knows the days of the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29T10:00')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
  });
});
