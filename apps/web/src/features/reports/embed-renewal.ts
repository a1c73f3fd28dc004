/** A Power BI embed token is renewed this long before it ends (Microsoft's advice: a few minutes). */
export const RENEW_BEFORE_MS = 2 * 60_000;
/** Renewing sooner than this after the last token would only hammer the server. */
const MIN_DELAY_MS = 10_000;

/** How long to wait before fetching a new embed token for one that ends at `expiresAt`. */
export function renewalDelay(expiresAt: string, now: number): number {
  return Math.max(new Date(expiresAt).getTime() - RENEW_BEFORE_MS - now, MIN_DELAY_MS);
}
