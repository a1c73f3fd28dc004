import { describe, expect, it } from 'vitest';
import { HAND_OVER_MAX_ATTEMPTS, handOverRetryDelayMinutes } from './hand-over';

describe('hand-over retries', () => {
  it('waits 1, 5, 15 and 60 minutes, then gives up', () => {
    expect([1, 2, 3, 4, 5].map(handOverRetryDelayMinutes)).toEqual([1, 5, 15, 60, null]);
    expect(HAND_OVER_MAX_ATTEMPTS).toBe(5);
  });

  it('tries at once before any failure', () => {
    expect(handOverRetryDelayMinutes(0)).toBe(0);
  });
});
