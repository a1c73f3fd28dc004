import { describe, expect, it } from 'vitest';
import { roundedProduct, roundedSumOfProducts } from './decimal';

describe('exact price arithmetic', () => {
  it('rounds each figure as written, half away from zero', () => {
    // As floats 1.005 × 1000 is 1004.9999…, which would round down.
    expect(roundedProduct([1.005, 1000])).toBe(1005);
    expect(roundedProduct([30_000, 18.5], [100])).toBe(5550);
    expect(roundedProduct([-2.5])).toBe(-3);
    expect(roundedProduct([0.5], [-1])).toBe(-1);
    expect(roundedProduct([0], [-3])).toBe(0);
  });

  it('keeps products beyond the safe integers exact', () => {
    // 2^52 × 3 is beyond 2^53; divided by 4 it is exact again.
    expect(roundedSumOfProducts([[2 ** 52, 3]], [4])).toBe(3 * 2 ** 50);
    expect(
      roundedSumOfProducts([
        [2 ** 52, 3],
        [-(2 ** 52), 3],
      ]),
    ).toBe(0);
    expect(roundedSumOfProducts([[123.5, 1234.567], [15_000]], [1])).toBe(167_469);
    expect(() => roundedProduct([2 ** 52, 2 ** 52])).toThrow(RangeError);
    expect(() => roundedProduct([1], [0])).toThrow(RangeError);
  });
});
