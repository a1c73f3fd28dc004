import { describe, expect, it } from 'vitest';
import { isLocked, toggleLock } from './locks';

describe('template locks', () => {
  it('locks a field by itself or by its section', () => {
    expect(isLocked(['consignor'], 'consignor.zip')).toBe(true);
    expect(isLocked(['consignor'], 'consignor')).toBe(true);
    expect(isLocked(['goods'], 'goods.0.weight')).toBe(true);
    expect(isLocked(['consignor.zip'], 'consignor.zip')).toBe(true);
    expect(isLocked(['consignor.zip'], 'consignor.city')).toBe(false);
    expect(isLocked(['consignor.zip'], 'consignor')).toBe(false);
    expect(isLocked(['pickup'], 'pickup_date')).toBe(false);
    expect(isLocked([], 'goods')).toBe(false);
    expect(isLocked(undefined, 'goods')).toBe(false);
  });

  it('replaces the locks of fields when their section is locked or unlocked', () => {
    expect(toggleLock(['pickup.zip', 'goods'], 'pickup', true)).toEqual(['goods', 'pickup']);
    expect(toggleLock(['pickup', 'goods'], 'pickup', false)).toEqual(['goods']);
    expect(toggleLock(['goods'], 'delivery.city', true)).toEqual(['goods', 'delivery.city']);
  });
});
