import 'i18next';
import type addressBook from './locales/en/addressBook.json';
import type adminOrganizations from './locales/en/adminOrganizations.json';
import type adminRoles from './locales/en/adminRoles.json';
import type adminSites from './locales/en/adminSites.json';
import type adminSftp from './locales/en/adminSftp.json';
import type adminAgents from './locales/en/adminAgents.json';
import type adminDashboard from './locales/en/adminDashboard.json';
import type adminUsers from './locales/en/adminUsers.json';
import type adminCarriers from './locales/en/adminCarriers.json';
import type adminDictionaries from './locales/en/adminDictionaries.json';
import type adminTranslations from './locales/en/adminTranslations.json';
import type auth from './locales/en/auth.json';
import type bookingsList from './locales/en/bookingsList.json';
import type booking from './locales/en/booking.json';
import type common from './locales/en/common.json';
import type components from './locales/en/components.json';
import type faq from './locales/en/faq.json';
import type home from './locales/en/home.json';
import type imports from './locales/en/imports.json';
import type manualPriceRequests from './locales/en/manualPriceRequests.json';
import type notifications from './locales/en/notifications.json';
import type priceShares from './locales/en/priceShares.json';
import type quotes from './locales/en/quotes.json';
import type ratesAdmin from './locales/en/ratesAdmin.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type shipment from './locales/en/shipment.json';
import type shipments from './locales/en/shipments.json';
import type templates from './locales/en/templates.json';

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
      templates: typeof templates;
      priceShares: typeof priceShares;
      manualPriceRequests: typeof manualPriceRequests;
      bookingsList: typeof bookingsList;
    };
  }
}
