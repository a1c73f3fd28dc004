import { describe, expect, it } from 'vitest';
import { minutesOfDay, pickupWindow, zonedInstant } from './pickup';

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
