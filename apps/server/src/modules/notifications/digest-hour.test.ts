import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './events.service';

describe('the daily digest', () => {
  it('goes out at the next 06:00 UTC', () => {
    expect(nextDigestAt(new Date('2026-11-27T02:15:00Z')).toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-27T06:00:00Z')).toISOString()).toBe('2026-11-28T06:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
