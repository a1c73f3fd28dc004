import { HEADER_PAGE_NAME, HEADER_SESSION_ID, HEADER_SITE_IDS } from '@freight/contracts';
import { pageName } from './page-name';

export interface RequestContext {
  token: string | null;
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
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  if (context.siteIds.length > 0) headers[HEADER_SITE_IDS] = context.siteIds.join(',');
  return headers;
}
