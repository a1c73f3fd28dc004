import { DEFAULT_BRAND_COLOR } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand-color';

describe('brandPalette', () => {
  const palette = brandPalette(DEFAULT_BRAND_COLOR);

  it('has ten shades with the brand colour at index 8', () => {
    expect(palette).toHaveLength(10);
    expect(palette[8]).toBe(DEFAULT_BRAND_COLOR);
  });

  it('runs from light to dark', () => {
    const lightness = palette.map((hex) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return ((value >> 16) & 255) + ((value >> 8) & 255) + (value & 255);
    });
    for (let index = 1; index < lightness.length; index += 1) {
      expect(lightness[index]).toBeLessThan(lightness[index - 1]!);
    }
  });
});
