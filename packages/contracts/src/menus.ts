import type { ApplicationKey, UserLevel } from './access';
import { isAnalyticsReport, isCustomReport, type TEmbeddedReport } from './reports/embedded-report';
import type { TSavedReport } from './reports/saved-report';
import { selectedApplications, type WebRouteName } from './routes';
import type { TUser } from './users/user';

/** Which of the two sidebar menus is shown; only super users ever see the admin one. */
export type MenuMode = 'client' | 'admin';

export interface MenuItemRule {
  /** Stable id: the label key under `menu.` in the web app's `shell` texts. */
  key: string;
  route: WebRouteName;
  application?: ApplicationKey;
  minLevel?: UserLevel;
  superOnly?: boolean;
  /** A key of PERMISSION_TREE the user's permissions map must hold. */
  permission?: string;
  client?: boolean;
  admin?: boolean;
  /** Registered but never listed, like Bookings (SPEC §2). */
  hidden?: boolean;
  /** Price & LeadTime: a super user in the client menu does not see it. */
  hiddenForSuperInClient?: boolean;
  /** Shown only with an analytics report, in an organization with Quote & Booking, or to a user of an agent company. */
  requires?: 'analyticsReport' | 'quoteBooking' | 'agent';
  /** The custom reports entry: its submenu lists the organization's custom reports. */
  customReports?: boolean;
  children?: readonly MenuItemRule[];
}

