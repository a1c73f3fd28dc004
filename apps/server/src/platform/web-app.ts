import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  WEB_ROUTE_NAMES,
  WEB_ROUTES,
  type Locale,
  type WebRouteDefinition,
  type WebRouteName,
} from '@freight/contracts';

/** The page of the single-page app for one address, in the language the visitor chose. */
export type PageHtml = (pathname: string, locale: string | undefined) => string;

/** What the web build lists for one route: its files and the text namespaces it needs. */
interface RoutePreload {
  files: string[];
  namespaces: string[];
}

interface RoutePattern {
  name: WebRouteName;
  regex: RegExp;
  /** Fixed segments; the most specific pattern wins, as in the app's router. */
  fixed: number;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/transport/shipments/:uuid` and `/templates/:id?` as regular expressions over a pathname. */
function routePatterns(): RoutePattern[] {
  const pages = WEB_ROUTE_NAMES.filter((name) => !(WEB_ROUTES[name] as WebRouteDefinition).redirectTo);
  return pages.map((name) => {
    const segments = WEB_ROUTES[name].path.split('/').filter(Boolean);
    const source = segments
      .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escapeRegex(segment)}`))
      .join('');
    return { name, regex: new RegExp(`^${source || '/'}/?$`), fixed: segments.filter((segment) => !segment.startsWith(':')).length };
  });
}

/** The route of the table an address opens, or null when none does. */
export function matchWebRoute(pathname: string, patterns: readonly RoutePattern[] = routePatterns()): WebRouteName | null {
  let best: RoutePattern | null = null;
  for (const pattern of patterns) {
    if (pattern.regex.test(pathname) && (!best || pattern.fixed > best.fixed)) best = pattern;
  }
  return best?.name ?? null;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function preloadLinks({ files, namespaces }: RoutePreload, locale: Locale): string {
  const scripts = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  // The same addresses the app's text loader fetches, so the browser hands it these answers.
  const texts = namespaces.map(
    (namespace) =>
      `<link rel="preload" as="fetch" crossorigin href="/api/locales/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}">`,
  );
  return [...scripts, ...texts].join('');
}

/**
 * The web app's index.html for each address, naming the files and texts of the route it opens
 * (from the web build's route-preloads.json) so the browser fetches them beside the main script
 * rather than after it has run. Each route's page is built once per language; without the list
 * every address gets index.html as it is.
 */
export function createPageHtml(webRoot: string): PageHtml {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const listPath = join(webRoot, 'route-preloads.json');
  if (!existsSync(listPath) || !indexHtml.includes('</head>')) return () => indexHtml;
  const preloads = JSON.parse(readFileSync(listPath, 'utf8')) as Partial<Record<WebRouteName, RoutePreload>>;
  const patterns = routePatterns();
  const pages = new Map<string, string>();
  return (pathname, wanted) => {
    const name = matchWebRoute(pathname, patterns);
    const preload = name ? preloads[name] : undefined;
    if (!name || !preload) return indexHtml;
    // The app's language is the one its cookie names, the default without one.
    const locale: Locale = LOCALES.find((candidate) => candidate === wanted) ?? DEFAULT_LOCALE;
    const key = `${locale}/${name}`;
    let page = pages.get(key);
    if (!page) {
      page = indexHtml.replace('</head>', `${preloadLinks(preload, locale)}</head>`);
      pages.set(key, page);
    }
    return page;
  };
}
