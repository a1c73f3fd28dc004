import type { MenuMode } from '@freight/contracts';
import { useState, useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';

/** The narrow sidebar is remembered in a cookie (SPEC §2), for a year. */
const COLLAPSED_COOKIE = 'is-min';
const COLLAPSED_COOKIE_DAYS = 365;

export function useCollapsedSidebar(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readCookie(COLLAPSED_COOKIE) === '1');
  const toggle = () => {
    writeCookie(COLLAPSED_COOKIE, collapsed ? '0' : '1', COLLAPSED_COOKIE_DAYS);
    setCollapsed(!collapsed);
  };
  return [collapsed, toggle];
}

// The super user's active tab, kept in local storage under `role` (SPEC §2); admin by default.
const MENU_MODE_KEY = 'role';
const listeners = new Set<() => void>();

function readMenuMode(): MenuMode {
  return localStorage.getItem(MENU_MODE_KEY) === 'client' ? 'client' : 'admin';
}

export function storeMenuMode(mode: MenuMode): void {
  if (readMenuMode() === mode && localStorage.getItem(MENU_MODE_KEY) !== null) return;
  localStorage.setItem(MENU_MODE_KEY, mode);
  for (const listener of listeners) listener();
}

export function useStoredMenuMode(): MenuMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readMenuMode,
    // A page the server renders shows the default; a super user's pages name their mode themselves.
    () => 'admin',
  );
}
