import { describe, expect, it } from 'vitest';
import { customsTerritory, isDutiableLane } from './customs';

describe('customs territories', () => {
  it('counts the EU customs union as one territory and others as their own', () => {
    expect(customsTerritory('se')).toBe('EU');
    expect(customsTerritory('DE')).toBe('EU');
    expect(customsTerritory('MC')).toBe('EU');
    expect(customsTerritory('NO')).toBe('NO');
    expect(customsTerritory('CH')).toBe('CH');
    expect(customsTerritory('GB')).toBe('GB');
  });

  it.each([
    ['SE', 'NO', true],
    ['SE', 'GB', true],
    ['NO', 'CH', true],
    ['CN', 'SE', true],
    ['US', 'CA', true],
    ['SE', 'DE', false],
    ['FR', 'MC', false],
    ['SE', 'SE', false],
    ['NO', 'no', false],
    ['US', 'US', false],
  ])('%s → %s dutiable: %s', (from, to, dutiable) => {
    expect(isDutiableLane(from, to)).toBe(dutiable);
  });

  it('is not dutiable while a country is missing', () => {
    expect(isDutiableLane('SE', null)).toBe(false);
    expect(isDutiableLane('', 'NO')).toBe(false);
  });
});
