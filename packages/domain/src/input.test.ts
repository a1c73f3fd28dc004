import { describe, expect, it } from 'vitest';
import { parseDecimalInput, parseIntegerInput } from './input';

describe('decimal input', () => {
  it.each([
    ['12,5', '12.5'],
    ['1a2b.345', '12.34'],
    ['3.1.4', '3.14'],
    ['kg', ''],
    ['7', '7'],
  ])('turns %j into %j', (raw, expected) => {
    expect(parseDecimalInput(raw)).toBe(expected);
  });
});

describe('integer input', () => {
  it('parses an integer and gives null for text', () => {
    expect(parseIntegerInput('42')).toBe(42);
    expect(parseIntegerInput('4.9')).toBe(4);
    expect(parseIntegerInput('abc')).toBeNull();
  });
});
