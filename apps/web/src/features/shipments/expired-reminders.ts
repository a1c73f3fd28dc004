import { REMINDER_CHECK_WINDOW_DAYS, routePath } from '@freight/contracts';
import { filterParams, toIsoDate, toQueryString } from '@freight/domain';
import { buildFilterParams, FILTER_PARAMS } from './shipment-filters';

/** Holds the count the user last closed the notice at, so it returns only when the count changes. */
export const DISMISSED_REMINDERS_COOKIE = 'expired_reminders_seen';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of the check (SPEC §7): booked within the last 30 days, with a reminder past due. */
export function expiredReminderFilters(now: Date): Record<string, string> {
  const start = toIsoDate(new Date(now.getTime() - REMINDER_CHECK_WINDOW_DAYS * DAY_MS));
  return { date_between: `${start},${toIsoDate(now)}`, under_reminder_expired: '1' };
}

/** GET path of the check; only `meta.total` is read, so one row is enough. */
export function expiredRemindersPath(now: Date): string {
  return `/admin/consignments?${toQueryString([...filterParams(expiredReminderFilters(now)), ['pageSize', '1']])}`;
}

/**
 * The admin shipments list filtered the same way, in the readable form of SPEC §2:
 * `?filterParams=filter[date_between]=start,end__filter[under_reminder_expired]=1`.
 */
export function expiredRemindersLink(now: Date): string {
  return `${routePath('admin.shipments')}?${FILTER_PARAMS}=${buildFilterParams(expiredReminderFilters(now))}`;
}

/** The notice shows while there are expired reminders, unless closed at this very count. */
export function shouldShowExpiredReminders(count: number, dismissedCount: string | null): boolean {
  return count > 0 && dismissedCount !== String(count);
}
