import { describe, expect, it } from 'vitest';
import { isValidVatNumber } from './vat';

describe('VAT numbers', () => {
  it.each([
    ['SE', 'SE556677889901'],
    ['SE', 'se 5566778899 01'],
    ['GB', 'GB123456789'],
    ['GB', 'GB 123 4567 89'],
    ['NL', 'NL123456789B01'],
    ['DE', 'DE-123456789'],
    ['GR', 'EL123456789'],
    ['AT', 'ATU12345678'],
    ['NO', 'NO123456789MVA'],
    ['CH', 'CHE-123.456.789 MWST'],
    ['US', 'US12345'],
  ])('accepts %s %j', (country, vat) => {
    expect(isValidVatNumber(country, vat)).toBe(true);
  });

  it.each([
    ['SE', 'SE5566778899'],
    ['SE', 'DE123456789'],
    ['GB', 'GB12345'],
    ['NL', 'NL123456789'],
    ['DE', 'DE12345678'],
    ['US', '12345'],
  ])('refuses %s %j', (country, vat) => {
    expect(isValidVatNumber(country, vat)).toBe(false);
  });
});
