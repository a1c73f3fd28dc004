import { describe, expect, it } from 'vitest';
import { flattenPermissionKeys, type ApplicationKey, type UserLevel } from './access';
import { MENU_ITEMS, visibleMenu, type MenuItemRule, type MenuReport, type MenuSubject, type VisibleMenuItem } from './menus';
import { isRouteApplicationAvailable, WEB_ROUTES } from './routes';

// The demo data the server seeds (README "Demo users"), reduced to what menus read.
const SITES: Record<string, { id: number; applications: ApplicationKey[] }> = {
  gothenburg: { id: 1, applications: ['priceleadtime', 'transport_booking', 'emissions', 'custom_reports'] },
  stockholm: { id: 2, applications: ['priceleadtime', 'customs', 'purchase'] },
  malmo: { id: 3, applications: ['transport_booking', 'emissions'] },
  demoMain: { id: 4, applications: ['priceleadtime', 'transport_booking', 'emissions', 'custom_reports', 'customs', 'purchase'] },
};

const ALL_KEYS = flattenPermissionKeys();
const CLIENT_KEYS = ALL_KEYS.filter((key) => !key.startsWith('admin'));
const grant = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, true]));

function subject(
  level: UserLevel,
  keys: string[],
  sites: (keyof typeof SITES)[],
  organization = { id: 1, is_demo: false, quote_booking: false },
  email = `${level}@demo.example`,
  company: MenuSubject['company'] = null,
): MenuSubject {
  return {
    email,
    level,
    permissions: grant(keys),
    organization,
    company,
    sites: sites.map((name) => ({
      ...SITES[name]!,
      key: name,
      name,
      organization_id: organization.id,
      organization_name: 'Org',
      is_active: 1 as const,
      locked_freight_print_types: null,
    })),
  };
}

const god = subject('super', ALL_KEYS, ['gothenburg']);
const orgAdmin = subject('organization-admin', CLIENT_KEYS, ['gothenburg', 'stockholm', 'malmo']);
const siteAdmin = subject(
  'site-admin',
  CLIENT_KEYS.filter((key) => !['settings.organization', 'settings.applications', 'settings.users'].includes(key)),
  ['gothenburg', 'malmo'],
);
const user = subject(
  'user',
  CLIENT_KEYS.filter((key) => !key.startsWith('settings.')),
  ['gothenburg', 'stockholm'],
);
const agent = subject(
  'user',
  CLIENT_KEYS.filter((key) => !key.startsWith('settings.')),
  ['demoMain'],
  { id: 2, is_demo: true, quote_booking: false },
  'agent@demo.example',
  { id: 2, name: 'Baltic Customs Agents', is_agent: true },
);

const NORDIC_REPORTS: MenuReport[] = [
  { id: 1, name: 'Overview', is_default: 1 },
  { id: 2, name: 'analytics', is_default: 0 },
  { id: 3, name: 'Carrier performance', is_default: 0 },
];
const DEMO_REPORTS: MenuReport[] = [{ id: 4, name: 'Monthly freight spend', is_default: 0 }];

const keys = (items: VisibleMenuItem[]): string[] =>
  items.map((item) => (item.children.length > 0 ? `${item.key}[${keys(item.children).join(',')}]` : item.key));

