import { describe, expect, it } from 'vitest';
import { decimalFromInput, readDecimalInput, readIntegerInput } from './input';

describe('decimal input', () => {
  it.each([
    ['12,5', '12.5'],
    ['7', '7'],
    ['-50', '-50'],
    [' 0.25 ', '0.25'],
    ['3.', '3'],
  ])('reads %j as %j', (raw, expected) => {
    expect(readDecimalInput(raw)).toEqual({ value: expected, problem: null });
  });

  it.each([
    ['1e9', 'not_a_number'],
    ['1a2b.345', 'not_a_number'],
    ['3.1.4', 'not_a_number'],
    ['kg', 'not_a_number'],
    ['4kg', 'not_a_number'],
    ['1 000', 'not_a_number'],
    ['12,345', 'too_many_decimals'],
  ])('refuses %j as %s instead of dropping characters', (raw, problem) => {
    expect(readDecimalInput(raw)).toEqual({ value: null, problem });
  });

  it('gives no value for a blank field', () => {
    expect(readDecimalInput('  ')).toEqual({ value: null, problem: null });
  });

  it('gives a request NaN for text that is not a decimal, never the digits in it', () => {
    expect(decimalFromInput('1e9')).toBeNaN();
    expect(decimalFromInput('-50')).toBe(-50);
    expect(decimalFromInput('12,5')).toBe(12.5);
    expect(decimalFromInput('')).toBeNull();
  });
});

describe('integer input', () => {
  it('reads a whole number and refuses anything else', () => {
    expect(readIntegerInput('42')).toEqual({ value: 42, problem: null });
    expect(readIntegerInput('-3')).toEqual({ value: -3, problem: null });
    expect(readIntegerInput('4.9')).toEqual({ value: null, problem: 'not_a_whole_number' });
    expect(readIntegerInput('abc')).toEqual({ value: null, problem: 'not_a_number' });
    expect(readIntegerInput('')).toEqual({ value: null, problem: null });
  });
});
