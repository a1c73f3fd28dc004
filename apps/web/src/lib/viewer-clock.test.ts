import { TIME_ZONE_COOKIE } from '@freight/contracts';
import { viewerTimeZone } from '@freight/domain';
import { describe, expect, it, vi } from 'vitest';
import { readCookie, withRequestCookies } from './cookies';
import { viewerClock } from './viewer-clock';

describe('the viewer’s clock', () => {
  it('is the device’s in the browser, which notes it in its cookie the first time it is read', async () => {
    document.cookie = `${TIME_ZONE_COOKIE}=Mars%2FOlympus; path=/`;
    // As the app starts: nothing has read the clock yet.
    vi.resetModules();
    const fresh = await import('./viewer-clock');
    expect(fresh.viewerClock()).toBe(viewerTimeZone());
    expect(readCookie(TIME_ZONE_COOKIE)).toBe(viewerTimeZone());
  });

  it('is the zone last noted while the server draws a page, and the server’s own when none or no zone is noted', () => {
    const device = viewerTimeZone();
    const other = device === 'Asia/Shanghai' ? 'America/Chicago' : 'Asia/Shanghai';
    expect(withRequestCookies(`${TIME_ZONE_COOKIE}=${encodeURIComponent(other)}`, viewerClock)).toBe(other);
    expect(withRequestCookies(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, viewerClock)).toBe(device);
    expect(withRequestCookies('locale=es', viewerClock)).toBe(device);
  });
});