describe('visibleMenu per demo user', () => {
  it('god user, client tab: no Price & LeadTime, Customs only with a customs site', () => {
    expect(keys(visibleMenu(god, [1], NORDIC_REPORTS, 'client'))).toEqual([
      'dashboard',
      'transport_booking',
      'shipments',
      'emissions',
      'analytics',
      'custom_reports[report_3]',
      'notifications',
      'faq',
      'settings[sites,organization,profile,applications,import_rules,markups,invoice_actions,template_types,emission_factors,sign_in_providers]',
    ]);
  });

  it('god user, admin tab: the admin menu in SPEC order, then SFTP accounts, Agents, Translations and Registrations', () => {
    expect(keys(visibleMenu(god, [1], NORDIC_REPORTS, 'admin'))).toEqual([
      'admin_organizations',
      'admin_sites',
      'admin_users',
      'admin_shipments',
      'admin_carriers',
      'admin_emission_factors',
      'admin_statuses_dictionary',
      'admin_good_type_dictionary',
      'admin_dashboard',
      'admin_notifications',
      'admin_booking_agreements',
      'admin_roles',
      'admin_sftp_accounts',
      'admin_agents',
      'admin_translations',
      'admin_registrations',
    ]);
  });

  it('god user, admin tab: SFTP accounts, Agents, Translations and Registrations open their god-user routes, each behind its permission', () => {
    const entries = visibleMenu(god, [1], [], 'admin').slice(-4);
    expect(entries.map((item) => [item.route, WEB_ROUTES[item.route].path])).toEqual([
      ['admin.sftp_accounts', '/admin/sftp-accounts'],
      ['admin.agents', '/admin/agents'],
      ['admin.translate', '/admin/translate'],
      ['admin.registrations', '/admin/registrations'],
    ]);
    for (const [key, permission] of [
      ['admin_sftp_accounts', 'admin.sftp_accounts'],
      ['admin_agents', 'admin.agents'],
      ['admin_translations', 'admin.translations'],
      ['admin_registrations', 'admin.organizations'],
    ] as const) {
      const without = { ...god, permissions: { ...god.permissions, [permission]: false } };
      expect(keys(visibleMenu(without, [1], [], 'admin')), key).not.toContain(key);
    }
  });

  it('organization admin: every application of the organization and the organization settings', () => {
    const menu = visibleMenu(orgAdmin, [1, 2, 3], NORDIC_REPORTS, 'client');
    expect(keys(menu)).toEqual([
      'dashboard',
      'transport_booking',
      'priceleadtime',
      'shipments',
      'emissions',
      'analytics',
      'custom_reports[report_3]',
      'customs[customs_requests,customs_products]',
      'purchase[purchase_orders,purchase_suppliers,purchase_articles,purchase_statistics]',
      'notifications',
      'faq',
      'settings[sites,organization,profile,applications,import_rules,markups,invoice_actions,template_types,emission_factors,sign_in_providers]',
    ]);
    const organization = menu.at(-1)!.children.find((item) => item.key === 'organization');
    expect(organization?.params).toEqual({ id: 1 });
    expect(visibleMenu(orgAdmin, [1, 2, 3], NORDIC_REPORTS, 'admin')).toEqual([]);
  });

  it('site admin: sites settings, but neither organization nor applications', () => {
    expect(keys(visibleMenu(siteAdmin, [1, 3], NORDIC_REPORTS, 'client'))).toEqual([
      'dashboard',
      'transport_booking',
      'priceleadtime',
      'shipments',
      'emissions',
      'analytics',
      'custom_reports[report_3]',
      'notifications',
      'faq',
      'settings[sites,profile]',
    ]);
  });

  it('plain user: the menu follows the applications of the selected sites', () => {
    const gothenburg = keys(visibleMenu(user, [1], NORDIC_REPORTS, 'client'));
    expect(gothenburg).toEqual([
      'dashboard',
      'transport_booking',
      'priceleadtime',
      'shipments',
      'emissions',
      'analytics',
      'custom_reports[report_3]',
      'notifications',
      'faq',
      'settings[profile]',
    ]);
    expect(keys(visibleMenu(user, [1, 2], NORDIC_REPORTS, 'client'))).toContain('customs[customs_requests,customs_products]');
    expect(keys(visibleMenu(user, [2], NORDIC_REPORTS, 'client'))).toEqual([
      'dashboard',
      'priceleadtime',
      'shipments',
      'analytics',
      'customs[customs_requests,customs_products]',
      'purchase[purchase_orders,purchase_suppliers,purchase_articles,purchase_statistics]',
      'notifications',
      'faq',
      'settings[profile]',
    ]);
    expect(visibleMenu(user, [1], NORDIC_REPORTS, 'admin')).toEqual([]);
  });

  it('agent of the demo organization: Ad-hoc reports, no analytics without an analytics report, the declarations to work', () => {
    const menu = visibleMenu(agent, [4], DEMO_REPORTS, 'client');
    expect(keys(menu)).toEqual([
      'dashboard',
      'transport_booking',
      'priceleadtime',
      'shipments',
      'emissions',
      'custom_reports[report_4]',
      'customs[customs_requests,customs_products]',
      'customs_declarations',
      'purchase[purchase_orders,purchase_suppliers,purchase_articles,purchase_statistics]',
      'notifications',
      'faq',
      'settings[profile]',
    ]);
    const reports = menu.find((item) => item.key === 'custom_reports')!;
    expect(reports.label).toEqual({ key: 'adhoc_reports' });
    expect(reports.children[0]).toMatchObject({ route: 'reports.single', params: { id: 4 }, label: { text: 'Monthly freight spend' } });
  });
});

