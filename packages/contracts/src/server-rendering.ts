import type { Locale } from './locales';
import type { WebRouteName } from './routes';
import type { TUser } from './users/user';

/** Interface texts by namespace, as i18next reads them. */
export type TextsByNamespace = Record<string, Record<string, unknown>>;

/**
 * What the web build's server module offers the server: pages rendered as HTML, so a phone shows
 * them as soon as the page and its style sheets arrive, before the app's script has run.
 */
export interface PrerenderModule {
  /** The text namespaces the sign-in page shows. */
  SIGN_IN_NAMESPACES: readonly string[];
  renderSignInPage(locale: Locale, texts: TextsByNamespace): Promise<string>;
  /** The signed-in pages the module draws. */
  SIGNED_IN_ROUTES: readonly WebRouteName[];
  /** The API addresses the server reads, as the user, for a signed-in page before drawing it. */
  signedInPageReads(route: WebRouteName, url: string): string[];
  /**
   * A signed-in page at `url` as `user` sees it, with the request's cookies and the `answers` read
   * at `signedInPageReads`; null for a page the module does not draw for this user.
   */
  renderSignedInPage(
    route: WebRouteName,
    url: string,
    locale: Locale,
    texts: TextsByNamespace,
    user: TUser,
    cookies: string,
    answers: Record<string, unknown>,
  ): Promise<string | null>;
}
