import { isAllowed, isRouteApplicationAvailable, routePath, WEB_ROUTES, type WebRouteName } from '@freight/contracts';
import { data, redirect, type LoaderFunctionArgs, type Params } from 'react-router';
import { expiredSignInPath, isRouteLocked, signInPath } from '../lib/navigation';
import { isTokenExpired, loadSessionUser } from '../lib/session';

/** Login-layout pages a signed-in user may still open: a verification link must still verify. */
// A provider's answer also comes back while signed in (linking an account), and an invitation
// may be opened by someone signed in on this device.
const OPEN_TO_SIGNED_IN: ReadonlySet<WebRouteName> = new Set(['email.verify', 'login.callback', 'login.invite']);

function definedParams(params: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The guard of one route (SPEC §2, §6), from its access rule in the route table:
 * - public pages send a signed-in user home;
 * - signed-in pages send a visitor to sign in (to the expired-login page when the stored
 *   sign-in just ended), and answer 403 to a user below the route's level, shown in place;
 * - a non-god user opening the admin shipment detail gets the ordinary one;
 * - a page whose application none of the selected sites has sends the user home.
 * With `route-lock` set no redirect happens.
 */
export function guardRoute(name: WebRouteName) {
  const { access } = WEB_ROUTES[name];

  return async ({ request, params }: LoaderFunctionArgs) => {
    if (access === 'shared') return null;
    const url = new URL(request.url);
    const locked = isRouteLocked(url.searchParams);
    const user = await loadSessionUser();

    if (access === 'public') {
      if (user && !locked && !OPEN_TO_SIGNED_IN.has(name)) throw redirect(routePath('home'));
      return null;
    }

    if (!user) {
      if (locked) throw data(null, { status: 401 });
      const wanted = url.pathname + url.search;
      throw redirect(isTokenExpired() ? expiredSignInPath(wanted) : signInPath(wanted));
    }
    if (!isAllowed(access, user)) {
      if (name === 'admin.shipments.detail' && !locked) {
        throw redirect(routePath('transport.shipments.detail', definedParams(params)) + url.search);
      }
      throw data(null, { status: 403 });
    }
    if (!locked && !isRouteApplicationAvailable(name, user, user.sitesFilter)) throw redirect(routePath('home'));
    return null;
  };
}

/** A route that only forwards, keeping the query string: `/` to home, `/settings` to the profile. */
export function forwardTo(target: WebRouteName) {
  return ({ request }: LoaderFunctionArgs) => redirect(routePath(target) + new URL(request.url).search);
}
