import type { VisibleMenuItem } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, menuModeOfPath } from './menu';

const item = (key: string, route: VisibleMenuItem['route'], children: VisibleMenuItem[] = [], params = {}): VisibleMenuItem => ({
  key,
  route,
  params,
  label: { key },
  children,
});

const menu = [
  item('dashboard', 'home'),
  item('shipments', 'transport.shipments'),
  item('custom_reports', 'reports', [item('report_3', 'reports.single', [], { id: 3 })]),
  item('settings', 'settings', [item('sites', 'settings.sites'), item('applications', 'settings.sites.applications')]),
];

describe('activeMenuKey', () => {
  it('marks the entry whose address starts the current path, the longest one winning', () => {
    expect(activeMenuKey(menu, '/home')).toBe('dashboard');
    expect(activeMenuKey(menu, '/transport/shipments/3f2c1a9e-8b7d-4c6e-9f01-23456789abcd')).toBe('shipments');
    expect(activeMenuKey(menu, '/reports/3')).toBe('report_3');
    expect(activeMenuKey(menu, '/settings/sites/applications')).toBe('applications');
    expect(activeMenuKey(menu, '/settings/sites')).toBe('sites');
  });

  it('marks nothing for a page of no entry', () => {
    expect(activeMenuKey(menu, '/faq')).toBeNull();
    expect(activeMenuKey(menu, '/homestead')).toBeNull();
  });
});

describe('menuModeOfPath', () => {
  it('puts admin pages in the admin tab and menu pages in the client tab', () => {
    expect(menuModeOfPath('/admin/shipments/3f2c1a9e-8b7d-4c6e-9f01-23456789abcd')).toBe('admin');
    expect(menuModeOfPath('/home')).toBe('client');
    expect(menuModeOfPath('/reports/4')).toBe('client');
    expect(menuModeOfPath('/settings/profile')).toBe('client');
  });

  it('leaves pages of neither menu to the remembered tab', () => {
    expect(menuModeOfPath('/settings/password')).toBeNull();
    expect(menuModeOfPath('/settings/site/3/exceptions')).toBeNull();
  });
});
