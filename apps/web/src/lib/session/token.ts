import { TOKEN_COOKIE, TOKEN_COOKIE_DAYS } from '@freight/contracts';
import { readCookie, removeCookie, writeCookie } from '../cookies';

export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

/** With `remember` the token outlives the browser for a year; otherwise it ends with it. */
export function storeToken(token: string, remember: boolean): void {
  writeCookie(TOKEN_COOKIE, token, remember ? TOKEN_COOKIE_DAYS : undefined);
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
}
