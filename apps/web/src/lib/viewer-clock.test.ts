import { TIME_ZONE_COOKIE } from '@freight/contracts';
import { viewerTimeZone } from '@freight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, withRequestCookies } from './cookies';
import { noteViewerClock, viewerClock } from './viewer-clock';

afterEach(() => removeCookie(TIME_ZONE_COOKIE));

describe('the viewer’s clock', () => {
  it('is the device’s in the browser, whatever the cookie says', () => {
    document.cookie = `${TIME_ZONE_COOKIE}=Asia/Shanghai; path=/`;
    expect(viewerClock()).toBe(viewerTimeZone());
  });

  it('is the zone the app noted while the server draws a page, and the server’s own when none or no zone is noted', () => {
    const device = viewerTimeZone();
    const other = device === 'Asia/Shanghai' ? 'America/Chicago' : 'Asia/Shanghai';
    expect(withRequestCookies(`${TIME_ZONE_COOKIE}=${encodeURIComponent(other)}`, viewerClock)).toBe(other);
    expect(withRequestCookies(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, viewerClock)).toBe(device);
    expect(withRequestCookies('locale=es', viewerClock)).toBe(device);
  });

  it('is noted in its cookie by the app', () => {
    document.cookie = `${TIME_ZONE_COOKIE}=Asia/Shanghai; path=/`;
    noteViewerClock();
    expect(readCookie(TIME_ZONE_COOKIE)).toBe(viewerTimeZone());
  });
});
