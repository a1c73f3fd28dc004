import type { RouteLayout, WebRouteName } from '@freight/contracts';
import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n';
import { adminAgentsScreens } from '../features/admin-agents/screens';
import { adminAnnouncementsScreens } from '../features/admin-announcements/screens';
import { adminCarriersScreens } from '../features/admin-carriers/screens';
import { adminDashboardScreens } from '../features/admin-dashboard/screens';
import { adminDictionariesScreens } from '../features/admin-dictionaries/screens';
import { adminOrganizationsScreens } from '../features/admin-organizations/screens';
import { adminRedirectScreens } from '../features/admin-redirect/screens';
import { adminRolesScreens } from '../features/admin-roles/screens';
import { adminSftpScreens } from '../features/admin-sftp/screens';
import { adminSitesScreens } from '../features/admin-sites/screens';
import { adminTranslationsScreens } from '../features/admin-translations/screens';
import { adminUsersScreens } from '../features/admin-users/screens';
import { authScreens } from '../features/auth/screens';
import { cannedResponsesScreens } from '../features/canned-responses/screens';
import { customsScreens } from '../features/customs/screens';
import { documentsScreens } from '../features/documents/screens';
import { emissionsScreens } from '../features/emissions/screens';
import { emissionFactorsScreens } from '../features/emission-factors/screens';
import { bookingsListScreens } from '../features/bookings-list/screens';
import { faqScreens } from '../features/faq/screens';
import { flowTemplatesScreens } from '../features/flow-templates/screens';
import { homeScreens } from '../features/home/screens';
import { manualPriceRequestsScreens } from '../features/manual-price-requests/screens';
import { notificationsScreens } from '../features/notifications/screens';
import { priceLeadtimeScreens } from '../features/price-leadtime/screens';
import { priceSharesScreens } from '../features/price-shares/screens';
import { purchaseScreens } from '../features/purchase/screens';
import { ratesAdminScreens } from '../features/rates-admin/screens';
import { reportBuilderScreens } from '../features/report-builder/screens';
import { reportsScreens } from '../features/reports/screens';
import { sessionScreens } from '../features/session/screens';
import { settingsScreens } from '../features/settings/screens';
import { sharedTrackingScreens } from '../features/shared-tracking/screens';
import { signInProvidersScreens } from '../features/sign-in-providers/screens';
import { prefetchShipment } from '../features/shipment-detail';
import { shipmentDetailScreens } from '../features/shipment-detail/screens';
import { invoiceActionsScreens } from '../features/invoice-actions/screens';
import { shipmentImportScreens } from '../features/shipment-import/screens';
import { shipmentsScreens } from '../features/shipments/screens';
import { siteApplicationsScreens } from '../features/site-applications/screens';
import { transportBookingScreens } from '../features/transport-booking/screens';

/** A lazily loaded module with a page or a layout, and the texts it needs. */
export interface LazyView {
  load: () => Promise<{ default: ComponentType }>;
  namespaces: Namespace[];
  /** Starts loading the page's data when the app opens at its address, beside the session. */
  prefetch?: (params: Record<string, string | undefined>) => void;
}

const authPage = (load: LazyView['load']): LazyView => ({ load, namespaces: ['auth'] });

/**
 * The screens built so far. A route of the table without one shows the placeholder page inside
 * its layout until a later release adds its screen here.
 */
