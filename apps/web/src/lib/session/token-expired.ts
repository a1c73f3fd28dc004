import { useSyncExternalStore } from 'react';

// The token-expired flag of SPEC §4: set when the server stops accepting the token, read by the
// 401 dialog and by the guard that chooses between the sign-in and the expired-login page.
let expired = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (expired === value) return;
  expired = value;
  for (const listener of listeners) listener();
}

export function markTokenExpired(): void {
  set(true);
}

export function clearTokenExpired(): void {
  set(false);
}

export function isTokenExpired(): boolean {
  return expired;
}

export function useTokenExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
  );
}
