import 'i18next';
import type addressBook from '@freight/locales/en/addressBook.json';
import type adminOrganizations from '@freight/locales/en/adminOrganizations.json';
import type adminRoles from '@freight/locales/en/adminRoles.json';
import type adminSites from '@freight/locales/en/adminSites.json';
import type adminSftp from '@freight/locales/en/adminSftp.json';
import type adminAgents from '@freight/locales/en/adminAgents.json';
import type adminDashboard from '@freight/locales/en/adminDashboard.json';
import type adminUsers from '@freight/locales/en/adminUsers.json';
import type adminCarriers from '@freight/locales/en/adminCarriers.json';
import type adminDictionaries from '@freight/locales/en/adminDictionaries.json';
import type adminTranslations from '@freight/locales/en/adminTranslations.json';
import type auth from '@freight/locales/en/auth.json';
import type bookingsList from '@freight/locales/en/bookingsList.json';
import type booking from '@freight/locales/en/booking.json';
import type common from '@freight/locales/en/common.json';
import type components from '@freight/locales/en/components.json';
import type faq from '@freight/locales/en/faq.json';
import type home from '@freight/locales/en/home.json';
import type imports from '@freight/locales/en/imports.json';
import type manualPriceRequests from '@freight/locales/en/manualPriceRequests.json';
import type notifications from '@freight/locales/en/notifications.json';
import type priceShares from '@freight/locales/en/priceShares.json';
import type purchase from '@freight/locales/en/purchase.json';
import type quotes from '@freight/locales/en/quotes.json';
import type ratesAdmin from '@freight/locales/en/ratesAdmin.json';
import type settings from '@freight/locales/en/settings.json';
import type shell from '@freight/locales/en/shell.json';
import type shipment from '@freight/locales/en/shipment.json';
import type shipments from '@freight/locales/en/shipments.json';
import type templates from '@freight/locales/en/templates.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      adminCarriers: typeof adminCarriers;
      adminDictionaries: typeof adminDictionaries;
      adminTranslations: typeof adminTranslations;
      auth: typeof auth;
      home: typeof home;
      components: typeof components;
      shell: typeof shell;
      settings: typeof settings;
      notifications: typeof notifications;
      faq: typeof faq;
      shipments: typeof shipments;
      shipment: typeof shipment;
      imports: typeof imports;
      addressBook: typeof addressBook;
      adminSites: typeof adminSites;
      adminOrganizations: typeof adminOrganizations;
      adminUsers: typeof adminUsers;
      adminRoles: typeof adminRoles;
      adminSftp: typeof adminSftp;
      adminAgents: typeof adminAgents;
      adminDashboard: typeof adminDashboard;
      quotes: typeof quotes;
      ratesAdmin: typeof ratesAdmin;
      booking: typeof booking;
      purchase: typeof purchase;
      templates: typeof templates;
      priceShares: typeof priceShares;
      manualPriceRequests: typeof manualPriceRequests;
      bookingsList: typeof bookingsList;
    };
  }
}