export const SCREENS: Partial<Record<WebRouteName, LazyView>> = {
  login: authPage(authScreens.LoginPage),
  'password.email': authPage(authScreens.PasswordEmailPage),
  'password.reset': authPage(authScreens.PasswordResetPage),
  'password.welcome': authPage(authScreens.PasswordWelcomePage),
  'email.verify': authPage(authScreens.EmailVerifyPage),
  'email.resend': authPage(authScreens.EmailResendPage),
  'login.callback': authPage(authScreens.ProviderCallbackPage),
  'login.link': authPage(authScreens.IdentityLinkPage),
  'login.invite': authPage(authScreens.InvitationPage),
  register: authPage(authScreens.RegisterPage),
  'register.confirm': authPage(authScreens.RegisterConfirmPage),
  'login.expired': { load: sessionScreens.ExpiredLoginPage, namespaces: ['shell'] },
  home: { load: homeScreens.HomePage, namespaces: ['home'] },
  faq: { load: faqScreens.FaqPage, namespaces: ['faq'] },
  analytics: { load: reportsScreens.AnalyticsPage, namespaces: ['reports', 'analytics'] },
  reports: { load: reportsScreens.ReportsPage, namespaces: ['reports'] },
  'reports.single': { load: reportsScreens.ReportPage, namespaces: ['reports'] },
  'reports.builder': {
    load: reportBuilderScreens.ReportBuilderPage,
    namespaces: ['reportBuilder', 'analytics', 'adminCarriers', 'components'],
  },
  'reports.saved': {
    load: reportBuilderScreens.ReportBuilderPage,
    namespaces: ['reportBuilder', 'analytics', 'adminCarriers', 'components'],
  },
  'documents.show': { load: documentsScreens.DocumentPage, namespaces: ['shell'] },
  notifications: { load: notificationsScreens.NotificationsPage, namespaces: ['notifications'] },
  'notifications.canned_responses': { load: cannedResponsesScreens.CannedResponsesPage, namespaces: ['cannedResponses', 'components'] },
  'admin.notifications': { load: adminAnnouncementsScreens.AnnouncementsPage, namespaces: ['adminAnnouncements', 'components'] },
  'admin.notifications.canned_responses': {
    load: cannedResponsesScreens.AdminCannedResponsesPage,
    namespaces: ['cannedResponses', 'components'],
  },
  'settings.profile': { load: settingsScreens.ProfilePage, namespaces: ['settings'] },
  'settings.password': { load: settingsScreens.PasswordPage, namespaces: ['settings'] },
  'settings.booking_defaults': { load: settingsScreens.BookingDefaultsPage, namespaces: ['settings', 'booking'] },
  'settings.notifications': { load: settingsScreens.NotificationSettingsPage, namespaces: ['settings', 'notifications'] },
  'transport.shipments.detail': {
    load: shipmentDetailScreens.ShipmentDetailPage,
    namespaces: ['shipment', 'components', 'booking', 'cannedResponses', 'customs', 'purchase', 'invoiceActions'],
    prefetch: ({ uuid }) => {
      if (uuid) prefetchShipment(uuid);
    },
  },
  'admin.shipments.detail': {
    load: shipmentDetailScreens.AdminShipmentDetailPage,
    namespaces: ['shipment', 'components', 'booking', 'cannedResponses'],
  },
  'shared.consignment': {
    load: sharedTrackingScreens.SharedConsignmentPage,
    namespaces: ['shipment', 'components'],
  },
  'shared.owner': { load: sharedTrackingScreens.OwnerConsignmentPage, namespaces: ['shipment', 'components'] },
  'shipments.example': {
    load: sharedTrackingScreens.ExampleShipmentPage,
    namespaces: ['shipment', 'components'],
  },
  'transport.shipments': {
    load: shipmentsScreens.ShipmentsPage,
    namespaces: ['shipments', 'components', 'imports'],
  },
  'admin.shipments': {
    load: shipmentsScreens.AdminShipmentsPage,
    namespaces: ['shipments', 'components', 'imports'],
  },
  'settings.import_rules': {
    load: shipmentImportScreens.ImportRulesPage,
    namespaces: ['imports', 'components'],
  },
  'settings.markups': { load: ratesAdminScreens.MarkupsPage, namespaces: ['ratesAdmin', 'components'] },
  'settings.invoice_actions': { load: invoiceActionsScreens.InvoiceActionsPage, namespaces: ['invoiceActions', 'components'] },
  'settings.template_types': { load: flowTemplatesScreens.TemplateTypesPage, namespaces: ['templates', 'components'] },
  'settings.emission_factors': { load: emissionFactorsScreens.OrganizationFactorSetsPage, namespaces: ['emissionFactors'] },
  'settings.emission_factor_set': { load: emissionFactorsScreens.OrganizationFactorSetPage, namespaces: ['emissionFactors', 'components'] },
  'settings.sign_in': { load: signInProvidersScreens.SignInProvidersPage, namespaces: ['signInProviders', 'components'] },
  'admin.carriers': { load: adminCarriersScreens.CarriersPage, namespaces: ['adminCarriers', 'components'] },
  'admin.carriers.create': { load: adminCarriersScreens.CarrierCreatePage, namespaces: ['adminCarriers'] },
  'admin.carriers.detail': {
    load: adminCarriersScreens.CarrierPage,
    namespaces: ['adminCarriers', 'components'],
  },
  'admin.statuses_dictionary': {
    load: adminDictionariesScreens.StatusDictionaryPage,
    namespaces: ['adminDictionaries', 'components'],
  },
  'admin.good_type_dictionary': {
    load: adminDictionariesScreens.GoodTypesPage,
    namespaces: ['adminDictionaries', 'components'],
  },
  'admin.translate': {
    load: adminTranslationsScreens.TranslationsPage,
    namespaces: ['adminTranslations', 'components'],
  },
  'admin.booking.agreements': {
    load: ratesAdminScreens.AgreementsPage,
    namespaces: ['ratesAdmin', 'components'],
  },
  'transport.price_leadtime': {
    load: priceLeadtimeScreens.QuotePage,
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.price_leadtime.form': {
    load: priceLeadtimeScreens.QuotePage,
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.priceleadtime': {
    load: priceLeadtimeScreens.PriceLeadTimePage,
    namespaces: ['quotes', 'addressBook', 'components', 'templates', 'priceShares', 'manualPriceRequests', 'imports'],
  },
  'transport.price_leadtime.templates': {
    load: flowTemplatesScreens.QuoteTemplatesPage,
    namespaces: ['templates', 'components'],
  },
  'transport.price_leadtime.template': {
    load: priceLeadtimeScreens.QuoteTemplatePage,
    namespaces: ['templates', 'quotes', 'addressBook', 'components'],
  },
  'transport.booking.templates': {
    load: flowTemplatesScreens.BookingTemplatesPage,
    namespaces: ['templates', 'components'],
  },
  'transport.booking.template': {
    load: flowTemplatesScreens.BookingTemplatePage,
    namespaces: ['templates', 'components'],
  },
  'shared.priceleadtime': {
    load: priceSharesScreens.SharedPriceLeadTimePage,
    namespaces: ['priceShares', 'quotes', 'components'],
  },
  customs: { load: customsScreens.CustomsPage, namespaces: ['customs', 'components'] },
  'customs.single': { load: customsScreens.CustomsDeclarationPage, namespaces: ['customs', 'components'] },
  'customs.declarations': { load: customsScreens.CustomsQueuePage, namespaces: ['customs', 'components'] },
  'customs.products': { load: customsScreens.CustomsProductsPage, namespaces: ['customs', 'components'] },
  'transport.manual_price_request': {
    load: manualPriceRequestsScreens.ManualPriceRequestsPage,
    namespaces: ['manualPriceRequests', 'quotes', 'addressBook', 'components'],
  },
  'transport.bookings': { load: bookingsListScreens.BookingsPage, namespaces: ['bookingsList', 'components'] },
  'transport.emissions': { load: emissionsScreens.EmissionsPage, namespaces: ['emissions', 'emissionsUpload', 'shipment', 'components'] },
  'purchase.orders': { load: purchaseScreens.PurchaseOrdersPage, namespaces: ['purchase', 'components'] },
  'purchase.orders.new': { load: purchaseScreens.PurchaseOrderFormPage, namespaces: ['purchase', 'components'] },
  'purchase.orders.edit': { load: purchaseScreens.PurchaseOrderFormPage, namespaces: ['purchase', 'components'] },
  'purchase.orders.detail': { load: purchaseScreens.PurchaseOrderPage, namespaces: ['purchase', 'components'] },
  'purchase.suppliers': { load: purchaseScreens.SuppliersPage, namespaces: ['purchase', 'components', 'addressBook'] },
  'purchase.articles': { load: purchaseScreens.ArticlesPage, namespaces: ['purchase', 'components', 'addressBook'] },
  'purchase.statistics': { load: purchaseScreens.PurchaseStatisticsPage, namespaces: ['purchase', 'components'] },
  'admin.redirect.priceleadtime': {
    load: adminRedirectScreens.PriceLeadTimeRedirectPage,
    namespaces: ['manualPriceRequests'],
  },
  'transport.booking': {
    load: transportBookingScreens.TransportBookingPage,
    namespaces: ['booking', 'components'],
  },
  'transport.booking.form': {
    load: transportBookingScreens.BookingFormPage,
    namespaces: ['booking', 'quotes', 'addressBook', 'components', 'templates', 'customs'],
  },
  'transport.booking.ad_hoc': {
    load: transportBookingScreens.AdHocBookingPage,
    namespaces: ['booking', 'quotes', 'addressBook', 'components', 'customs'],
  },
  'settings.sites': { load: adminSitesScreens.SitesPage, namespaces: ['adminSites', 'components'] },
  'admin.sites': { load: adminSitesScreens.SitesPage, namespaces: ['adminSites', 'components'] },
  'settings.sites.edit': { load: adminSitesScreens.SiteEditPage, namespaces: ['adminSites', 'components'] },
  'admin.sites.edit': { load: adminSitesScreens.SiteEditPage, namespaces: ['adminSites', 'components'] },
  'admin.sites.create': { load: adminSitesScreens.SiteEditPage, namespaces: ['adminSites', 'components'] },
  'admin.site_exceptions': { load: adminSitesScreens.SiteExceptionsPage, namespaces: ['adminSites', 'shipment', 'components'] },
  'settings.sites.applications': { load: siteApplicationsScreens.ApplicationsPage, namespaces: ['adminSites'] },
  'settings.site.applications': { load: siteApplicationsScreens.ApplicationsPage, namespaces: ['adminSites'] },
  'admin.organizations': {
    load: adminOrganizationsScreens.OrganizationsPage,
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'admin.organization': {
    load: adminOrganizationsScreens.OrganizationEditPage,
    namespaces: ['adminOrganizations', 'adminSites', 'components', 'reports'],
  },
  'admin.organization.create': {
    load: adminOrganizationsScreens.OrganizationEditPage,
    namespaces: ['adminOrganizations', 'adminSites', 'components'],
  },
  'admin.registrations': { load: adminOrganizationsScreens.RegistrationsPage, namespaces: ['adminOrganizations', 'components'] },
  'settings.organization.edit': {
    load: adminOrganizationsScreens.OrganizationEditPage,
    namespaces: ['adminOrganizations', 'adminSites', 'components', 'reports'],
  },
  'admin.users': { load: adminUsersScreens.UsersPage, namespaces: ['adminUsers', 'adminSites', 'components'] },
  'admin.users.edit': {
    load: adminUsersScreens.UserEditPage,
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'admin.users.create': {
    load: adminUsersScreens.UserEditPage,
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'settings.users.edit': {
    load: adminUsersScreens.UserEditPage,
    namespaces: ['adminUsers', 'adminSites', 'components'],
  },
  'admin.roles': { load: adminRolesScreens.RolesPage, namespaces: ['adminRoles', 'components'] },
  'admin.sftp_accounts': { load: adminSftpScreens.SftpAccountsPage, namespaces: ['adminSftp', 'components'] },
  'admin.emission_factors': { load: emissionFactorsScreens.PlatformFactorSetsPage, namespaces: ['emissionFactors'] },
  'admin.emission_factor_set': { load: emissionFactorsScreens.PlatformFactorSetPage, namespaces: ['emissionFactors', 'components'] },
  'admin.agents': { load: adminAgentsScreens.AgentsPage, namespaces: ['adminAgents', 'components'] },
  'admin.dashboard': {
    load: adminDashboardScreens.AdminDashboardPage,
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
