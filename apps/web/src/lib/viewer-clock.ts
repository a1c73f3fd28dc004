import { TIME_ZONE_COOKIE } from '@freight/contracts';
import { viewerTimeZone } from '@freight/domain';
import { isRenderingForRequest, readCookie, writeCookie } from './cookies';

const TIME_ZONE_COOKIE_DAYS = 365;

let noted = false;

// A page formats many times: the server checks a noted zone once, and keeps only the zones Intl
// knows, since the cookie is the visitor's to write.
const knownZones = new Set<string>();

function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/**
 * The zone the viewer's device keeps its clocks on. The browser notes it in a cookie the first
 * time a page reads it, rather than as the app starts: reading it starts the date library, a pause
 * a phone feels on a page that shows no such time. While the server draws a page it is the zone
 * last noted, so the page shows the times the app will show.
 */
export function viewerClock(): string {
  if (isRenderingForRequest()) {
    const noted = readCookie(TIME_ZONE_COOKIE);
    return noted && isTimeZone(noted) ? noted : viewerTimeZone();
  }
  const zone = viewerTimeZone();
  if (!noted) {
    noted = true;
    // A device that travels notes its new zone.
    if (readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone, TIME_ZONE_COOKIE_DAYS);
  }
  return zone;
}
