import { routePath, type MenuMode } from '@freight/contracts';

const LAST_PATH_KEYS: Record<MenuMode, string> = {
  client: 'last_client_path',
  admin: 'last_admin_path',
};

/** Where a super user was in each menu, so switching tabs returns there. */
export function lastPath(mode: MenuMode): string | null {
  return localStorage.getItem(LAST_PATH_KEYS[mode]);
}

export function rememberPath(mode: MenuMode, path: string): void {
  localStorage.setItem(LAST_PATH_KEYS[mode], path);
}

/** After signing out both menus start from home again (SPEC §2). */
export function resetLastPaths(): void {
  for (const key of Object.values(LAST_PATH_KEYS)) localStorage.setItem(key, routePath('home'));
}
