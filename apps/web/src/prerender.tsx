/**
 * Pages as HTML, rendered by the server so that a phone shows them as soon as the page and its
 * style sheets arrive, before the app's script has loaded; the app then renders them anew. Built
 * apart from the app (`vite build --ssr`), into a module the server imports.
 */
import {
  DEFAULT_BRAND_COLOR,
  isAllowed,
  isRouteApplicationAvailable,
  WEB_ROUTES,
  type Locale,
  type PrerenderModule,
  type TextsByNamespace,
  type WebRouteName,
} from '@freight/contracts';
import { resolveBrandColor } from '@freight/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  MemoryRouter,
  type Params,
  Route,
  Routes,
  StaticRouterProvider,
} from 'react-router';
import { createAppTheme, cssVariablesResolver } from './app/theme';
import LoginPage from './features/auth/pages/LoginPage';
import { shipmentKeys } from './features/shipment-detail/api';
import ShipmentDetailPage from './features/shipment-detail/pages/ShipmentDetailPage';
import ShipmentsPage from './features/shipments/pages/ShipmentsPage';
import DefaultLayout from './layouts/DefaultLayout';
import LoginLayout from './layouts/LoginLayout';
import { withRequestCookies } from './lib/cookies';
import { applyNumberNotation } from './lib/i18n/formats';
import { phoneScreen, ServerScreenContext } from './lib/screen';
import { sessionKeys } from './lib/session/keys';

/** The text namespaces the sign-in page shows. */
export const SIGN_IN_NAMESPACES = ['common', 'auth'] as const;

/** An API answer a page is drawn with: where the server reads it, and where the page's query keeps it. */
interface PageRead {
  path: string;
  queryKey: readonly unknown[];
  select: (answer: unknown) => unknown;
}

/**
 * The signed-in pages drawn on the server for a phone, in the user's frame: those a phone opens
 * first, whose script takes seconds there. A page shows the answers it names (read by the server
 * as the user, exactly as the app would read them) and the rest of its data loading.
 */
const SIGNED_IN_PAGES: Partial<Record<WebRouteName, { Page: ComponentType; reads?: (params: Params) => PageRead[] }>> = {
  'transport.shipments': { Page: ShipmentsPage },
  'transport.shipments.detail': {
    Page: ShipmentDetailPage,
    reads: ({ uuid = '' }) => [
      {
        path: `/api/consignments/${encodeURIComponent(uuid)}`,
        queryKey: shipmentKeys.detail('sites', uuid),
        select: (answer) => (answer as { data: unknown }).data,
      },
    ],
  },
};

export const SIGNED_IN_ROUTES = Object.keys(SIGNED_IN_PAGES) as WebRouteName[];

function pageReads(route: WebRouteName, url: string): PageRead[] {
  const params = matchPath(WEB_ROUTES[route].path, new URL(url, 'http://portal.invalid').pathname)?.params;
  return params ? (SIGNED_IN_PAGES[route]?.reads?.(params) ?? []) : [];
}

export const signedInPageReads: PrerenderModule['signedInPageReads'] = (route, url) => pageReads(route, url).map((read) => read.path);

const ready = i18next
  .use(initReactI18next)
  .init({ resources: {}, fallbackLng: false, defaultNS: 'common', interpolation: { escapeValue: false } })
  .then(() => applyNumberNotation(i18next));

// The texts' language is the one shared instance's: renders take turns so none reads another's.
let turn: Promise<unknown> = Promise.resolve();

function inTurn<T>(render: () => Promise<T>): Promise<T> {
  const rendered = turn.then(render, render);
  turn = rendered.catch(() => undefined);
  return rendered;
}

async function loadTexts(locale: Locale, texts: TextsByNamespace) {
  await ready;
  for (const [namespace, bundle] of Object.entries(texts)) i18next.addResourceBundle(locale, namespace, bundle, true, true);
  await i18next.changeLanguage(locale);
}

function themed(brandColor: string, client: QueryClient, children: ReactNode) {
  const theme = createAppTheme(brandColor, i18next.t('actions.close'));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** The sign-in page in `locale` with `texts`, in the product's own colour. */
export const renderSignInPage: PrerenderModule['renderSignInPage'] = (locale, texts) =>
  inTurn(async () => {
    await loadTexts(locale, texts);
    return renderToString(
      themed(
        DEFAULT_BRAND_COLOR,
        new QueryClient(),
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route element={<LoginLayout />}>
              <Route path="/login" element={<LoginPage />} />
            </Route>
          </Routes>
        </MemoryRouter>,
      ),
    );
  });

/**
 * A signed-in page at `url` as `user` sees it on a phone, in their organization's colour, with the
 * request's cookies (the narrow sidebar, the language) read as the app reads them; null for a
 * route this module does not draw. Nothing is fetched: the page shows the `answers` the server
 * read for it (`signedInPageReads`), and the rest of its data loading.
 */
export const renderSignedInPage: PrerenderModule['renderSignedInPage'] = (route, url, locale, texts, user, cookies, answers) => {
  const Page = SIGNED_IN_PAGES[route]?.Page;
  // A page the app's own guard would refuse or send home is left to the app.
  const allowed = isAllowed(WEB_ROUTES[route].access, user) && isRouteApplicationAvailable(route, user, user.sitesFilter);
  if (!Page || !allowed) return Promise.resolve(null);
  return inTurn(async () => {
    await loadTexts(locale, texts);
    const handler = createStaticHandler([
      { element: <DefaultLayout />, children: [{ path: WEB_ROUTES[route].path, handle: { route }, element: <Page /> }] },
    ]);
    const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')));
    if (context instanceof Response) return null;
    const client = new QueryClient();
    client.setQueryData(sessionKeys.user, user);
    for (const read of pageReads(route, url)) if (read.path in answers) client.setQueryData(read.queryKey, read.select(answers[read.path]));
    return withRequestCookies(cookies, () =>
      renderToString(
        themed(
          resolveBrandColor(user.organization.brand_color),
          client,
          <ServerScreenContext.Provider value={phoneScreen}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </ServerScreenContext.Provider>,
        ),
      ),
    );
  });
};
