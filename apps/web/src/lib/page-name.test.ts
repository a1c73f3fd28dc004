import { describe, expect, it } from 'vitest';
import { pageName } from './page-name';

describe('pageName', () => {
  it('masks numeric segments as id', () => {
    expect(pageName('/settings/site/edit/42')).toBe('/settings/site/edit/id');
    expect(pageName('/settings/site/7/applications')).toBe('/settings/site/id/applications');
  });

  it('masks uuid segments as uuid, in any letter case', () => {
    expect(pageName('/transport/shipments/3F2C1A9E-8B7D-4C6E-9F01-23456789ABCD')).toBe('/transport/shipments/uuid');
    expect(pageName('/admin/owner/abc/0b5e6c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e')).toBe('/admin/owner/abc/uuid');
  });

  it('keeps words, including those that only contain digits among letters', () => {
    expect(pageName('/home')).toBe('/home');
    expect(pageName('/reports/q3')).toBe('/reports/q3');
    expect(pageName('/')).toBe('/');
  });
});
