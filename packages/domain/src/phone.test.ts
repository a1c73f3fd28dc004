import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone } from './phone';

describe('phone numbers', () => {
  it.each([
    ['SE', '+46 31 700 12 00'],
    ['SE', '031-700 12 00'],
    ['SE', '0046 31 700 12 00'],
    ['GB', '020 7946 0958'],
    ['NL', '+31 20 123 4567'],
  ])('accepts %s %j as typed', (country, phone) => {
    expect(isValidPhone(country, phone)).toBe(true);
  });

  it.each([
    ['SE', '+46 31 700'],
    ['SE', '031 700 12 00 ext'],
    ['GB', '12'],
    ['SE', ''],
  ])('refuses %s %j', (country, phone) => {
    expect(isValidPhone(country, phone)).toBe(false);
  });

  it('stores a valid number in E.164 and leaves an invalid one as typed', () => {
    expect(normalisePhone('SE', '+46 31 700 12 00')).toBe('+46317001200');
    expect(normalisePhone('SE', '031-700 12 00')).toBe('+46317001200');
    expect(normalisePhone('GB', '020 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('SE', '+46 31 700')).toBe('+46 31 700');
  });
});
