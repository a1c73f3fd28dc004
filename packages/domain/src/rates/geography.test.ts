import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, geographyKey, NORDIC_COUNTRIES } from './geography';

describe('geographyKey', () => {
  it.each([
    ['SE', 'SE', 'DOM_DOM'],
    ['SE', 'NO', 'DOM_REG'],
    ['SE', 'US', 'DOM_WW'],
    ['NO', 'SE', 'REG_DOM'],
    ['DK', 'FI', 'REG_REG'],
    ['NO', 'CN', 'REG_WW'],
    ['CN', 'SE', 'WW_DOM'],
    ['US', 'NO', 'WW_REG'],
    ['US', 'CN', 'WW_WW'],
  ])('for a Swedish organization with the Nordic region, %s → %s is %s', (origin, destination, key) => {
    expect(geographyKey(origin, destination, 'SE', NORDIC_COUNTRIES)).toBe(key);
  });

  it('depends on the region the organization chose', () => {
    expect(geographyKey('SE', 'NO', 'SE', EU_COUNTRIES)).toBe('DOM_WW');
    expect(geographyKey('SE', 'DE', 'SE', EU_COUNTRIES)).toBe('DOM_REG');
    expect(geographyKey('SE', 'DE', 'SE', NORDIC_COUNTRIES)).toBe('DOM_WW');
  });

  it('depends on the organization’s country', () => {
    expect(geographyKey('NO', 'NO', 'NO', NORDIC_COUNTRIES)).toBe('DOM_DOM');
    expect(geographyKey('SE', 'SE', 'NO', NORDIC_COUNTRIES)).toBe('REG_REG');
  });

  it('reads country codes in any case', () => {
    expect(geographyKey('se', 'no', 'Se', NORDIC_COUNTRIES)).toBe('DOM_REG');
  });
});
