import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BRAND_COLOR_COOKIE,
  DEFAULT_BRAND_COLOR,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  WEB_ROUTE_NAMES,
  WEB_ROUTES,
  type Locale,
  type WebRouteDefinition,
  type WebRouteName,
} from '@freight/contracts';
import { resolveBrandColor } from '@freight/domain';

/** The page of the single-page app for one address, for a visitor with these cookies. */
export type PageHtml = (pathname: string, cookies: Record<string, string | undefined>) => Promise<string>;

/** The interface texts of the sign-in page's namespaces in one language, and their version. */
export type LoadSignInTexts = (
  locale: Locale,
  namespaces: readonly string[],
) => Promise<{ texts: Record<string, Record<string, unknown>>; version: string }>;

/** What the web build's server module (src/prerender.tsx) offers. */
interface SignInPageModule {
  SIGN_IN_NAMESPACES: readonly string[];
  renderSignInPage(locale: Locale, texts: Record<string, Record<string, unknown>>): Promise<string>;
}

/** Where the web build puts its server module: beside the app's own files, never served. */
function signInModulePath(webRoot: string): string {
  return join(webRoot, '..', 'dist-prerender', 'prerender.js');
}

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
 *
 * The sign-in page also comes rendered, in the visitor's language with the administrators' texts,
 * when the web build has its server module (`signInModulePath`): a phone shows it as soon as the page
 * and its style sheets arrive, seconds before the app's script has loaded and run. It stays inert
 * until the app renders it anew, so nothing typed meanwhile is lost. A visitor whose browser keeps
 * another organization's colour gets the page without it, as it would otherwise flash from the
 * product's colour to theirs.
 */
export function createPageHtml(
  webRoot: string,
  options: { signInTexts?: LoadSignInTexts; onError?: (error: unknown) => void } = {},
): PageHtml {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const listPath = join(webRoot, 'route-preloads.json');
  if (!existsSync(listPath) || !indexHtml.includes('</head>')) return async () => indexHtml;
  const preloads = JSON.parse(readFileSync(listPath, 'utf8')) as Partial<Record<WebRouteName, RoutePreload>>;
  const patterns = routePatterns();
  const pages = new Map<string, string>();
  const signIn = options.signInTexts ? signInPages(options.signInTexts, signInModulePath(webRoot), options.onError) : null;
  return async (pathname, cookies) => {
    const name = matchWebRoute(pathname, patterns);
    const preload = name ? preloads[name] : undefined;
    if (!name || !preload) return indexHtml;
    // The app's language is the one its cookie names, the default without one.
    const locale: Locale = LOCALES.find((candidate) => candidate === cookies[LOCALE_COOKIE]) ?? DEFAULT_LOCALE;
    const key = `${locale}/${name}`;
    let page = pages.get(key);
    if (!page) {
      page = indexHtml.replace('<html lang="en"', `<html lang="${locale}"`).replace('</head>', `${preloadLinks(preload, locale)}</head>`);
      pages.set(key, page);
    }
    if (name !== 'login' || !signIn || resolveBrandColor(cookies[BRAND_COLOR_COOKIE]) !== DEFAULT_BRAND_COLOR) return page;
    return (await signIn(page, locale)) ?? page;
  };
}

/**
 * The sign-in page with its rendered markup, rendered once per language and version of its texts;
 * null when the web build has no server module or it fails, and the app then renders it alone.
 */
function signInPages(texts: LoadSignInTexts, modulePath: string, onError: (error: unknown) => void = () => {}) {
  let module: Promise<SignInPageModule | null> | null = null;
  const load = () =>
    (module ??= existsSync(modulePath) ? (import(pathToFileURL(modulePath).href) as Promise<SignInPageModule>) : Promise.resolve(null));
  const rendered = new Map<string, { version: string; markup: Promise<string> }>();
  return async (page: string, locale: Locale): Promise<string | null> => {
    try {
      const signInModule = await load();
      if (!signInModule) return null;
      const current = await texts(locale, signInModule.SIGN_IN_NAMESPACES);
      let entry = rendered.get(locale);
      if (entry?.version !== current.version) {
        entry = { version: current.version, markup: signInModule.renderSignInPage(locale, current.texts) };
        rendered.set(locale, entry);
      }
      return withMarkup(page, await entry.markup);
    } catch (error) {
      rendered.delete(locale);
      onError(error);
      return null;
    }
  };
}

/**
 * The page with the rendered markup in its root, under its own title: inert and disabled until the
 * app replaces it, for keyboards, pointers and scripts alike. The page's style sheets apply at
 * once; its scripts start once the markup is on screen.
 */
function withMarkup(page: string, markup: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  let html = title ? page.replace(/<title>[^<]*<\/title>/, title) : page;
  const scripts: string[] = [];
  html = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      scripts.push(href);
      return '';
    })
    .replace(/<link rel="preload" as="style" (crossorigin href="[^"]+")>/g, '<link rel="stylesheet" $1>');
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!app) return html;
  const start = `<script src="/start-after-paint.js" data-app="${app[1]!}" data-preload="${scripts.join(' ')}"></script>`;
  return html
    .replace(app[0], '')
    .replace('<div id="root"></div>', () => `<div id="root"><div inert aria-disabled="true">${body}</div></div>${start}`);
}
