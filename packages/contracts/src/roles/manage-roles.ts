import { z } from 'zod';
import { flattenPermissionKeys, GOD_USERS_ROLE, ORGANIZATION_ADMIN_ROLE, type UserLevel } from '../access';
import { dataResponse } from '../common/list';
import { MENU_ITEMS, type MenuItemRule } from '../menus';
import { WEB_ROUTES, type WebRouteName } from '../routes';
import { ZRoleListItem } from './role';

/** The role that makes a user a site admin; the level follows it. */
export const SITE_ADMIN_ROLE = 'Site Admin';

/**
 * Roles the portal's levels hang on (SPEC §6): they are never deleted or renamed, and the
 * god users' role always holds every permission.
 */
export const BUILT_IN_ROLE_NAMES = [GOD_USERS_ROLE, ORGANIZATION_ADMIN_ROLE, SITE_ADMIN_ROLE] as const;

export function isBuiltInRole(name: string): boolean {
  return (BUILT_IN_ROLE_NAMES as readonly string[]).includes(name);
}

const LEVEL_OF_ROLE: Record<string, UserLevel> = {
  [GOD_USERS_ROLE]: 'super',
  [ORGANIZATION_ADMIN_ROLE]: 'organization-admin',
  [SITE_ADMIN_ROLE]: 'site-admin',
};
const LEVEL_ORDER: readonly UserLevel[] = ['user', 'site-admin', 'organization-admin', 'super'];

/** A user's level is the highest one their roles give; any other role is a plain user. */
export function levelForRoleNames(names: readonly string[]): UserLevel {
  return names.reduce<UserLevel>((level, name) => {
    const own = LEVEL_OF_ROLE[name] ?? 'user';
    return LEVEL_ORDER.indexOf(own) > LEVEL_ORDER.indexOf(level) ? own : level;
  }, 'user');
}

const PERMISSION_KEYS = new Set(flattenPermissionKeys());

export const ZRoleBody = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.too_long' }),
  permissions: z
    .array(z.string().refine((key) => PERMISSION_KEYS.has(key), { message: 'validation.unknown_permission' }))
    .max(PERMISSION_KEYS.size)
    .default([]),
});
export type TRoleBody = z.input<typeof ZRoleBody>;

export const ZRoleDetail = ZRoleListItem.extend({
  built_in: z.boolean(),
  users_count: z.number().int(),
});
export type TRoleDetail = z.infer<typeof ZRoleDetail>;
export const ZRoleDetailResponse = dataResponse(ZRoleDetail);

/** A node of the permission tree with its label in the caller's language. */
export interface TPermissionTreeNode {
  key: string;
  label: string;
  children: TPermissionTreeNode[];
}
export const ZPermissionTreeNode: z.ZodType<TPermissionTreeNode> = z
  .lazy(() => z.object({ key: z.string(), label: z.string(), children: z.array(ZPermissionTreeNode) }))
  .meta({ id: 'PermissionTreeNode' });
export const ZPermissionTreeResponse = dataResponse(z.array(ZPermissionTreeNode));
export type TPermissionTreeResponse = z.infer<typeof ZPermissionTreeResponse>;

/** What a permission key opens: the pages of the menu and the API routes that require it. */
export const ZPermissionRoutes = z.object({
  key: z.string(),
  pages: z.array(z.object({ name: z.string(), path: z.string() })),
  api: z.array(z.object({ method: z.string(), url: z.string() })),
});
export type TPermissionRoutes = z.infer<typeof ZPermissionRoutes>;
export const ZPermissionRoutesResponse = dataResponse(z.array(ZPermissionRoutes));
export type TPermissionRoutesResponse = z.infer<typeof ZPermissionRoutesResponse>;

/** The pages each permission key shows in the menus, read from the menu table. */
export function pagesByPermission(items: readonly MenuItemRule[] = MENU_ITEMS): Map<string, { name: WebRouteName; path: string }[]> {
  const pages = new Map<string, { name: WebRouteName; path: string }[]>();
  const visit = (item: MenuItemRule) => {
    if (item.permission) {
      const list = pages.get(item.permission) ?? [];
      if (!list.some((page) => page.name === item.route)) list.push({ name: item.route, path: WEB_ROUTES[item.route].path });
      pages.set(item.permission, list);
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return pages;
}
