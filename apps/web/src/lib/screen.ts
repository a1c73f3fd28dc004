import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** Below Mantine's `sm` breakpoint (48em) the app takes its phone layout: a top bar and cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * How the server answers media queries while it draws a page for a screen it cannot ask; null in
 * the browser, which asks the screen itself.
 */
export const ServerScreenContext = createContext<((query: string) => boolean) | null>(null);

/** A phone's screen, as the server assumes it: narrower than every breakpoint the app asks about. */
export const phoneScreen = (query: string) => query.includes('max-width') && !query.includes('min-width');

/**
 * Whether the screen matches a media query, read at the first render so that nothing is drawn for
 * another layout first, and again whenever the window crosses the breakpoint.
 */
export function useScreenQuery(query: string): boolean {
  const serverScreen = useContext(ServerScreenContext);
  const matches = useMediaQuery(query, undefined, { getInitialValueInEffect: false }) ?? false;
  return serverScreen ? serverScreen(query) : matches;
}

export function usePhoneScreen(): boolean {
  return useScreenQuery(PHONE_QUERY);
}
