import { describe, expect, it } from 'vitest';
import { isAllowed, resolveLocale, routePath, siteKeyFromName, WEB_ROUTE_NAMES, WEB_ROUTES, ZListQuery } from './index';

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
  it('leaves out a missing optional parameter', () => {
    expect(routePath('transport.booking.template')).toBe('/transport/transport-booking/template');
    expect(routePath('transport.booking.template', { id: 7 })).toBe('/transport/transport-booking/template/7');
    expect(routePath('root')).toBe('/');
  });
});

describe('route table', () => {
  const definitions = WEB_ROUTE_NAMES.map((name) => [name, WEB_ROUTES[name]] as const);

  it('has one route per path and forwards only to known routes', () => {
    const paths = definitions.map(([, route]) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, route] of definitions) {
      if ('redirectTo' in route) expect(WEB_ROUTE_NAMES, name).toContain(route.redirectTo);
    }
  });

  it('guards every area as SPEC §2 lists it', () => {
    for (const [name, route] of definitions) {
      if (route.path.startsWith('/admin/') && name !== 'shared.owner') expect(route.access, name).toBe('godUser');
      if (route.layout === 'login') expect(route.access, name).toBe('public');
      if (route.layout === 'shared') expect(route.access, name).toBe('shared');
    }
    expect(WEB_ROUTES['settings.sites'].access).toBe('siteAdmin');
    expect(WEB_ROUTES['settings.organization.edit'].access).toBe('organizationAdmin');
    expect(WEB_ROUTES['admin.site_exceptions'].access).toBe('godUser');
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
