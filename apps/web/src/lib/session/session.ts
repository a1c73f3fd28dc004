import type { TUser, TWhoamiResponse } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../api';
import { queryClient } from '../query-client';
import { sessionKeys } from './keys';
import { resetLastPaths } from './last-paths';
import { clearStorageExcept, KEPT_STORAGE_PREFIX } from './storage';
import { forgetStoredSession, hasStoredSession } from './token';
import { clearTokenExpired, markTokenExpired } from './token-expired';

const USER_STALE_MS = 5 * 60_000;

export const sessionUserQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: async ({ signal }) => (await api.get<TWhoamiResponse>('/whoami', { signal })).data,
  staleTime: USER_STALE_MS,
});

/**
 * The signed-in user, fetched once when only a stored sign-in is known. A sign-in the server
 * no longer accepts is dropped, so the visitor continues signed out (SPEC §4 Session).
 */
export async function loadSessionUser(): Promise<TUser | null> {
  if (!hasStoredSession()) return null;
  try {
    return await queryClient.ensureQueryData(sessionUserQuery);
  } catch (error) {
    clearLocalSession();
    if (error instanceof ApiError && error.status === 401) markTokenExpired();
    return null;
  }
}

/** The signed-in user for components; null when signed out. */
export function useSessionUser(): TUser | null {
  const { data } = useQuery({ ...sessionUserQuery, enabled: hasStoredSession() });
  return data ?? null;
}

/** Replaces the signed-in user with the server's newer copy, e.g. after saving the profile. */
export function setSessionUser(user: TUser): void {
  queryClient.setQueryData(sessionKeys.user, user);
}

/** Changes part of the signed-in user the server has just saved, without fetching the whole user again. */
export function updateSessionUser(change: (user: TUser) => TUser): void {
  queryClient.setQueryData<TUser>(sessionKeys.user, (user) => (user ? change(user) : user));
}

/** The server has set the session cookies; the app takes the user it answered with. */
export function startSession(user: TUser): void {
  clearTokenExpired();
  setSessionUser(user);
}

/**
 * Forgets everything of the signed-in user on this device, keeping table layouts; both menus
 * start from home again.
 */
export function clearLocalSession(): void {
  forgetStoredSession();
  clearTokenExpired();
  queryClient.clear();
  clearStorageExcept(localStorage, KEPT_STORAGE_PREFIX);
  resetLastPaths();
}

/** Signs out on the server too; the device is cleared even when that call fails. */
export async function signOut(): Promise<void> {
  // Started before the clearing below, so the call still carries this session's CSRF proof.
  // The server clears the HttpOnly cookie, which no script here can touch.
  const serverSignOut = hasStoredSession() ? api.post('/logout', undefined, { quiet: true }) : Promise.resolve();
  clearLocalSession();
  try {
    await serverSignOut;
  } catch {
    // The sign-in is already forgotten on this device; the server lets the session expire.
  }
}
