import { HEADER_CSRF, HEADER_PAGE_NAME, HEADER_SESSION_ID, HEADER_SITE_IDS } from '@freight/contracts';
import { pageName } from './page-name';

export interface RequestContext {
  /** The CSRF proof of the cookie session; the session token itself travels in its cookie. */
  csrfToken: string | null;
  locale: string;
  /** The user's selected sites; empty until the user is known. */
  siteIds: readonly number[];
  sessionId: string;
  pathname: string;
}

/** The headers every API call carries (SPEC §7). */
export function requestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': context.locale,
    [HEADER_SESSION_ID]: context.sessionId,
    [HEADER_PAGE_NAME]: pageName(context.pathname),
  };
  if (context.csrfToken) headers[HEADER_CSRF] = context.csrfToken;
  if (context.siteIds.length > 0) headers[HEADER_SITE_IDS] = context.siteIds.join(',');
  return headers;
}
