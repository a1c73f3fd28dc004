import { describe, expect, it } from 'vitest';
import { formatPostcode, isValidPostcode, postcodeFormat } from './postcodes';

describe('isValidPostcode', () => {
  it.each([
    ['SE', '417 55', true],
    ['SE', '41755', true],
    ['se', ' 417 55 ', true],
    ['SE', '4175', false],
    ['SE', '417-55', false],
    ['SE', '417  55', true],
    ['NO', '0150', true],
    ['NO', '01500', false],
    ['DK', '2100', true],
    ['DK', 'DK-2100', false],
    ['FI', '00100', true],
    ['FI', '0010', false],
    ['DE', '20095', true],
    ['DE', '2009A', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'sw1a1aa', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'B33 8TH', true],
    ['GB', 'GIR 0AA', true],
    ['GB', '12345', false],
    ['GB', 'SW1A 1A', false],
  ])('%s %j → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('accepts up to ten letters and digits in other countries, with single separators', () => {
    expect(isValidPostcode('NL', '1234 AB')).toBe(true);
    expect(isValidPostcode('PL', '00-950')).toBe(true);
    expect(isValidPostcode('US', '12345-6789')).toBe(true);
    expect(isValidPostcode('IE', 'D02X285')).toBe(true);
    expect(isValidPostcode(null, 'ABCDE12345')).toBe(true);
    expect(isValidPostcode('US', 'ABCDE123456')).toBe(false);
    expect(isValidPostcode('US', '1234--56')).toBe(false);
    expect(isValidPostcode('US', '-1234')).toBe(false);
    expect(isValidPostcode('US', '12#45')).toBe(false);
  });

  it('never accepts an empty postcode', () => {
    for (const country of ['SE', 'NO', 'GB', 'US', '']) expect(isValidPostcode(country, '  ')).toBe(false);
  });
});

describe('postcodeFormat', () => {
  it('gives an example for the message', () => {
    expect(postcodeFormat('se').example).toBe('123 45');
    expect(postcodeFormat('GB').example).toBe('SW1A 1AA');
    expect(postcodeFormat('FR').example).toBe('12345');
  });
});

describe('formatPostcode', () => {
  it('writes valid postcodes as their country does', () => {
    expect(formatPostcode('SE', '41755')).toBe('417 55');
    expect(formatPostcode('SE', '417 55')).toBe('417 55');
    expect(formatPostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(formatPostcode('GB', 'm1  1ae')).toBe('M1 1AE');
    expect(formatPostcode('NO', ' 0150 ')).toBe('0150');
    expect(formatPostcode('NL', '1234 ab')).toBe('1234 AB');
  });

  it('leaves an invalid postcode as typed, only trimmed and upper-cased', () => {
    expect(formatPostcode('SE', ' 4175a ')).toBe('4175A');
  });
});

describe('postcodes typed as the country writes them', () => {
  it.each([
    ['GB', 'SW1A 1AA'],
    ['NL', '1012 AB'],
    ['SE', '411 05'],
  ])('accepts %s %j', (country, postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(true);
  });

  it.each([
    ['GB', '11'],
    ['SE', '4110'],
  ])('refuses %s %j', (country, postcode) => {
    expect(isValidPostcode(country, postcode)).toBe(false);
  });
});
