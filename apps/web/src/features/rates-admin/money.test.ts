import { describe, expect, it } from 'vitest';
import { formatKronor, formatPercent, kronorToOre, oreToKronor, percentFromText } from './money';

describe('markup money', () => {
  it('sends kronor as whole öre', () => {
    expect(kronorToOre('49.50')).toBe(4950);
    expect(kronorToOre('49.5')).toBe(4950);
    expect(kronorToOre('0.1')).toBe(10);
    // 1.15 × 100 is 114.999… in binary; the amount must still be 115 öre.
    expect(kronorToOre('1.15')).toBe(115);
    expect(kronorToOre('120')).toBe(12_000);
    expect(kronorToOre('0')).toBe(0);
  });

  it('treats an empty field as no amount', () => {
    expect(kronorToOre('')).toBeNull();
    expect(kronorToOre('  ')).toBeNull();
    expect(kronorToOre('.')).toBeNull();
    expect(percentFromText('')).toBeNull();
  });

  it('shows öre as kronor in the form, whole kronor without decimals', () => {
    expect(oreToKronor(4950)).toBe('49.50');
    expect(oreToKronor(5000)).toBe('50');
    expect(oreToKronor(5)).toBe('0.05');
    expect(oreToKronor(null)).toBe('');
  });

  it('goes back and forth without drift', () => {
    for (const ore of [0, 1, 99, 115, 4950, 123_456_78]) expect(kronorToOre(oreToKronor(ore))).toBe(ore);
  });

  it('formats amounts and rates in Swedish notation', () => {
    expect(formatKronor(4950)).toBe('49,50 kr');
    expect(formatKronor(123_456_78)).toBe('123\u00a0456,78 kr');
    expect(formatKronor(null)).toBe('-');
    expect(formatPercent(12.5)).toBe('12,5 %');
    expect(formatPercent(null)).toBe('-');
  });
});
