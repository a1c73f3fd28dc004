import { describe, expect, it } from 'vitest';
import { formatZoned, placeTimeZone } from './time-zones';

describe('placeTimeZone', () => {
  it('names the clock of a single-zone country', () => {
    expect(placeTimeZone('se')).toBe('Europe/Stockholm');
    expect(placeTimeZone('FI', '00100')).toBe('Europe/Helsinki');
    expect(placeTimeZone('GB')).toBe('Europe/London');
  });

  it('tells the Spanish and Portuguese islands from the mainland by postcode', () => {
    expect(placeTimeZone('ES', '28001')).toBe('Europe/Madrid');
    expect(placeTimeZone('ES', '35001')).toBe('Atlantic/Canary');
    expect(placeTimeZone('ES', '38 400')).toBe('Atlantic/Canary');
    expect(placeTimeZone('PT', '1100-148')).toBe('Europe/Lisbon');
    expect(placeTimeZone('PT', '9500-321')).toBe('Atlantic/Azores');
  });

  it('gives none where the country alone does not say', () => {
    expect(placeTimeZone('US')).toBeNull();
    expect(placeTimeZone(null)).toBeNull();
  });
});

describe('formatZoned', () => {
  const winter = { timeZone: 'Europe/Stockholm', locale: 'es' };

  it('reads a pickup window on the place clock with the zone named', () => {
    expect(formatZoned('2026-11-27T08:00:00Z', { ...winter, until: '2026-11-27T15:00:00Z' })).toBe(
      '2026-11-27 09:00–16:00 Europe/Stockholm (CET)',
    );
  });

  it('follows daylight saving time', () => {
    expect(formatZoned('2026-07-01T07:00:00Z', winter)).toBe('2026-07-01 09:00 Europe/Stockholm (CEST)');
  });

  it('names the zone in the reader language', () => {
    expect(formatZoned('2026-11-27T08:00:00Z', { timeZone: 'Europe/Helsinki', locale: 'en' })).toBe(
      '2026-11-27 10:00 Europe/Helsinki (GMT+2)',
    );
  });

  it('shows the date of a window end on another day, and a day without a time', () => {
    expect(formatZoned('2026-11-27T22:00:00Z', { ...winter, until: '2026-11-28T01:00:00Z' })).toBe(
      '2026-11-27 23:00 – 2026-11-28 02:00 Europe/Stockholm (CET)',
    );
    expect(formatZoned('2026-11-27T23:30:00Z', { ...winter, dateOnly: true })).toBe('2026-11-28 Europe/Stockholm (CET)');
  });

  it('shows a dash for nothing', () => {
    expect(formatZoned(null, winter)).toBe('-');
    expect(formatZoned('nonsense', winter)).toBe('-');
  });
});
