import { ROUTE_CHUNK_TIMEOUT_MS, WEB_ROUTE_NAMES, WEB_ROUTES, type WebRouteDefinition, type WebRouteName } from '@freight/contracts';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { forwardTo, guardRoute } from './guards';
import { RootLayout } from './RootLayout';
import { RouteBoundary } from './RouteBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { LAYOUTS, layoutGroup, PLACEHOLDER_SCREEN, SCREENS, type LayoutGroup, type LazyView } from './screens';
import { errorsScreens } from '../features/errors/screens';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`Page did not load within ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => window.clearTimeout(timer));
  });
}

/** A lazily loaded route module whose texts arrive together with its code. */
function lazyRoute({ load, namespaces }: LazyView) {
  return async () => {
    const [module] = await Promise.all([withTimeout(load(), ROUTE_CHUNK_TIMEOUT_MS), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

function pageRoute(name: WebRouteName, group: LayoutGroup): RouteObject {
  const screen = SCREENS[name] ?? PLACEHOLDER_SCREEN;
  return {
    id: name,
    path: WEB_ROUTES[name].path,
    handle: { route: name },
    loader: guardRoute(name),
    // Inside the sidebar frame a refusal or failure shows in place of the page; elsewhere the
    // root's full-page error view answers.
    ...(group === 'default' ? { ErrorBoundary: RouteBoundary } : {}),
    lazy: lazyRoute(screen),
  };
}

/** Every route of the table, grouped under its layout (SPEC §2). */
export function appRoutes(): RouteObject[] {
  const forwards: RouteObject[] = [];
  const groups = new Map<LayoutGroup, RouteObject[]>();
  for (const name of WEB_ROUTE_NAMES) {
    const definition: WebRouteDefinition = WEB_ROUTES[name];
    if (definition.redirectTo) {
      // The route table's test checks that every target is a route name.
      forwards.push({ path: definition.path, loader: forwardTo(definition.redirectTo as WebRouteName) });
      continue;
    }
    const group = layoutGroup(definition.layout);
    groups.set(group, [...(groups.get(group) ?? []), pageRoute(name, group)]);
  }
  return [
    ...forwards,
    ...[...groups].map(([group, children]): RouteObject => ({ id: `layout-${group}`, lazy: lazyRoute(LAYOUTS[group]), children })),
    { path: '*', lazy: lazyRoute({ load: errorsScreens.NotFoundPage, namespaces: [] }) },
  ];
}

/**
 * Starts loading the code of the page being opened and its layout (and, for pages that name it,
 * their data) while the app starts, instead of after the common texts arrive, and answers the
 * texts they need so those load at once too.
 */
export function preloadRoute(pathname: string): Namespace[] {
  const pages = WEB_ROUTE_NAMES.filter((name) => !(WEB_ROUTES[name] as WebRouteDefinition).redirectTo).map((name) => ({
    id: name,
    path: WEB_ROUTES[name].path,
  }));
  const match = matchRoutes(pages, pathname)?.[0];
  const name = match?.route.id as WebRouteName | undefined;
  if (!match || !name) return [];
  const views = [LAYOUTS[layoutGroup(WEB_ROUTES[name].layout)], SCREENS[name] ?? PLACEHOLDER_SCREEN];
  // A failed load here is met again, and shown, when the router loads the same module.
  for (const view of views) view.load().catch(() => undefined);
  SCREENS[name]?.prefetch?.(match.params);
  return views.flatMap((view) => view.namespaces);
}

/** Created after the texts are ready, because creating it starts the first route's loaders. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageLoader,
      children: appRoutes(),
    },
  ]);
}