describe('visibleMenu rules', () => {
  it('lists custom reports only when there are some, without default and analytics reports', () => {
    const withoutCustom = visibleMenu(user, [1], NORDIC_REPORTS.slice(0, 2), 'client');
    expect(withoutCustom.find((item) => item.key === 'custom_reports')?.children).toEqual([]);
    expect(visibleMenu(user, [1], [], 'client').some((item) => item.key === 'analytics')).toBe(false);
  });

  it('lists the reports composed in the report builder after the embedded custom reports', () => {
    const menu = visibleMenu(user, [1], NORDIC_REPORTS, 'client', [{ id: 9, name: 'Carrier league' }]);
    const reports = menu.find((item) => item.key === 'custom_reports')!;
    expect(keys(reports.children)).toEqual(['report_3', 'saved_report_9']);
    expect(reports.children[1]).toMatchObject({ route: 'reports.saved', params: { id: 9 }, label: { text: 'Carrier league' } });
  });

  it('shows Quote & Booking to the users of an organization that has it, whatever their sites enable', () => {
    const internal = { ...user, organization: { ...user.organization, quote_booking: true } };
    expect(keys(visibleMenu(internal, [1], [], 'client'))).toContain('quote_booking');
    expect(
      keys(visibleMenu({ ...internal, sites: [{ ...internal.sites[0]!, id: 3, applications: ['emissions'] }] }, [3], [], 'client')),
    ).toContain('quote_booking');
    expect(keys(visibleMenu(user, [1], [], 'client'))).not.toContain('quote_booking');
  });

  it('lists the declarations to work only to users of an agent company, on a site with customs', () => {
    const queue = visibleMenu(agent, [4], [], 'client').find((item) => item.key === 'customs_declarations');
    expect(queue && WEB_ROUTES[queue.route].path).toBe('/customs-declarations');
    const shipperCompany = { ...agent, company: { id: 1, name: 'Nordic Freight AB', is_agent: false } };
    expect(keys(visibleMenu(shipperCompany, [4], [], 'client'))).not.toContain('customs_declarations');
    expect(keys(visibleMenu({ ...agent, company: null }, [4], [], 'client'))).not.toContain('customs_declarations');
    expect(keys(visibleMenu(user, [1, 2], [], 'client'))).toContain('customs[customs_requests,customs_products]');
    expect(keys(visibleMenu(user, [1, 2], [], 'client'))).not.toContain('customs_declarations');
    const withoutCustoms = { ...agent, sites: [{ ...agent.sites[0]!, applications: ['transport_booking' as const] }] };
    expect(keys(visibleMenu(withoutCustoms, [4], [], 'client'))).not.toContain('customs_declarations');
  });

  it('drops an item whose permission the user lacks', () => {
    const noShipments = { ...user, permissions: { ...user.permissions, 'transport.shipments': false } };
    expect(keys(visibleMenu(noShipments, [1], [], 'client'))).not.toContain('shipments');
  });

  it('never lists the hidden Bookings entry', () => {
    expect(JSON.stringify(visibleMenu(orgAdmin, [1, 2, 3], NORDIC_REPORTS, 'client'))).not.toContain('bookings');
  });
});

describe('menu table', () => {
  const all = (items: readonly MenuItemRule[]): MenuItemRule[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);

  it('names only known routes and permission keys', () => {
    for (const item of all(MENU_ITEMS)) {
      expect(WEB_ROUTES[item.route], item.key).toBeDefined();
      if (item.permission) expect(ALL_KEYS, item.key).toContain(item.permission);
    }
  });

  it('gives every admin item the super-only flag and a god-user route', () => {
    for (const item of all(MENU_ITEMS).filter((rule) => rule.admin)) {
      expect(item.superOnly, item.key).toBe(true);
      expect(WEB_ROUTES[item.route].access, item.key).toBe('godUser');
    }
  });
});

describe('isRouteApplicationAvailable', () => {
  it('needs the route application among the selected sites', () => {
    expect(isRouteApplicationAvailable('customs', user, [1])).toBe(false);
    expect(isRouteApplicationAvailable('customs', user, [1, 2])).toBe(true);
    expect(isRouteApplicationAvailable('transport.shipments', user, [])).toBe(true);
  });

  it('lets the users of an organization with Quote & Booking open the price-lead-time routes', () => {
    const internal = { ...user, organization: { ...user.organization, quote_booking: true } };
    expect(isRouteApplicationAvailable('transport.price_leadtime', internal, [3])).toBe(true);
    expect(isRouteApplicationAvailable('transport.price_leadtime', user, [3])).toBe(false);
  });
});
