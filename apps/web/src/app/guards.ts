import { routePath } from '@freight/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadSessionUser } from '../lib/session';
import { isRouteLocked, signInPath } from '../lib/navigation';

/** Signed-in pages: a visitor is sent to sign in first and brought back afterwards. */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await loadSessionUser();
  if (!user && !isRouteLocked(url.searchParams)) throw redirect(signInPath(url.pathname + url.search));
  return null;
}

/** Login-layout pages: a signed-in user has nothing to do there and goes home. */
export async function guestOnly({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await loadSessionUser();
  if (user && !isRouteLocked(url.searchParams)) throw redirect(routePath('home'));
  return null;
}
