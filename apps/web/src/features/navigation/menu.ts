import {
  isAnalyticsReport,
  MENU_ITEMS,
  routePath,
  visibleMenu,
  WEB_ROUTES,
  type MenuItemRule,
  type MenuMode,
  type TUser,
  type VisibleMenuItem,
} from '@freight/contracts';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedReports } from '../report-builder';
import { useCustomReports, useEmbeddedReports } from '../reports';

/** The sidebar menu of the signed-in user for the active tab. */
export function useVisibleMenu(user: TUser, mode: MenuMode): VisibleMenuItem[] {
  const { data: reports } = useEmbeddedReports(mode === 'client');
  // The submenu lists what the server counts as custom reports; the full list only says whether analytics is one.
  const { data: customReports } = useCustomReports(mode === 'client');
  const { data: savedReports } = useSavedReports(mode === 'client' && user.permissions.reports === true);
  return useMemo(() => {
    const menuReports = [...(reports ?? []).filter(isAnalyticsReport), ...(customReports ?? [])];
    return visibleMenu(user, user.sitesFilter, menuReports, mode, savedReports ?? []);
  }, [user, reports, customReports, mode, savedReports]);
}

export function menuItemPath(item: VisibleMenuItem): string {
  return routePath(item.route, item.params);
}

/** The text of a menu entry: a translated label, or a report's own name. */
export function useMenuLabel(): (item: VisibleMenuItem) => string {
  const { t } = useTranslation('shell');
  return (item) => ('text' in item.label ? item.label.text : t(`menu.${item.label.key}` as ParseKeys<'shell'>));
}

const covers = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The entry for the current page: the one whose address is the longest start of it, so
 * `/settings/sites/applications` marks Applications rather than Sites.
 */
export function activeMenuKey(items: VisibleMenuItem[], pathname: string): string | null {
  const all = (list: VisibleMenuItem[]): VisibleMenuItem[] => list.flatMap((item) => [item, ...all(item.children)]);
  let best: { key: string; length: number } | null = null;
  for (const item of all(items)) {
    const path = menuItemPath(item);
    if (covers(path, pathname) && path.length > (best?.length ?? 0)) best = { key: item.key, length: path.length };
  }
  return best?.key ?? null;
}

function rulePaths(rules: readonly MenuItemRule[], mode: MenuMode): string[] {
  return rules
    .filter((rule) => (mode === 'client' ? rule.client : rule.admin))
    .flatMap((rule) => [WEB_ROUTES[rule.route].path, ...rulePaths(rule.children ?? [], mode)])
    .filter((path) => !path.includes(':'));
}

const ADMIN_PATHS = rulePaths(MENU_ITEMS, 'admin');
const CLIENT_PATHS = [...rulePaths(MENU_ITEMS, 'client'), WEB_ROUTES.reports.path].filter((path) => path !== '/settings');

/**
 * Which menu holds the page, so a super user's tab follows where they are; null for pages
 * of neither menu, which keep the tab as it was.
 */
export function menuModeOfPath(pathname: string): MenuMode | null {
  if (pathname.startsWith('/admin/') || ADMIN_PATHS.some((path) => covers(path, pathname))) return 'admin';
  if (CLIENT_PATHS.some((path) => covers(path, pathname))) return 'client';
  return null;
}
