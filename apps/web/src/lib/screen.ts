import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em) the app takes its phone layout: a top bar and cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's, read at the first render so that nothing is drawn for the other
 * layout first, and again whenever the window crosses the breakpoint.
 */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
