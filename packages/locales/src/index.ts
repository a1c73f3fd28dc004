/**
 * The interface texts: one JSON file per language and namespace, `<locale>/<namespace>.json`.
 * The web app loads them lazily and the server bundles them to serve with the administrators'
 * overrides, so both import them from here rather than from each other's folders.
 */

export type LocaleTexts = { [key: string]: string | LocaleTexts };

/** Every namespace, each a file in every language; a test keeps this list equal to the files. */
export const NAMESPACES = [
  'addressBook',
  'adminAnnouncements',
  'analytics',
  'reportBuilder',
  'adminAgents',
  'adminCarriers',
  'adminDashboard',
  'adminDictionaries',
  'adminOrganizations',
  'adminRoles',
  'adminSftp',
  'adminSites',
  'adminTranslations',
  'adminUsers',
  'auth',
  'booking',
  'bookingsList',
  'cannedResponses',
  'common',
  'components',
  'emissions',
  'emissionsUpload',
  'emissionFactors',
  'customs',
  'faq',
  'home',
  'imports',
  'invoiceActions',
  'manualPriceRequests',
  'notifications',
  'priceShares',
  'purchase',
  'quotes',
  'ratesAdmin',
  'reports',
  'settings',
  'shell',
  'shipment',
  'shipments',
  'signInProviders',
  'templates',
] as const;

export type LocaleNamespace = (typeof NAMESPACES)[number];

export function isLocaleNamespace(value: string): value is LocaleNamespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/**
 * One namespace of one language. The import names its file by pattern, so Vite makes a chunk per
 * file (loaded when asked for) and esbuild puts every file into the server bundle.
 */
export async function loadLocaleTexts(locale: string, namespace: LocaleNamespace): Promise<LocaleTexts> {
  const module = (await import(`./${locale}/${namespace}.json`)) as { default: LocaleTexts };
  return module.default;
}
