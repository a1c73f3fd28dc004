import { describe, expect, it } from 'vitest';
import { firstOpenPickupDate, minutesOfDay, pickupWindow, zonedInstant } from './pickup';

describe('pickup window', () => {
  it('reads HH:mm as minutes of the day', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('16:45')).toBe(1005);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
  });

  it('turns Swedish clock times into instants in winter and summer', () => {
    expect(zonedInstant('2030-01-15', '08:00', 'Europe/Stockholm').toISOString()).toBe('2030-01-15T07:00:00.000Z');
    expect(zonedInstant('2030-07-15', '08:00', 'Europe/Stockholm').toISOString()).toBe('2030-07-15T06:00:00.000Z');
  });

  it('stays right on the days the clocks change', () => {
    // Summer time starts 2030-03-31 at 02:00 and ends 2030-10-27 at 03:00 in Sweden.
    expect(zonedInstant('2030-03-31', '12:00', 'Europe/Stockholm').toISOString()).toBe('2030-03-31T10:00:00.000Z');
    expect(zonedInstant('2030-10-27', '12:00', 'Europe/Stockholm').toISOString()).toBe('2030-10-27T11:00:00.000Z');
  });

  it('gives both ends of a window', () => {
    const window = pickupWindow('2030-12-20', '09:00', '09:15', 'Europe/Oslo');
    expect(window.latest.getTime() - window.earliest.getTime()).toBe(15 * 60_000);
    expect(window.earliest.toISOString()).toBe('2030-12-20T08:00:00.000Z');
  });
});

describe('first open pickup day', () => {
  // 14:45 UTC in November is 15:45 in Stockholm: a window closing at 15:00 there has closed,
  // whatever the clock of the browser asking.
  it('reads the window on the given clocks, not the viewer’s', () => {
    const now = new Date('2026-11-25T14:45:00Z');
    expect(firstOpenPickupDate(now, '15:00', 'Europe/Stockholm')).toBe('2026-11-26');
    expect(firstOpenPickupDate(now, '16:00', 'Europe/Stockholm')).toBe('2026-11-25');
    expect(firstOpenPickupDate(now, '15:00', 'UTC')).toBe('2026-11-25');
  });

  it('counts days by the zone’s own date, already tomorrow there before midnight UTC', () => {
    expect(firstOpenPickupDate(new Date('2026-12-31T23:30:00Z'), '16:00', 'Europe/Oslo')).toBe('2027-01-01');
  });
});
