import type { RouteLayout, WebRouteName } from '@freight/contracts';
import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n';

/** A lazily loaded module with a page or a layout, and the texts it needs. */
export interface LazyView {
  load: () => Promise<{ default: ComponentType }>;
  namespaces: Namespace[];
}

const authPage = (load: LazyView['load']): LazyView => ({ load, namespaces: ['auth'] });

/**
 * The screens built so far. A route of the table without one shows the placeholder page inside
 * its layout until a later release adds its screen here.
 */
export const SCREENS: Partial<Record<WebRouteName, LazyView>> = {
  login: authPage(() => import('../features/auth/pages/LoginPage')),
  'password.email': authPage(() => import('../features/auth/pages/PasswordEmailPage')),
  'password.reset': authPage(() => import('../features/auth/pages/PasswordResetPage')),
  'password.welcome': authPage(() => import('../features/auth/pages/PasswordWelcomePage')),
  'email.verify': authPage(() => import('../features/auth/pages/EmailVerifyPage')),
  'email.resend': authPage(() => import('../features/auth/pages/EmailResendPage')),
  'login.expired': { load: () => import('../features/session/pages/ExpiredLoginPage'), namespaces: ['shell'] },
  home: { load: () => import('../features/home/pages/HomePage'), namespaces: ['home'] },
  faq: { load: () => import('../features/faq/pages/FaqPage'), namespaces: ['faq'] },
  notifications: { load: () => import('../features/notifications/pages/NotificationsPage'), namespaces: ['notifications'] },
  'settings.profile': { load: () => import('../features/settings/pages/ProfilePage'), namespaces: ['settings'] },
  'settings.password': { load: () => import('../features/settings/pages/PasswordPage'), namespaces: ['settings'] },
  'transport.shipments.detail': {
    load: () => import('../features/shipment-detail/pages/ShipmentDetailPage'),
    namespaces: ['shipment', 'components', 'booking'],
  },
  'admin.shipments.detail': {
    load: () => import('../features/shipment-detail/pages/AdminShipmentDetailPage'),
    namespaces: ['shipment', 'components', 'booking'],
  },
  'shared.consignment': {
    load: () => import('../features/shared-tracking/pages/SharedConsignmentPage'),
    namespaces: ['shipment', 'components'],
  },
  'shared.owner': { load: () => import('../features/shared-tracking/pages/OwnerConsignmentPage'), namespaces: ['shipment', 'components'] },
  'shipments.example': {
    load: () => import('../features/shared-tracking/pages/ExampleShipmentPage'),
    namespaces: ['shipment', 'components'],
  },
  'transport.shipments': {
    load: () => import('../features/shipments/pages/ShipmentsPage'),
    namespaces: ['shipments', 'components', 'imports'],
  },
  'admin.shipments': {
    load: () => import('../features/shipments/pages/AdminShipmentsPage'),
    namespaces: ['shipments', 'components', 'imports'],
  },
  'settings.import_rules': {
    load: () => import('../features/shipment-import/pages/ImportRulesPage'),
    namespaces: ['imports', 'components'],
  },
  'settings.markups': { load: () => import('../features/rates-admin/pages/MarkupsPage'), namespaces: ['ratesAdmin', 'components'] },
  'admin.carriers': { load: () => import('../features/admin-carriers/pages/CarriersPage'), namespaces: ['adminCarriers', 'components'] },
  'admin.carriers.create': { load: () => import('../features/admin-carriers/pages/CarrierCreatePage'), namespaces: ['adminCarriers'] },
  'admin.carriers.detail': {
    load: () => import('../features/admin-carriers/pages/CarrierPage'),
    namespaces: ['adminCarriers', 'components'],
  },
  'admin.statuses_dictionary': {
    load: () => import('../features/admin-dictionaries/pages/StatusDictionaryPage'),
    namespaces: ['adminDictionaries', 'components'],
  },
  'admin.good_type_dictionary': {
    load: () => import('../features/admin-dictionaries/pages/GoodTypesPage'),
    namespaces: ['adminDictionaries', 'components'],
  },
  'admin.translate': {
    load: () => import('../features/admin-translations/pages/TranslationsPage'),
    namespaces: ['adminTranslations', 'components'],
  },
  'admin.booking.agreements': {
    load: () => import('../features/rates-admin/pages/AgreementsPage'),
    namespaces: ['ratesAdmin', 'components'],
  },
  'transport.price_leadtime': {
    load: () => import('../features/price-leadtime/pages/QuotePage'),
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.price_leadtime.form': {
    load: () => import('../features/price-leadtime/pages/QuotePage'),
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.priceleadtime': {
    load: () => import('../features/price-leadtime/pages/PriceLeadTimePage'),
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.price_leadtime.templates': {
    load: () => import('../features/flow-templates/pages/QuoteTemplatesPage'),
    namespaces: ['templates', 'components'],
  },
  'transport.price_leadtime.template': {
    load: () => import('../features/flow-templates/pages/QuoteTemplatePage'),
    namespaces: ['templates', 'quotes', 'addressBook', 'components'],
  },
  'transport.booking.templates': {
    load: () => import('../features/flow-templates/pages/BookingTemplatesPage'),
    namespaces: ['templates', 'components'],
  },
  'transport.booking.template': {
    load: () => import('../features/flow-templates/pages/BookingTemplatePage'),
    namespaces: ['templates', 'components'],
  },
  'shared.priceleadtime': {
    load: () => import('../features/price-shares/pages/SharedPriceLeadTimePage'),
    namespaces: ['priceShares', 'quotes', 'components'],
  },
  'transport.manual_price_request': {
    load: () => import('../features/manual-price-requests/pages/ManualPriceRequestsPage'),
    namespaces: ['manualPriceRequests', 'quotes', 'addressBook', 'components'],
  },
  'transport.bookings': { load: () => import('../features/bookings-list/pages/BookingsPage'), namespaces: ['bookingsList', 'components'] },
  'admin.redirect.priceleadtime': {
    load: () => import('../features/admin-redirect/pages/PriceLeadTimeRedirectPage'),
    namespaces: ['manualPriceRequests'],
  },
  'transport.booking': {
    load: () => import('../features/transport-booking/pages/TransportBookingPage'),
    namespaces: ['booking', 'components'],
  },
  'transport.booking.form': {
    load: () => import('../features/transport-booking/pages/BookingFormPage'),
    namespaces: ['booking', 'quotes', 'addressBook', 'components', 'templates'],
  },
  'transport.booking.ad_hoc': {
    load: () => import('../features/transport-booking/pages/AdHocBookingPage'),
    namespaces: ['booking', 'quotes', 'addressBook', 'components'],
  },
  'settings.sites': { load: () => import('../features/admin-sites/pages/SitesPage'), namespaces: ['adminSites', 'components'] },
  'admin.sites': { load: () => import('../features/admin-sites/pages/SitesPage'), namespaces: ['adminSites', 'components'] },
  'settings.sites.edit': { load: () => import('../features/admin-sites/pages/SiteEditPage'), namespaces: ['adminSites', 'components'] },
  'admin.sites.edit': { load: () => import('../features/admin-sites/pages/SiteEditPage'), namespaces: ['adminSites', 'components'] },
  'admin.sites.create': { load: () => import('../features/admin-sites/pages/SiteEditPage'), namespaces: ['adminSites', 'components'] },
  'settings.sites.applications': { load: () => import('../features/site-applications/pages/ApplicationsPage'), namespaces: ['adminSites'] },
  'settings.site.applications': { load: () => import('../features/site-applications/pages/ApplicationsPage'), namespaces: ['adminSites'] },
  'admin.organizations': {
    load: () => import('../features/admin-organizations/pages/OrganizationsPage'),
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'admin.organization': {
    load: () => import('../features/admin-organizations/pages/OrganizationEditPage'),
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'admin.organization.create': {
    load: () => import('../features/admin-organizations/pages/OrganizationEditPage'),
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'settings.organization.edit': {
    load: () => import('../features/admin-organizations/pages/OrganizationEditPage'),
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'admin.users': { load: () => import('../features/admin-users/pages/UsersPage'), namespaces: ['adminUsers', 'adminSites', 'components'] },
  'admin.users.edit': {
    load: () => import('../features/admin-users/pages/UserEditPage'),
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'admin.users.create': {
    load: () => import('../features/admin-users/pages/UserEditPage'),
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'settings.users.edit': {
    load: () => import('../features/admin-users/pages/UserEditPage'),
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'admin.roles': { load: () => import('../features/admin-roles/pages/RolesPage'), namespaces: ['adminRoles', 'components'] },
  'admin.sftp_accounts': { load: () => import('../features/admin-sftp/pages/SftpAccountsPage'), namespaces: ['adminSftp', 'components'] },
  'admin.agents': { load: () => import('../features/admin-agents/pages/AgentsPage'), namespaces: ['adminAgents', 'components'] },
  'admin.dashboard': {
    load: () => import('../features/admin-dashboard/pages/AdminDashboardPage'),
    namespaces: ['adminDashboard', 'components'],
  },
};

export const PLACEHOLDER_SCREEN: LazyView = { load: () => import('../layouts/PlaceholderScreen'), namespaces: ['shell'] };

/** The layout routes; `placeholder` pages live in the default layout, so the sidebar stays put. */
export type LayoutGroup = Exclude<RouteLayout, 'placeholder'>;

export const LAYOUTS: Record<LayoutGroup, LazyView> = {
  login: { load: () => import('../layouts/LoginLayout'), namespaces: [] },
  // The layout shows the toast of expired reminders, worded in the shipments texts.
  default: { load: () => import('../layouts/DefaultLayout'), namespaces: ['shell', 'notifications', 'shipments'] },
  basic: { load: () => import('../layouts/BasicLayout'), namespaces: [] },
  static: { load: () => import('../layouts/StaticLayout'), namespaces: [] },
  empty: { load: () => import('../layouts/EmptyLayout'), namespaces: [] },
  shared: { load: () => import('../layouts/SharedLayout'), namespaces: [] },
};

export function layoutGroup(layout: RouteLayout): LayoutGroup {
  return layout === 'placeholder' ? 'default' : layout;
}
