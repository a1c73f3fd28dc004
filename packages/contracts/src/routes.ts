import type { AccessRule, ApplicationKey } from './access';
import type { TUser } from './users/user';

/**
 * Layouts of SPEC §2. `placeholder` (sidebar plus an illustration) stands in for a signed-in
 * screen that a later release delivers; that release switches the route to `default`.
 */
export const ROUTE_LAYOUTS = ['login', 'default', 'basic', 'static', 'empty', 'placeholder', 'shared'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

export interface WebRouteDefinition {
  path: string;
  access: AccessRule;
  layout: RouteLayout;
  /** The application one of the selected sites must have enabled (SPEC §6). */
  application?: ApplicationKey;
  /** Key of the page title in the web app's `shell` texts, under `routes.`. */
  title: string;
  /** A route that only forwards to another one, keeping the query string. */
  redirectTo?: string;
}

const route = <const T extends WebRouteDefinition>(definition: T) => definition;

/**
 * Every route of the web app (SPEC §2): the app navigates by name, and the guards, layouts and
 * menus all read this one table.
 */
export const WEB_ROUTES = {
  // Public, login layout: a signed-in visitor is sent home.
  login: route({ path: '/login', access: 'public', layout: 'login', title: 'login' }),
  'login.expired': route({ path: '/login/expired', access: 'public', layout: 'basic', title: 'login_expired' }),
  // Where an identity provider sends the browser back; also reached while signed in, to link an account.
  'login.callback': route({ path: '/login/callback', access: 'public', layout: 'basic', title: 'login_callback' }),
  'login.link': route({ path: '/login/link/:token', access: 'public', layout: 'login', title: 'login_link' }),
  // An e-mailed invitation to sign in with the organization's provider.
  'login.invite': route({ path: '/login/invite/:token', access: 'public', layout: 'login', title: 'login_invite' }),
  'password.email': route({ path: '/password/reset', access: 'public', layout: 'login', title: 'password_email' }),
  'password.reset': route({ path: '/password/reset/:token', access: 'public', layout: 'login', title: 'password_reset' }),
  'password.welcome': route({ path: '/password/welcome/:token', access: 'public', layout: 'login', title: 'password_welcome' }),
  'email.verify': route({ path: '/email/verify/:id', access: 'public', layout: 'login', title: 'email_verify' }),
  'email.resend': route({ path: '/email/resend', access: 'public', layout: 'login', title: 'email_resend' }),
  register: route({ path: '/register', access: 'public', layout: 'login', title: 'register' }),
  'register.confirm': route({ path: '/register/confirm/:token', access: 'public', layout: 'login', title: 'register_confirm' }),

  // Shared: opened from a link, without signing in.
  'shared.consignment': route({ path: '/shared/consignments/:uuid', access: 'shared', layout: 'shared', title: 'shared_consignment' }),
  'shared.owner': route({ path: '/admin/owner/:encrypted_owner/:uuid', access: 'shared', layout: 'shared', title: 'shared_owner' }),
  'shared.priceleadtime': route({ path: '/shared/price-leadtime/:id', access: 'shared', layout: 'shared', title: 'shared_priceleadtime' }),
  'shipments.example': route({ path: '/shipments/example', access: 'shared', layout: 'static', title: 'shipments_example' }),

  // Signed in.
  root: route({ path: '/', access: 'signedIn', layout: 'default', title: 'home', redirectTo: 'home' }),
  home: route({ path: '/home', access: 'signedIn', layout: 'default', title: 'home' }),
  faq: route({ path: '/faq', access: 'signedIn', layout: 'default', title: 'faq' }),
  analytics: route({ path: '/analytics', access: 'signedIn', layout: 'default', title: 'analytics' }),
  reports: route({ path: '/reports', access: 'signedIn', layout: 'default', application: 'custom_reports', title: 'reports' }),
  'reports.builder': route({
    path: '/reports/builder',
    access: 'signedIn',
    layout: 'default',
    application: 'custom_reports',
    title: 'report_builder',
  }),
  'reports.saved': route({
    path: '/reports/saved/:id',
    access: 'signedIn',
    layout: 'default',
    application: 'custom_reports',
    title: 'report',
  }),
  'reports.single': route({
    path: '/reports/:id',
    access: 'signedIn',
    layout: 'default',
    application: 'custom_reports',
    title: 'report',
  }),
  'documents.show': route({ path: '/documents/:id', access: 'signedIn', layout: 'empty', title: 'document' }),
  notifications: route({ path: '/notifications', access: 'signedIn', layout: 'default', title: 'notifications' }),
  'notifications.canned_responses': route({
    path: '/notifications/canned-responses',
    access: 'signedIn',
    layout: 'default',
    title: 'canned_responses',
  }),
  customs: route({ path: '/customs', access: 'signedIn', layout: 'default', application: 'customs', title: 'customs' }),
  'customs.products': route({
    path: '/customs/products',
    access: 'signedIn',
    layout: 'default',
    application: 'customs',
    title: 'customs_products',
  }),
  'customs.single': route({
    path: '/customs/:id',
    access: 'signedIn',
    layout: 'default',
    application: 'customs',
    title: 'customs_single',
  }),
  'customs.declarations': route({
    path: '/customs-declarations',
    access: 'signedIn',
    layout: 'default',
    application: 'customs',
    title: 'customs_declarations',
  }),

  purchase: route({
    path: '/purchase',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_orders',
    redirectTo: 'purchase.orders',
  }),
  'purchase.suppliers': route({
    path: '/purchase/suppliers',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_suppliers',
  }),
  'purchase.articles': route({
    path: '/purchase/articles',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_articles',
  }),
  'purchase.statistics': route({
    path: '/purchase/statistics',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_statistics',
  }),
  'purchase.orders': route({
    path: '/purchase/orders',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_orders',
  }),
  'purchase.orders.new': route({
    path: '/purchase/orders/new',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_order_new',
  }),
  'purchase.orders.edit': route({
    path: '/purchase/orders/:id/edit',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_order_edit',
  }),
  'purchase.orders.detail': route({
    path: '/purchase/orders/:id',
    access: 'signedIn',
    layout: 'default',
    application: 'purchase',
    title: 'purchase_order',
  }),

  transport: route({ path: '/transport', access: 'signedIn', layout: 'default', title: 'shipments', redirectTo: 'transport.shipments' }),
  'transport.shipments': route({ path: '/transport/shipments', access: 'signedIn', layout: 'default', title: 'shipments' }),
  'transport.shipments.detail': route({ path: '/transport/shipments/:uuid', access: 'signedIn', layout: 'default', title: 'shipment' }),
  'transport.emissions': route({
    path: '/transport/emissions',
    access: 'signedIn',
    layout: 'default',
    application: 'emissions',
    title: 'emissions',
  }),
  'transport.bookings': route({
    path: '/transport/bookings',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'bookings',
  }),
  'transport.manual_price_request': route({
    path: '/transport/manual-price-request',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'manual_price_request',
  }),
  'transport.price_leadtime': route({
    path: '/transport/price-leadtime',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'quote_booking',
  }),
  'transport.price_leadtime.template': route({
    path: '/transport/price-leadtime/template/:id?',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'quote_template',
  }),
  'transport.price_leadtime.form': route({
    path: '/transport/price-leadtime/form',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'quote_form',
  }),
  'transport.price_leadtime.templates': route({
    path: '/transport/price-leadtime/templates',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'quote_templates',
  }),
  'transport.priceleadtime': route({
    path: '/transport/priceleadtime',
    access: 'signedIn',
    layout: 'default',
    application: 'priceleadtime',
    title: 'priceleadtime',
  }),
  'transport.booking': route({
    path: '/transport/transport-booking',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'transport_booking',
  }),
  'transport.booking.form': route({
    path: '/transport/transport-booking/form',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'booking_form',
  }),
  'transport.booking.template': route({
    path: '/transport/transport-booking/template/:id?',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'booking_template',
  }),
  'transport.booking.templates': route({
    path: '/transport/transport-booking/templates',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'booking_templates',
  }),
  'transport.booking.ad_hoc': route({
    path: '/transport/transport-booking/ad-hoc',
    access: 'signedIn',
    layout: 'default',
    application: 'transport_booking',
    title: 'booking_ad_hoc',
  }),

  settings: route({ path: '/settings', access: 'signedIn', layout: 'default', title: 'profile', redirectTo: 'settings.profile' }),
  'settings.profile': route({ path: '/settings/profile', access: 'signedIn', layout: 'default', title: 'profile' }),
  'settings.password': route({ path: '/settings/password', access: 'signedIn', layout: 'default', title: 'password' }),
  'settings.booking_defaults': route({
    path: '/settings/profile/booking',
    access: 'signedIn',
    layout: 'default',
    title: 'booking_defaults',
  }),
  'settings.notifications': route({
    path: '/settings/notifications',
    access: 'signedIn',
    layout: 'default',
    title: 'notification_settings',
  }),

  // Site-admin or higher.
  'settings.sites': route({ path: '/settings/sites', access: 'siteAdmin', layout: 'default', title: 'sites' }),
  'settings.sites.edit': route({ path: '/settings/site/edit/:id', access: 'siteAdmin', layout: 'default', title: 'site_edit' }),

  // Organization-admin or super.
  'settings.organization.edit': route({
    path: '/settings/organization/edit/:id',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'organization',
  }),
  'settings.users.edit': route({ path: '/settings/user/edit/:id', access: 'organizationAdmin', layout: 'default', title: 'user_edit' }),
  'settings.sites.applications': route({
    path: '/settings/sites/applications',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'applications',
  }),
  'settings.site.applications': route({
    path: '/settings/site/:id/applications',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'site_applications',
  }),
  'settings.import_rules': route({ path: '/settings/import-rules', access: 'organizationAdmin', layout: 'default', title: 'import_rules' }),
  'settings.markups': route({ path: '/settings/markups', access: 'organizationAdmin', layout: 'default', title: 'markups' }),
  'settings.invoice_actions': route({
    path: '/settings/invoice-actions',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'invoice_actions',
  }),
  'settings.template_types': route({
    path: '/settings/template-types',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'template_types',
  }),
  'settings.emission_factors': route({
    path: '/settings/emission-factors',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'emission_factors',
  }),
  'settings.emission_factor_set': route({
    path: '/settings/emission-factors/:id',
    access: 'organizationAdmin',
    layout: 'default',
    title: 'emission_factor_set',
  }),
  'settings.sign_in': route({ path: '/settings/sign-in', access: 'organizationAdmin', layout: 'default', title: 'sign_in_providers' }),

  // God users only.
  'admin.organizations': route({ path: '/admin/organizations', access: 'godUser', layout: 'default', title: 'admin_organizations' }),
  'admin.organization': route({
    path: '/admin/organization/edit/:id',
    access: 'godUser',
    layout: 'default',
    title: 'admin_organization_edit',
  }),
  'admin.organization.create': route({
    path: '/admin/organization/create',
    access: 'godUser',
    layout: 'default',
    title: 'admin_organization_create',
  }),
  'admin.sites': route({ path: '/admin/sites', access: 'godUser', layout: 'default', title: 'admin_sites' }),
  'admin.sites.edit': route({ path: '/admin/site/edit/:id', access: 'godUser', layout: 'default', title: 'admin_site_edit' }),
  'admin.sites.create': route({ path: '/admin/site/create', access: 'godUser', layout: 'default', title: 'admin_site_create' }),
  'admin.sftp_accounts': route({ path: '/admin/sftp-accounts', access: 'godUser', layout: 'default', title: 'admin_sftp_accounts' }),
  'admin.users': route({ path: '/admin/users', access: 'godUser', layout: 'default', title: 'admin_users' }),
  'admin.users.edit': route({ path: '/admin/users/edit/:id', access: 'godUser', layout: 'default', title: 'admin_user_edit' }),
  'admin.users.create': route({ path: '/admin/user/create', access: 'godUser', layout: 'default', title: 'admin_user_create' }),
  'admin.translate': route({ path: '/admin/translate', access: 'godUser', layout: 'default', title: 'admin_translate' }),
  'admin.agents': route({ path: '/admin/agents', access: 'godUser', layout: 'default', title: 'admin_agents' }),
  'admin.emission_factors': route({
    path: '/admin/emission-factors',
    access: 'godUser',
    layout: 'default',
    title: 'admin_emission_factors',
  }),
  'admin.emission_factor_set': route({
    path: '/admin/emission-factors/:id',
    access: 'godUser',
    layout: 'default',
    title: 'emission_factor_set',
  }),
  'admin.carriers': route({ path: '/admin/carriers', access: 'godUser', layout: 'default', title: 'admin_carriers' }),
  'admin.carriers.create': route({ path: '/admin/carriers/create', access: 'godUser', layout: 'default', title: 'admin_carrier_create' }),
  'admin.carriers.detail': route({ path: '/admin/carriers/:id', access: 'godUser', layout: 'default', title: 'admin_carrier' }),
  'admin.shipments': route({ path: '/admin/shipments', access: 'godUser', layout: 'default', title: 'admin_shipments' }),
  'admin.shipments.detail': route({ path: '/admin/shipments/:uuid', access: 'godUser', layout: 'default', title: 'admin_shipment' }),
  'admin.statuses_dictionary': route({
    path: '/admin/statuses-dictionary',
    access: 'godUser',
    layout: 'default',
    title: 'admin_statuses_dictionary',
  }),
  'admin.good_type_dictionary': route({
    path: '/admin/good-type-dictionary',
    access: 'godUser',
    layout: 'default',
    title: 'admin_good_type_dictionary',
  }),
  'admin.site_exceptions': route({
    path: '/settings/site/:id/exceptions',
    access: 'godUser',
    layout: 'default',
    title: 'admin_site_exceptions',
  }),
  'admin.dashboard': route({ path: '/admin/dashboard', access: 'godUser', layout: 'default', title: 'admin_dashboard' }),
  'admin.redirect.priceleadtime': route({
    path: '/admin/redirect/price-leadtime',
    access: 'godUser',
    layout: 'empty',
    title: 'admin_redirect_priceleadtime',
  }),
  'admin.notifications': route({ path: '/admin/notifications', access: 'godUser', layout: 'default', title: 'admin_notifications' }),
  'admin.notifications.canned_responses': route({
    path: '/admin/notifications/canned-responses',
    access: 'godUser',
    layout: 'default',
    title: 'admin_canned_responses',
  }),
  'admin.roles': route({ path: '/admin/roles', access: 'godUser', layout: 'default', title: 'admin_roles' }),
  'admin.registrations': route({ path: '/admin/registrations', access: 'godUser', layout: 'default', title: 'admin_registrations' }),
  'admin.booking.agreements': route({
    path: '/admin/booking/agreements',
    access: 'godUser',
    layout: 'default',
    title: 'admin_booking_agreements',
  }),
} as const satisfies Record<string, WebRouteDefinition>;

export type WebRouteName = keyof typeof WEB_ROUTES;

export const WEB_ROUTE_NAMES = Object.keys(WEB_ROUTES) as WebRouteName[];

/** Where a god user lands in the admin area (SPEC §2). */
export const ADMIN_LANDING_ROUTE: WebRouteName = 'admin.organizations';

/** Builds a path from a route name and its parameters; a missing optional parameter is left out. */
export function routePath(name: WebRouteName, params: Record<string, string | number> = {}): string {
  const path = WEB_ROUTES[name].path.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional: string | undefined) => {
    const value = params[key];
    if (value === undefined) return optional ? '' : '/';
    return `/${encodeURIComponent(String(value))}`;
  });
  return path || '/';
}

/** Applications enabled on at least one of the selected sites (SPEC §6). */
export function selectedApplications(
  sites: readonly Pick<TUser['sites'][number], 'id' | 'applications'>[],
  selectedSiteIds: readonly number[],
): Set<ApplicationKey> {
  const selected = new Set(selectedSiteIds);
  return new Set(sites.filter((site) => selected.has(site.id)).flatMap((site) => site.applications));
}

/**
 * Whether a route's application is enabled among the selected sites. The users of an organization
 * with Quote & Booking may always open the price-lead-time routes (SPEC §6).
 */
export function isRouteApplicationAvailable(
  name: WebRouteName,
  user: Pick<TUser, 'sites'> & { organization: Pick<TUser['organization'], 'quote_booking'> },
  selectedSiteIds: readonly number[],
): boolean {
  const { application }: WebRouteDefinition = WEB_ROUTES[name];
  if (!application) return true;
  if (application === 'priceleadtime' && user.organization.quote_booking) return true;
  return selectedApplications(user.sites, selectedSiteIds).has(application);
}
