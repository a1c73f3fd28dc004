import { describe, expect, it } from 'vitest';
import { buildSscc, gs1CheckDigit, isValidSscc, ssccCapacity, ssccElementString } from './sscc';

describe('GS1 check digit', () => {
  it('matches published GS1 examples', () => {
    // GS1 General Specifications, check digit calculation example for an SSCC.
    expect(gs1CheckDigit('37610425002123456')).toBe(9);
    // GTIN-13 of a well-known product and an EAN-8.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });

  it('turns a sum that is already a multiple of ten into 0', () => {
    expect(gs1CheckDigit('0000000000000000')).toBe(0);
  });

  it('refuses anything but digits', () => {
    expect(() => gs1CheckDigit('12a4')).toThrow(RangeError);
    expect(() => gs1CheckDigit('')).toThrow(RangeError);
  });
});

describe('SSCC', () => {
  it('puts the extension digit first, then the company prefix, serial and check digit', () => {
    const sscc = buildSscc('7350053', 42);
    expect(sscc).toHaveLength(18);
    expect(sscc).toBe(`0735005300000004${2}${gs1CheckDigit('07350053000000042')}`);
    expect(isValidSscc(sscc)).toBe(true);
    expect(ssccElementString(sscc)).toBe(`(00)${sscc}`);
  });

  it('uses the extension digit once the serial reference is full', () => {
    const prefix = '7350053';
    const sscc = buildSscc(prefix, 10 ** 9);
    expect(sscc.slice(0, 1)).toBe('1');
    expect(sscc.slice(1, 8)).toBe(prefix);
    expect(sscc.slice(8, 17)).toBe('000000000');
    expect(isValidSscc(sscc)).toBe(true);
  });

  it('gives every counter a valid and different code', () => {
    const codes = Array.from({ length: 500 }, (_, index) => buildSscc('73500531', index + 1));
    expect(new Set(codes).size).toBe(500);
    expect(codes.every(isValidSscc)).toBe(true);
  });

  it('refuses bad prefixes and counters outside the capacity', () => {
    expect(() => buildSscc('123', 1)).toThrow(RangeError);
    expect(() => buildSscc('7350053', 0)).toThrow(RangeError);
    expect(() => buildSscc('7350053', ssccCapacity('7350053'))).toThrow(RangeError);
    expect(() => buildSscc('7350053', 1.5)).toThrow(RangeError);
  });

  it('detects a changed digit', () => {
    const sscc = buildSscc('7350053', 7);
    const last = Number(sscc[17]);
    expect(isValidSscc(`${sscc.slice(0, 17)}${(last + 1) % 10}`)).toBe(false);
    expect(isValidSscc(sscc.slice(0, 17))).toBe(false);
  });
});
