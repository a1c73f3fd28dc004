import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'user@demo.example')).token;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await call(t.app, 'GET', url, { token });
  return { status: response.statusCode, body: response.json() };
};

describe('the shared list query', () => {
  it('pages with 50 rows by default and reports total, from, to and last page', async () => {
    const first = await get('/api/countries');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.meta).toEqual({ total: 250, from: 1, to: 50, last_page: 5, current_page: 1, per_page: 50 });
    const last = await get('/api/countries?page=5');
    expect(last.body.data).toHaveLength(50);
    expect(last.body.meta).toMatchObject({ from: 201, to: 250 });
    const beyond = await get('/api/countries?page=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ from: null, to: null, last_page: 5 });
  });

  it('sorts by a named column in either direction', async () => {
    const ascending = await get('/api/countries?sortKey=code&sortOrder=asc&pageSize=3');
    expect(ascending.body.data.map((country: { code: string }) => country.code)).toEqual(['AD', 'AE', 'AF']);
    const descending = await get('/api/countries?sortKey=code&sortOrder=desc&pageSize=3');
    expect(descending.body.data.map((country: { code: string }) => country.code)).toEqual(['ZW', 'ZM', 'ZA']);
  });

  it('sorts by the most recently updated first when no sort is given', async () => {
    const { body } = await get('/api/front-notifications');
    const stamps = (body.data as { updated_at: string }[]).map((row) => Date.parse(row.updated_at));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });

  it('searches case-insensitively and treats % and _ literally', async () => {
    const { body } = await get('/api/countries?filter[search]=SWED');
    expect(body.data.map((country: { code: string }) => country.code)).toEqual(['SE']);
    const wildcard = await get('/api/countries?filter[search]=%25');
    expect(wildcard.body.data).toEqual([]);
  });

  it('filters by filters[i][name|value|operator]', async () => {
    const { body } = await get('/api/countries?sortKey=code&filters[0][name]=code&filters[0][operator]=in&filters[0][value]=SE,NO,DK');
    expect(body.data.map((country: { code: string }) => country.code)).toEqual(['DK', 'NO', 'SE']);
    const excluded = await get('/api/countries?filters[0][name]=code&filters[0][operator]=!=&filters[0][value]=SE&pageSize=1000');
    expect(excluded.body.meta.total).toBe(249);
  });

  it('skips empty filter values', async () => {
    const { body } = await get('/api/countries?filter[code]=&pageSize=1');
    expect(body.meta.total).toBe(250);
  });

  it('answers 422 with the field for an unknown sort, unknown filter, bad operator or page size', async () => {
    const sort = await get('/api/countries?sortKey=password');
    expect(sort.status).toBe(422);
    expect(sort.body.errors).toEqual({ sortKey: ['This list cannot be sorted by "password".'] });
    const filter = await get('/api/countries?filter[secret]=1');
    expect(filter.body.errors).toEqual({ 'filter.secret': ['This list cannot be filtered by "secret".'] });
    const operator = await get('/api/countries?filters[0][name]=code&filters[0][operator]=between&filters[0][value]=A,B');
    expect(operator.body.errors).toEqual({ 'filters.0.name': ['The operator "between" cannot be used with "code".'] });
    const size = await get('/api/countries?pageSize=1001');
    expect(size.status).toBe(422);
    expect(size.body.errors.pageSize).toEqual(['This value must be at most 1000.']);
    const notNumber = await get('/api/sites?filter[id]=abc');
    expect(notNumber.status).toBe(422);
  });
});
