import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@freight/contracts';
import i18next, { type BackendModule } from 'i18next';
import { isLocaleNamespace, loadLocaleTexts } from '@freight/locales';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../cookies';
import { applyNumberNotation } from './formats';

export type Namespace =
  | 'common'
  | 'adminCarriers'
  | 'adminDictionaries'
  | 'adminTranslations'
  | 'auth'
  | 'home'
  | 'components'
  | 'shell'
  | 'settings'
  | 'notifications'
  | 'faq'
  | 'shipments'
  | 'shipment'
  | 'imports'
  | 'quotes'
  | 'addressBook'
  | 'ratesAdmin'
  | 'booking'
  | 'templates'
  | 'invoiceActions'
  | 'priceShares'
  | 'manualPriceRequests'
  | 'cannedResponses'
  | 'bookingsList'
  | 'purchase'
  | 'adminSites'
  | 'adminOrganizations'
  | 'adminUsers'
  | 'adminRoles'
  | 'adminSftp'
  | 'adminAnnouncements'
  | 'emissionFactors'
  | 'signInProviders'
  | 'reports'
  | 'analytics'
  | 'reportBuilder'
  | 'adminAgents'
  | 'adminDashboard'
  | 'emissions'
  | 'emissionsUpload'
  | 'customs';

/** How each language names itself in the switcher; never translated. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'zh-CN': '简体中文',
};

/** The version of each loaded namespace, keyed `language/namespace`, to notice changed texts. */
export const loadedVersions = new Map<string, string>();

/**
 * The server answers each namespace with the administrators' overrides applied (the translations
 * screen), so a changed text reaches every user without a new build.
 */
async function fetchTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/api/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Texts "${namespace}" for ${language} answered ${response.status}`);
  const texts = (await response.json()) as Record<string, unknown>;
  const version = response.headers.get('x-texts-version');
  if (version) loadedVersions.set(`${language}/${namespace}`, version);
  return texts;
}

const serverTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language) || !isLocaleNamespace(namespace)) {
      callback(new Error(`No "${namespace}" texts for ${language}`), false);
      return;
    }
    fetchTexts(language, namespace)
      // The texts the app was built with, one chunk per language and namespace, are the fallback
      // when the server cannot answer, so the interface always has words.
      .catch(() => loadLocaleTexts(language, namespace))
      .then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The language of the interface, also sent as Accept-Language so server texts match. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : storedLocale();
}

/** Starts the texts with the common namespace and those the first page needs, fetched together. */
export async function initI18n(namespaces: readonly Namespace[] = []): Promise<void> {
  const locale = storedLocale();
  document.documentElement.lang = locale;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(serverTexts)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      // Every language is complete (a unit test checks), so no fallback language is fetched.
      fallbackLng: false,
      ns: [...new Set<Namespace>(['common', ...namespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Texts reloaded after an administrator changed them re-render the screens that show them.
      react: { bindI18nStore: 'added' },
    });
  applyNumberNotation(i18next);
}

/** Loads texts before a page renders, so it never flashes untranslated keys. */
export async function loadNamespaces(namespaces: Namespace[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
  await i18next.changeLanguage(locale);
}

export { i18next };
