import { routePath } from '@freight/contracts';

/** The query parameter that holds client-side redirects back, e.g. for embedding a page. */
export const ROUTE_LOCK_PARAM = 'route-lock';
/** Where the login page returns to after signing in. */
export const RETURN_TO_PARAM = 'redirect';

/** `route-lock` is set to a non-zero integer (SPEC §2). */
export function isRouteLocked(search: URLSearchParams): boolean {
  const value = search.get(ROUTE_LOCK_PARAM);
  return value !== null && /^-?\d+$/.test(value.trim()) && Number(value) !== 0;
}

/** The sign-in page, remembering the wanted page so the user returns to it. */
export function signInPath(wanted?: string): string {
  const login = routePath('login');
  if (!wanted || wanted === routePath('home')) return login;
  return `${login}?${new URLSearchParams({ [RETURN_TO_PARAM]: wanted }).toString()}`;
}

/** The expired-login page, for a visitor whose stored sign-in the server no longer accepts. */
export function expiredSignInPath(wanted?: string): string {
  const expired = routePath('login.expired');
  if (!wanted || wanted === routePath('home')) return expired;
  return `${expired}?${new URLSearchParams({ [RETURN_TO_PARAM]: wanted }).toString()}`;
}

/** Only paths of this app are followed, so a crafted link cannot send a user elsewhere. */
export function returnPath(wanted: string | null): string {
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) {
    return routePath('home');
  }
  return wanted;
}

const PROVIDER_RETURN_KEY = 'provider-sign-in-return';

/** Remembers, in this tab, the page to come back to once a provider's sign-in returns (linking from the profile). */
export function returnAfterProvider(path: string) {
  sessionStorage.setItem(PROVIDER_RETURN_KEY, path);
}

/** The page a provider's sign-in returns to, once: home unless one was remembered. */
export function takeProviderReturn(): string {
  const wanted = sessionStorage.getItem(PROVIDER_RETURN_KEY);
  sessionStorage.removeItem(PROVIDER_RETURN_KEY);
  return returnPath(wanted);
}
