import { MENU_ITEMS, WEB_ROUTE_NAMES, WEB_ROUTES, type MenuItemRule, type WebRouteDefinition } from '@freight/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import home from '@freight/locales/en/home.json';
import shell from '@freight/locales/en/shell.json';
import { appRoutes } from './router';
import { SCREENS } from './screens';

const flatten = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('app routes', () => {
  const routes = flatten(appRoutes());

  it('registers every route of the table once, under its path', () => {
    for (const name of WEB_ROUTE_NAMES) {
      const matching = routes.filter((route) => route.path === WEB_ROUTES[name].path);
      expect(matching, name).toHaveLength(1);
    }
    expect(routes.some((route) => route.path === '*')).toBe(true);
  });

  it('guards every page and names it in its handle', () => {
    for (const route of routes.filter((candidate) => candidate.id && WEB_ROUTE_NAMES.includes(candidate.id as never))) {
      expect(route.loader, route.id).toBeTypeOf('function');
      expect(route.handle, route.id).toEqual({ route: route.id });
    }
  });

  it('shows the placeholder exactly where no screen exists yet', () => {
    for (const name of WEB_ROUTE_NAMES) {
      const definition: WebRouteDefinition = WEB_ROUTES[name];
      if (definition.redirectTo) continue;
      if (definition.layout === 'placeholder') expect(SCREENS[name], name).toBeUndefined();
      if (definition.layout === 'default') expect(SCREENS[name], name).toBeDefined();
    }
  });
});

describe('shell texts', () => {
  it('have a title for every route and a label for every menu entry', () => {
    const titles: Record<string, string> = shell.routes;
    for (const name of WEB_ROUTE_NAMES) expect(titles[WEB_ROUTES[name].title], name).toBeTruthy();

    const labels: Record<string, string> = shell.menu;
    const all = (items: readonly MenuItemRule[]): MenuItemRule[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);
    for (const item of all(MENU_ITEMS)) expect(labels[item.key], item.key).toBeTruthy();
    expect(labels.adhoc_reports).toBeTruthy();
  });

  it('describe every client area the dashboard offers as a shortcut', () => {
    const shortcuts: Record<string, string> = home.shortcuts;
    for (const item of MENU_ITEMS.filter((rule) => rule.client && !rule.hidden && !rule.children && rule.key !== 'dashboard')) {
      expect(shortcuts[item.key], item.key).toBeTruthy();
    }
  });
});
