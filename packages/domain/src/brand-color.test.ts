import { DEFAULT_BRAND_COLOR } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { resolveBrandColor } from './brand-color';

describe('resolveBrandColor', () => {
  it('keeps a valid colour, normalised', () => {
    expect(resolveBrandColor('#1a7f5a')).toBe('#1A7F5A');
    expect(resolveBrandColor('c0ffee')).toBe('#C0FFEE');
  });

  it('treats white, empty and unreadable values as the default colour', () => {
    for (const value of ['#ffffff', '#FFFFFF', '', null, undefined, 'navy', '#fff']) {
      expect(resolveBrandColor(value)).toBe(DEFAULT_BRAND_COLOR);
    }
  });
});
