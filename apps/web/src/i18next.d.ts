import 'i18next';
import type addressBook from './locales/en/addressBook.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type components from './locales/en/components.json';
import type faq from './locales/en/faq.json';
import type home from './locales/en/home.json';
import type imports from './locales/en/imports.json';
import type notifications from './locales/en/notifications.json';
import type quotes from './locales/en/quotes.json';
import type ratesAdmin from './locales/en/ratesAdmin.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type shipment from './locales/en/shipment.json';
import type shipments from './locales/en/shipments.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
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
      quotes: typeof quotes;
      ratesAdmin: typeof ratesAdmin;
    };
  }
}
