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
  type PrerenderModule,
  type TextsByNamespace,
  type TUser,
  type WebRouteDefinition,
  type WebRouteName,
} from '@freight/contracts';
import { resolveBrandColor } from '@freight/domain';

/** A request for a page of the single-page app. */
export interface PageRequest {
  pathname: string;
  /** The address with its query, as the app routes it. */
  url: string;
  cookies: Record<string, string | undefined>;
  /** The Cookie header as the browser sent it, for the app's own reading of its cookies. */
  cookieHeader: string;
  /** Whether the browser says it is a phone's: its script takes seconds there. */
  phone: boolean;
  /** The id of the user whose session the request's cookie holds, null without a valid one. */
  signedInUserId(): Promise<number | null>;
}

/** The page for one request; `personal` when it shows the signed-in user's own frame. */
export type PageHtml = (request: PageRequest) => Promise<{ html: string; personal: boolean }>;

/** The interface texts of some namespaces in one language, and their version. */
export type LoadTexts = (locale: Locale, namespaces: readonly string[]) => Promise<{ texts: TextsByNamespace; version: string }>;

/** An API answer read as the user whose cookies are given, in a language; null when it is not a success. */
export type ReadApi = (path: string, cookieHeader: string, locale: Locale) => Promise<unknown>;

/** Where the web build puts its server module: beside the app's own files, never served. */
function prerenderModulePath(webRoot: string): string {
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
 * Some pages also come rendered when the web build has its server module (`prerenderModulePath`):
 * a phone shows them as soon as the page and its style sheets arrive, seconds before the app's
 * script has loaded and run. They stay inert until the app renders them anew, so nothing typed
 * meanwhile is lost.
 * - The sign-in page, in the visitor's language with the administrators' texts. A visitor whose
 *   browser keeps another organization's colour gets the page without it, as it would otherwise
 *   flash from the product's colour to theirs.
 * - The signed-in pages the module names, for a phone with a valid session: the user's frame in
 *   their organization's colour, the page's data still loading. Such a page is the user's own.
 */
export function createPageHtml(
  webRoot: string,
  options: {
    texts?: LoadTexts;
    userProfile?: (userId: number) => Promise<TUser>;
    readApi?: ReadApi;
    onError?: (error: unknown) => void;
  } = {},
): PageHtml {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const listPath = join(webRoot, 'route-preloads.json');
  const plain = { html: indexHtml, personal: false };
  if (!existsSync(listPath) || !indexHtml.includes('</head>')) return async () => plain;
  const preloads = JSON.parse(readFileSync(listPath, 'utf8')) as Partial<Record<WebRouteName, RoutePreload>>;
  const patterns = routePatterns();
  const pages = new Map<string, string>();
  const onError = options.onError ?? (() => {});
  const readApi: ReadApi = options.readApi ?? (async () => null);
  const prerender = options.texts ? prerenderer(prerenderModulePath(webRoot), options.texts, readApi, onError) : null;
  return async (request) => {
    const name = matchWebRoute(request.pathname, patterns);
    const preload = name ? preloads[name] : undefined;
    if (!name || !preload) return plain;
    // The app's language is the one its cookie names, the default without one.
    const locale: Locale = LOCALES.find((candidate) => candidate === request.cookies[LOCALE_COOKIE]) ?? DEFAULT_LOCALE;
    const key = `${locale}/${name}`;
    let page = pages.get(key);
    if (!page) {
      page = indexHtml.replace('<html lang="en"', `<html lang="${locale}"`).replace('</head>', `${preloadLinks(preload, locale)}</head>`);
      pages.set(key, page);
    }
    if (!prerender) return { html: page, personal: false };
    if (name === 'login') {
      if (resolveBrandColor(request.cookies[BRAND_COLOR_COOKIE]) !== DEFAULT_BRAND_COLOR) return { html: page, personal: false };
      const markup = await prerender.signIn(locale);
      return { html: markup === null ? page : withMarkup(page, markup), personal: false };
    }
    const { userProfile } = options;
    if (!request.phone || !userProfile || !(await prerender.draws(name))) return { html: page, personal: false };
    const userId = await request.signedInUserId();
    if (userId === null) return { html: page, personal: false };
    const markup = await prerender.signedIn(name, request.url, locale, preload.namespaces, () => userProfile(userId), request.cookieHeader);
    return markup === null ? { html: page, personal: false } : { html: withMarkup(page, markup), personal: true };
  };
}

/** Signed-in pages rendering or waiting for their turn at once, each some 30–60 ms of the event loop. */
const MAX_SIGNED_IN_RENDERS = 4;

/**
 * The server module's renders; each answers null when the web build has no server module or the
 * render fails, and the app then renders the page alone. The sign-in page is rendered once per
 * language and version of its texts; a signed-in page is the user's own and rendered each time.
 */
function prerenderer(modulePath: string, loadTexts: LoadTexts, readApi: ReadApi, onError: (error: unknown) => void) {
  let module: Promise<PrerenderModule | null> | null = null;
  const load = () =>
    (module ??= existsSync(modulePath) ? (import(pathToFileURL(modulePath).href) as Promise<PrerenderModule>) : Promise.resolve(null));
  const signInPages = new Map<string, { version: string; markup: Promise<string> }>();
  let signedInRenders = 0;
  return {
    async draws(route: WebRouteName): Promise<boolean> {
      try {
        return (await load())?.SIGNED_IN_ROUTES.includes(route) ?? false;
      } catch (error) {
        onError(error);
        return false;
      }
    },
    async signIn(locale: Locale): Promise<string | null> {
      try {
        const prerender = await load();
        if (!prerender) return null;
        const current = await loadTexts(locale, prerender.SIGN_IN_NAMESPACES);
        let entry = signInPages.get(locale);
        if (entry?.version !== current.version) {
          entry = { version: current.version, markup: prerender.renderSignInPage(locale, current.texts) };
          signInPages.set(locale, entry);
        }
        return await entry.markup;
      } catch (error) {
        signInPages.delete(locale);
        onError(error);
        return null;
      }
    },
    async signedIn(
      route: WebRouteName,
      url: string,
      locale: Locale,
      namespaces: readonly string[],
      user: () => Promise<TUser>,
      cookies: string,
    ): Promise<string | null> {
      // Renders take turns on the event loop, beside every API request: a burst of phones gets
      // the plain page rather than a queue that would hold the API up.
      if (signedInRenders >= MAX_SIGNED_IN_RENDERS) return null;
      signedInRenders += 1;
      try {
        const prerender = await load();
        if (!prerender) return null;
        const paths = prerender.signedInPageReads(route, url);
        const [{ texts }, profile, read] = await Promise.all([
          loadTexts(locale, namespaces),
          user(),
          Promise.all(paths.map((path) => readApi(path, cookies, locale))),
        ]);
        // An answer that failed is left out: the page shows it loading, and the app says what went wrong.
        const answers = Object.fromEntries(paths.flatMap((path, index) => (read[index] === null ? [] : [[path, read[index]]])));
        return await prerender.renderSignedInPage(route, url, locale, texts, profile, cookies, answers);
      } catch (error) {
        onError(error);
        return null;
      } finally {
        signedInRenders -= 1;
      }
    },
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
