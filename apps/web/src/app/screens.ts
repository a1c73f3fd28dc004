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
  'transport.shipments.detail': { load: () => import('../features/shipment-detail/pages/ShipmentDetailPage'), namespaces: ['shipment', 'components'] },
  'admin.shipments.detail': { load: () => import('../features/shipment-detail/pages/AdminShipmentDetailPage'), namespaces: ['shipment', 'components'] },
  'shared.consignment': { load: () => import('../features/shared-tracking/pages/SharedConsignmentPage'), namespaces: ['shipment', 'components'] },
  'shared.owner': { load: () => import('../features/shared-tracking/pages/OwnerConsignmentPage'), namespaces: ['shipment', 'components'] },
  'shipments.example': { load: () => import('../features/shared-tracking/pages/ExampleShipmentPage'), namespaces: ['shipment', 'components'] },
  'transport.shipments': { load: () => import('../features/shipments/pages/ShipmentsPage'), namespaces: ['shipments', 'components', 'imports'] },
  'admin.shipments': { load: () => import('../features/shipments/pages/AdminShipmentsPage'), namespaces: ['shipments', 'components', 'imports'] },
  'settings.import_rules': { load: () => import('../features/shipment-import/pages/ImportRulesPage'), namespaces: ['imports', 'components'] },
  'settings.markups': { load: () => import('../features/rates-admin/pages/MarkupsPage'), namespaces: ['ratesAdmin', 'components'] },
  'admin.booking.agreements': { load: () => import('../features/rates-admin/pages/AgreementsPage'), namespaces: ['ratesAdmin', 'components'] },
  'transport.price_leadtime': { load: () => import('../features/price-leadtime/pages/QuotePage'), namespaces: ['quotes', 'addressBook', 'components'] },
  'transport.price_leadtime.form': { load: () => import('../features/price-leadtime/pages/QuotePage'), namespaces: ['quotes', 'addressBook', 'components'] },
  'transport.priceleadtime': { load: () => import('../features/price-leadtime/pages/PriceLeadTimePage'), namespaces: ['quotes', 'addressBook', 'components'] },
};

export const PLACEHOLDER_SCREEN: LazyView = { load: () => import('../layouts/PlaceholderScreen'), namespaces: ['shell'] };

/** The layout routes; `placeholder` pages live in the default layout, so the sidebar stays put. */
export type LayoutGroup = Exclude<RouteLayout, 'placeholder'>;

export const LAYOUTS: Record<LayoutGroup, LazyView> = {
  login: { load: () => import('../layouts/LoginLayout'), namespaces: [] },
  default: { load: () => import('../layouts/DefaultLayout'), namespaces: ['shell', 'notifications'] },
  basic: { load: () => import('../layouts/BasicLayout'), namespaces: [] },
  static: { load: () => import('../layouts/StaticLayout'), namespaces: [] },
  empty: { load: () => import('../layouts/EmptyLayout'), namespaces: [] },
  shared: { load: () => import('../layouts/SharedLayout'), namespaces: [] },
};

export function layoutGroup(layout: RouteLayout): LayoutGroup {
  return layout === 'placeholder' ? 'default' : layout;
}
