import { MIN_PICKUP_WINDOW_MINUTES } from '@freight/contracts';
import { minutesOfDay } from '@freight/domain';

/** Pickup times offered, every quarter of an hour over the whole day (SPEC §9 shows them as HH:mm). */
export const PICKUP_TIME_STEP_MINUTES = 15;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const PICKUP_TIMES: readonly string[] = Array.from({ length: (24 * 60) / PICKUP_TIME_STEP_MINUTES }, (_, index) =>
  clock(index * PICKUP_TIME_STEP_MINUTES),
);

/**
 * Whether a latest pickup time can go with the earliest (SPEC §5): it must be at least 15
 * minutes later, so a difference of 14 minutes or less is refused.
 */
export function isLatestPickupAllowed(earliest: string, latest: string): boolean {
  return minutesOfDay(latest) - minutesOfDay(earliest) >= MIN_PICKUP_WINDOW_MINUTES;
}

/** The latest-time options, those too close to the earliest disabled. */
export function latestPickupOptions(earliest: string): { value: string; label: string; disabled: boolean }[] {
  return PICKUP_TIMES.map((time) => ({ value: time, label: time, disabled: !isLatestPickupAllowed(earliest, time) }));
}

/** Keeps the window valid when the earliest time moves: the latest follows by the minimum window. */
export function latestAfterEarliestChange(earliest: string, latest: string): string {
  if (isLatestPickupAllowed(earliest, latest)) return latest;
  const next = minutesOfDay(earliest) + MIN_PICKUP_WINDOW_MINUTES;
  const rounded = Math.ceil(next / PICKUP_TIME_STEP_MINUTES) * PICKUP_TIME_STEP_MINUTES;
  return rounded < 24 * 60 ? clock(rounded) : latest;
}