/** Both menus of SPEC §2, each in its order; `client`/`admin` say where an item belongs. */
export const MENU_ITEMS: readonly MenuItemRule[] = [
  { key: 'dashboard', route: 'home', permission: 'dashboard', client: true },
  // Users of an organization with Quote & Booking open the price-lead-time route whatever their sites enable.
  {
    key: 'quote_booking',
    route: 'transport.price_leadtime',
    permission: 'transport.quote_booking',
    requires: 'quoteBooking',
    client: true,
  },
  { key: 'transport_booking', route: 'transport.booking', application: 'transport_booking', permission: 'transport.booking', client: true },
  {
    key: 'priceleadtime',
    route: 'transport.priceleadtime',
    application: 'priceleadtime',
    permission: 'transport.priceleadtime',
    hiddenForSuperInClient: true,
    client: true,
  },
  {
    key: 'bookings',
    route: 'transport.bookings',
    application: 'transport_booking',
    permission: 'transport.bookings',
    hidden: true,
    client: true,
  },
  { key: 'shipments', route: 'transport.shipments', permission: 'transport.shipments', client: true },
  { key: 'emissions', route: 'transport.emissions', application: 'emissions', permission: 'transport.emissions', client: true },
  { key: 'analytics', route: 'analytics', permission: 'analytics', requires: 'analyticsReport', client: true },
  { key: 'custom_reports', route: 'reports', application: 'custom_reports', permission: 'reports', customReports: true, client: true },
  {
    key: 'customs',
    route: 'customs',
    application: 'customs',
    permission: 'customs',
    client: true,
    children: [
      { key: 'customs_requests', route: 'customs', application: 'customs', permission: 'customs', client: true },
      { key: 'customs_products', route: 'customs.products', application: 'customs', permission: 'customs', client: true },
    ],
  },
  // The agent's work queue: the declarations shippers requested of the user's agent company.
  {
    key: 'customs_declarations',
    route: 'customs.declarations',
    application: 'customs',
    permission: 'customs',
    requires: 'agent',
    client: true,
  },
  // A buyer's work: the orders, and the suppliers and articles they are placed with.
  {
    key: 'purchase',
    route: 'purchase',
    application: 'purchase',
    permission: 'purchase',
    client: true,
    children: [
      { key: 'purchase_orders', route: 'purchase.orders', application: 'purchase', permission: 'purchase', client: true },
      { key: 'purchase_suppliers', route: 'purchase.suppliers', application: 'purchase', permission: 'purchase', client: true },
      { key: 'purchase_articles', route: 'purchase.articles', application: 'purchase', permission: 'purchase', client: true },
      { key: 'purchase_statistics', route: 'purchase.statistics', application: 'purchase', permission: 'purchase', client: true },
    ],
  },
  { key: 'notifications', route: 'notifications', permission: 'notifications', client: true },
  { key: 'faq', route: 'faq', permission: 'faq', client: true },
  {
    key: 'settings',
    route: 'settings',
    permission: 'settings',
    client: true,
    children: [
      { key: 'sites', route: 'settings.sites', minLevel: 'site-admin', permission: 'settings.sites', client: true },
      {
        key: 'organization',
        route: 'settings.organization.edit',
        minLevel: 'organization-admin',
        permission: 'settings.organization',
        client: true,
      },
      { key: 'profile', route: 'settings.profile', client: true },
      {
        key: 'applications',
        route: 'settings.sites.applications',
        minLevel: 'organization-admin',
        permission: 'settings.applications',
        client: true,
      },
      // Import rules belong to the organization's settings, so they need the same permission.
      {
        key: 'import_rules',
        route: 'settings.import_rules',
        minLevel: 'organization-admin',
        permission: 'settings.organization',
        client: true,
      },
      // Markups are priced into the organization's quotes, so they share its settings permission.
      { key: 'markups', route: 'settings.markups', minLevel: 'organization-admin', permission: 'settings.organization', client: true },
      // Carriers' freight invoices are approved, held or disputed by the organization's own rules.
      {
        key: 'invoice_actions',
        route: 'settings.invoice_actions',
        minLevel: 'organization-admin',
        permission: 'settings.invoice_actions',
        client: true,
      },
      // The kinds the organization groups its quote and booking templates by.
      {
        key: 'template_types',
        route: 'settings.template_types',
        minLevel: 'organization-admin',
        permission: 'settings.organization',
        client: true,
      },
      // The organization's own emission factors are part of its settings, like its markups.
      {
        key: 'emission_factors',
        route: 'settings.emission_factors',
        minLevel: 'organization-admin',
        permission: 'settings.organization',
        client: true,
      },
      // Who signs in how is part of the organization's settings.
      {
        key: 'sign_in_providers',
        route: 'settings.sign_in',
        minLevel: 'organization-admin',
        permission: 'settings.organization',
        client: true,
      },
    ],
  },

  { key: 'admin_organizations', route: 'admin.organizations', superOnly: true, permission: 'admin.organizations', admin: true },
  { key: 'admin_sites', route: 'admin.sites', superOnly: true, permission: 'admin.sites', admin: true },
  { key: 'admin_users', route: 'admin.users', superOnly: true, permission: 'admin.users', admin: true },
  { key: 'admin_shipments', route: 'admin.shipments', superOnly: true, permission: 'admin.shipments', admin: true },
  { key: 'admin_carriers', route: 'admin.carriers', superOnly: true, permission: 'admin.carriers', admin: true },
  // The platform's emission factors describe the carriers' vehicles, so they share the carriers' permission.
  { key: 'admin_emission_factors', route: 'admin.emission_factors', superOnly: true, permission: 'admin.carriers', admin: true },
  { key: 'admin_statuses_dictionary', route: 'admin.statuses_dictionary', superOnly: true, permission: 'admin.dictionaries', admin: true },
  {
    key: 'admin_good_type_dictionary',
    route: 'admin.good_type_dictionary',
    superOnly: true,
    permission: 'admin.dictionaries',
    admin: true,
  },
  { key: 'admin_dashboard', route: 'admin.dashboard', superOnly: true, permission: 'admin.dashboard', admin: true },
  { key: 'admin_notifications', route: 'admin.notifications', superOnly: true, permission: 'admin.notifications', admin: true },
  {
    key: 'admin_booking_agreements',
    route: 'admin.booking.agreements',
    superOnly: true,
    permission: 'admin.booking_agreements',
    admin: true,
  },
  { key: 'admin_roles', route: 'admin.roles', superOnly: true, permission: 'admin.roles', admin: true },
  // God-user routes SPEC §2 lists but leaves out of its admin menu, so they come after its entries.
  { key: 'admin_sftp_accounts', route: 'admin.sftp_accounts', superOnly: true, permission: 'admin.sftp_accounts', admin: true },
  { key: 'admin_agents', route: 'admin.agents', superOnly: true, permission: 'admin.agents', admin: true },
  { key: 'admin_translations', route: 'admin.translate', superOnly: true, permission: 'admin.translations', admin: true },
  { key: 'admin_registrations', route: 'admin.registrations', superOnly: true, permission: 'admin.organizations', admin: true },
];

