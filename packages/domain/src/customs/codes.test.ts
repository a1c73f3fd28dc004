import { describe, expect, it } from 'vitest';
import { commodityCodeLevel, isEori, isLrn, isMrn, mrnCheckCharacter, netWithinGross, normalizeCommodityCode } from './codes';

describe('commodity codes', () => {
  it('takes HS6, CN8 and TARIC10 codes as printed on tariffs', () => {
    expect(normalizeCommodityCode('8471.30')).toBe('847130');
    expect(normalizeCommodityCode('8471 30 00')).toBe('84713000');
    expect(normalizeCommodityCode('8471300000')).toBe('8471300000');
    expect(commodityCodeLevel('847130')).toBe('HS6');
    expect(commodityCodeLevel('84713000')).toBe('CN8');
    expect(commodityCodeLevel('8471300000')).toBe('TARIC10');
  });

  it('refuses codes of other lengths and chapters the Harmonized System does not have', () => {
    expect(normalizeCommodityCode('84713')).toBeNull();
    expect(normalizeCommodityCode('8471300')).toBeNull();
    expect(normalizeCommodityCode('847130000')).toBeNull();
    expect(normalizeCommodityCode('847A30')).toBeNull();
    expect(normalizeCommodityCode('001234')).toBeNull();
    expect(normalizeCommodityCode('981234')).toBeNull();
    expect(normalizeCommodityCode('771234')).toBeNull();
  });
});

describe('EORI and LRN', () => {
  it('takes a country code with up to 15 letters or digits', () => {
    expect(isEori('SE5567788990')).toBe(true);
    expect(isEori('DE123456789012345')).toBe(true);
    expect(isEori('DE1234567890123456')).toBe(false);
    expect(isEori('5567788990')).toBe(false);
    expect(isEori('se5567788990')).toBe(false);
  });

  it('takes an LRN of up to 22 characters', () => {
    expect(isLrn('NF-2026-0001')).toBe(true);
    expect(isLrn('A'.repeat(23))).toBe(false);
    expect(isLrn('')).toBe(false);
  });
});

describe('MRN', () => {
  it('accepts an MRN whose last character is its check character', () => {
    // A published example MRN with a correct check character.
    expect(isMrn('22ITZXBZYUTJFLJXK6')).toBe(true);
    expect(mrnCheckCharacter('22DK1V0QQK2S6J7TU')).toBe('1');
    expect(isMrn('22DK1V0QQK2S6J7TU1')).toBe(true);
  });

  it('refuses a wrong check character and a wrong structure', () => {
    expect(isMrn('22DK1V0QQK2S6J7TU2')).toBe(false);
    expect(isMrn('22ITZXBZYUTJFLJX66')).toBe(false);
    expect(isMrn('2ITZXBZYUTJFLJXK6')).toBe(false);
    expect(isMrn('22itZXBZYUTJFLJXK6')).toBe(false);
  });
});

describe('masses', () => {
  it('keeps net mass at or below gross mass', () => {
    expect(netWithinGross(10, 12)).toBe(true);
    expect(netWithinGross(12, 12)).toBe(true);
    expect(netWithinGross(12.001, 12)).toBe(false);
    expect(netWithinGross(null, 12)).toBe(true);
  });
});
