import { describe, expect, it } from 'vitest';
import { dateTint, formatDate, formatNumber, formatThousands, formatTime, toIsoDate, toRgba } from './format';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it('shows a date as YYYY-MM-DD in the local zone', () => {
    expect(formatDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(formatDate(new Date(2024, 10, 30).toISOString())).toBe('2024-11-30');
  });

  it('keeps a plain calendar date as it is, whatever the zone', () => {
    expect(formatDate('2024-03-01')).toBe('2024-03-01');
    expect(toIsoDate('2024-03-01')).toBe('2024-03-01');
  });

  it("shows '-' when there is no date or it cannot be read", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(toIsoDate('')).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows a time of day as HH:mm', () => {
    expect(formatTime(new Date(2024, 0, 5, 7, 5, 59))).toBe('07:05');
    expect(formatTime('08:30:00')).toBe('08:30');
    expect(formatTime('14:45')).toBe('14:45');
  });

  it("shows '-' when empty", () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime('soon')).toBe('-');
  });
});

describe('formatNumber', () => {
  it('writes whole numbers exactly as the notation’s number format does, whatever their size and sign', () => {
    const intl = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
    const wholes = [0, -0, 7, -7, 999, 1000, -1000, 9999, 10_000, 123_456, -1_234_567, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits += 1) wholes.push(Number('9'.repeat(digits)), -Number('1'.padEnd(digits, '0')));
    for (const whole of wholes) expect(formatNumber(whole), String(whole)).toBe(intl.format(whole));
    expect(formatNumber(1234, { maximumFractionDigits: 0 })).toBe(intl.format(1234));
    expect(formatNumber(1234, { minimumFractionDigits: 2 })).toBe(`1${NBSP}234,00`);
  });

  it('uses Swedish notation: a space between thousands and a decimal comma', () => {
    expect(formatNumber(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatNumber('2500.5')).toBe(`2${NBSP}500,5`);
    expect(formatNumber(12)).toBe('12');
  });

  it('pads decimals when asked', () => {
    expect(formatNumber(3, { minimumFractionDigits: 2 })).toBe('3,00');
  });

  it("shows '-' for an empty or non-numeric value", () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
  });
});

describe('formatThousands', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1001, '1.1k'],
    [1100, '1.1k'],
    [1234, '1.3k'],
    [15000, '15k'],
    [15001, '15.1k'],
    [999999, '1000k'],
    [-1234, '\u22121.3k'],
  ])('shows %d as %j', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  it('leaves small figures in Swedish notation', () => {
    expect(formatThousands(12.5)).toBe('12,5');
    expect(formatThousands(null)).toBe('-');
  });
});

describe('toRgba', () => {
  it('converts hex and rgb colours', () => {
    expect(toRgba('#2E457C', 0.5)).toBe('rgba(46, 69, 124, 0.5)');
    expect(toRgba('#fff')).toBe('rgba(255, 255, 255, 1)');
    expect(toRgba('rgb(10, 20, 30)', 0.2)).toBe('rgba(10, 20, 30, 0.2)');
  });

  it('falls back to white when the colour cannot be read', () => {
    expect(toRgba('not-a-colour', 0.3)).toBe('rgba(255, 255, 255, 0.3)');
    expect(toRgba(null)).toBe('rgba(255, 255, 255, 1)');
    expect(toRgba('rgb(300, 0, 0)')).toBe('rgba(255, 255, 255, 1)');
  });

  it('tints dates at one tenth of the colour', () => {
    expect(dateTint('#000000')).toBe('rgba(0, 0, 0, 0.1)');
  });
});