/** What the menu needs to know of the signed-in user. */
export type MenuSubject = Pick<TUser, 'email' | 'level' | 'permissions' | 'sites' | 'company'> & {
  organization: Pick<TUser['organization'], 'id' | 'is_demo' | 'quote_booking'>;
};

export type MenuReport = Pick<TEmbeddedReport, 'id' | 'name' | 'is_default'>;
/** A report composed in the report builder, listed under Custom reports after the embedded ones. */
export type MenuSavedReport = Pick<TSavedReport, 'id' | 'name'>;

/** A label is either a text key (under `menu.`) or a name to show as it is, like a report's. */
export type MenuLabel = { key: string } | { text: string };

export interface VisibleMenuItem {
  key: string;
  route: WebRouteName;
  params: Record<string, string | number>;
  label: MenuLabel;
  children: VisibleMenuItem[];
}

const LEVEL_RANK: Record<UserLevel, number> = { user: 0, 'site-admin': 1, 'organization-admin': 2, super: 3 };

export function hasLevel(level: UserLevel, minimum: UserLevel): boolean {
  return LEVEL_RANK[level] >= LEVEL_RANK[minimum];
}

/** The menu a user sees: every visibility rule of SPEC §2 and §6, in menu order. */
export function visibleMenu(
  user: MenuSubject,
  selectedSiteIds: readonly number[],
  reports: readonly MenuReport[],
  mode: MenuMode,
  savedReports: readonly MenuSavedReport[] = [],
): VisibleMenuItem[] {
  const isSuper = user.level === 'super';
  if (mode === 'admin' && !isSuper) return [];
  const applications = selectedApplications(user.sites, selectedSiteIds);
  const hasAnalyticsReport = reports.some(isAnalyticsReport);
  const customReports = reports.filter(isCustomReport);

  const isVisible = (rule: MenuItemRule): boolean => {
    if (rule.hidden) return false;
    if (mode === 'client' ? !rule.client : !rule.admin) return false;
    if (rule.superOnly && !isSuper) return false;
    if (rule.minLevel && !hasLevel(user.level, rule.minLevel)) return false;
    if (rule.permission && user.permissions[rule.permission] !== true) return false;
    if (rule.application && !applications.has(rule.application)) return false;
    if (rule.hiddenForSuperInClient && isSuper && mode === 'client') return false;
    if (rule.requires === 'analyticsReport' && !hasAnalyticsReport) return false;
    if (rule.requires === 'quoteBooking' && !user.organization.quote_booking) return false;
    if (rule.requires === 'agent' && user.company?.is_agent !== true) return false;
    return true;
  };

  const toItem = (rule: MenuItemRule): VisibleMenuItem | null => {
    if (!isVisible(rule)) return null;
    const item: VisibleMenuItem = { key: rule.key, route: rule.route, params: {}, label: { key: rule.key }, children: [] };
    if (rule.route === 'settings.organization.edit') item.params = { id: user.organization.id };
    if (rule.customReports) {
      if (user.organization.is_demo) item.label = { key: 'adhoc_reports' };
      item.children = customReports.map((report) => ({
        key: `report_${report.id}`,
        route: 'reports.single',
        params: { id: report.id },
        label: { text: report.name },
        children: [],
      }));
      item.children.push(
        ...savedReports.map((report) => ({
          key: `saved_report_${report.id}`,
          route: 'reports.saved' as const,
          params: { id: report.id },
          label: { text: report.name },
          children: [],
        })),
      );
    }
    if (rule.children) {
      item.children = rule.children.map(toItem).filter((child): child is VisibleMenuItem => child !== null);
      if (item.children.length === 0) return null;
    }
    return item;
  };

  return MENU_ITEMS.map(toItem).filter((item): item is VisibleMenuItem => item !== null);
}
