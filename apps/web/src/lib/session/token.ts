import { CSRF_COOKIE } from '@freight/contracts';
import { readCookie, removeCookie } from '../cookies';

/**
 * The session token itself lives in an HttpOnly cookie no script can read. Beside it the server
 * sets a readable CSRF cookie for the same lifetime: its value goes back with every write, and
 * its presence tells the app a sign-in is stored on this device.
 */
export function readCsrfToken(): string | null {
  return readCookie(CSRF_COOKIE) || null;
}

export function hasStoredSession(): boolean {
  return readCsrfToken() !== null;
}

/** Forgets the sign-in on this device even when the server could not be told. */
export function forgetStoredSession(): void {
  removeCookie(CSRF_COOKIE);
}
