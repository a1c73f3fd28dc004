/**
 * When a booking that could not be handed to its carrier is tried again: soon after a first
 * failure, then less often, so a carrier's short outage costs minutes and a long one does not
 * flood its mailbox. After the last delay the hand-over stops and waits for a person.
 */
export const HAND_OVER_RETRY_MINUTES = [1, 5, 15, 60] as const;

/** Minutes until the next try after `attempts` failed tries, or null when no try is left. */
export function handOverRetryDelayMinutes(attempts: number): number | null {
  if (attempts < 1) return 0;
  return HAND_OVER_RETRY_MINUTES[attempts - 1] ?? null;
}

/** Every try there will be: the first and one per retry delay. */
export const HAND_OVER_MAX_ATTEMPTS = HAND_OVER_RETRY_MINUTES.length + 1;
