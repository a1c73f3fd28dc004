import { describe, expect, it } from 'vitest';
import { addMoney, CurrencyMismatchError, minorUnitDigits, money, moneyFromMajor, percentOf, toMajor } from './money';

describe('money', () => {
  it('keeps amounts in whole öre and cents', () => {
    expect(moneyFromMajor(49.5, 'SEK')).toEqual({ amount: 4950, currency: 'SEK' });
    expect(moneyFromMajor(12.34, 'eur')).toEqual({ amount: 1234, currency: 'EUR' });
    expect(() => money(12.5, 'SEK')).toThrow(RangeError);
  });

  it('rounds half an öre up, as on paper, where float arithmetic would round down', () => {
    // 1.005 × 100 is 100.49999999999999 in binary floating point.
    expect(moneyFromMajor(1.005, 'SEK').amount).toBe(101);
  });

  it('follows the currency’s minor unit', () => {
    expect(minorUnitDigits('SEK')).toBe(2);
    expect(minorUnitDigits('ISK')).toBe(0);
    expect(moneyFromMajor(1500, 'ISK').amount).toBe(1500);
    expect(toMajor(money(4950, 'SEK'))).toBe(49.5);
  });

  it('takes a percentage exactly: 2.3 % of 15.00 SEK is 0.35 SEK, not 0.34', () => {
    expect(percentOf(money(1500, 'SEK'), 2.3)).toEqual(money(35, 'SEK'));
    expect(percentOf(money(1500, 'SEK'), 8.7)).toEqual(money(131, 'SEK'));
  });

  it('refuses to add amounts in different currencies', () => {
    expect(addMoney(money(100, 'SEK'), money(250, 'SEK'))).toEqual(money(350, 'SEK'));
    expect(() => addMoney(money(100, 'SEK'), money(100, 'EUR'))).toThrow(CurrencyMismatchError);
  });
});
