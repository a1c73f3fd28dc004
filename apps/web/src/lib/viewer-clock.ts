import { TIME_ZONE_COOKIE } from '@freight/contracts';
import { viewerTimeZone } from '@freight/domain';
import { isRenderingForRequest, readCookie, writeCookie } from './cookies';

const TIME_ZONE_COOKIE_DAYS = 365;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone the viewer's device keeps its clocks on. While the server draws a page it is the one
 * the app last noted in its cookie, so the page shows the times the app will show.
 */
export function viewerClock(): string {
  if (!isRenderingForRequest()) return viewerTimeZone();
  const noted = readCookie(TIME_ZONE_COOKIE);
  return noted && isTimeZone(noted) ? noted : viewerTimeZone();
}

/** Notes the device's zone for the pages the server draws; a device that travels notes its new one. */
export function noteViewerClock(): void {
  const zone = viewerTimeZone();
  if (readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone, TIME_ZONE_COOKIE_DAYS);
}
