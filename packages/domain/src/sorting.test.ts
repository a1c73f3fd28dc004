import { describe, expect, it } from 'vitest';
import { compareValues } from './sorting';

const sorted = (values: unknown[], locale?: string) => [...values].sort((a, b) => compareValues(a, b, locale));

describe('compareValues', () => {
  it('orders numbers numerically, not by their digits', () => {
    expect(sorted([10, 9, 100, -1, 2.5])).toEqual([-1, 2.5, 9, 10, 100]);
  });

  it('orders text as text, so digits inside text compare character by character', () => {
    expect(sorted(['b', 'A', 'a', 'C'])).toEqual(['a', 'A', 'b', 'C']);
    expect(sorted(['10', '9', '100'])).toEqual(['10', '100', '9']);
  });

  it('follows the alphabet of the given language', () => {
    expect(sorted(['Ö', 'A', 'Z'], 'sv')).toEqual(['A', 'Z', 'Ö']);
    expect(sorted(['Ö', 'A', 'Z'], 'de')).toEqual(['A', 'Ö', 'Z']);
  });

  it('orders dates by time and puts empty values last', () => {
    const early = new Date(2024, 0, 1);
    const late = new Date(2024, 5, 1);
    expect(sorted([late, null, early, undefined])).toEqual([early, late, null, undefined]);
    expect(sorted(['', 'b', 'a'])).toEqual(['a', 'b', '']);
  });
});
