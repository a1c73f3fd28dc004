import { describe, expect, it } from 'vitest';
import { isAllowed, resolveLocale, routePath, siteKeyFromName, ZListQuery } from './index';

describe('locale from Accept-Language', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['de-DE,en;q=0.5,es;q=0.9', 'es'],
    ['fr', 'en'],
    ['', 'en'],
  ])('%j reads as %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});

describe('access rules', () => {
  const user = (level: 'super' | 'organization-admin' | 'site-admin' | 'user', god = false) => ({ level, is_god_user: god });
  it('lets each level through exactly the guards of SPEC §6', () => {
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('shared', null)).toBe(true);
    expect(isAllowed('siteAdmin', user('site-admin'))).toBe(true);
    expect(isAllowed('siteAdmin', user('user'))).toBe(false);
    expect(isAllowed('organizationAdmin', user('site-admin'))).toBe(false);
    expect(isAllowed('organizationAdmin', user('super'))).toBe(true);
    expect(isAllowed('godUser', user('super'))).toBe(false);
    expect(isAllowed('godUser', user('super', true))).toBe(true);
  });
});

describe('names', () => {
  it('derives a site key from its name', () => {
    expect(siteKeyFromName(' Gothenburg  Main Warehouse ')).toBe('Gothenburg_Main_Warehouse');
  });
  it('builds a path from a route name', () => {
    expect(routePath('password.reset', { token: 'a/b' })).toBe('/password/reset/a%2Fb');
  });
});

describe('list query', () => {
  it('defaults to page 1 of 50 and reads the short filters form', () => {
    const query = ZListQuery.parse({ filters: { read: '0' } });
    expect(query).toMatchObject({ page: 1, pageSize: 50, filters: [{ name: 'read', value: '0', operator: '=' }] });
  });
  it('refuses a page size above 1000', () => {
    expect(ZListQuery.safeParse({ pageSize: '1001' }).success).toBe(false);
  });
});
