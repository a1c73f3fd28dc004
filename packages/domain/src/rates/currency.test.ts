import { describe, expect, it } from 'vitest';
import { convertMoney, MissingExchangeRateError, type ExchangeRates } from './currency';
import { money } from './money';

const rates: ExchangeRates = { base: 'SEK', rates: { EUR: 0.087, NOK: 1.02, ISK: 13.1 } };

describe('convertMoney', () => {
  it('converts from the base currency', () => {
    expect(convertMoney(money(100_000, 'SEK'), 'EUR', rates)).toEqual(money(8_700, 'EUR'));
  });

  it('converts between two other currencies through the base, rounding once', () => {
    // 100 EUR = 1149.43 SEK = 1172.41 NOK
    expect(convertMoney(money(10_000, 'EUR'), 'NOK', rates)).toEqual(money(117_241, 'NOK'));
  });

  it('lands on whole units of a currency without a minor unit', () => {
    expect(convertMoney(money(10_000, 'SEK'), 'ISK', rates)).toEqual(money(1_310, 'ISK'));
  });

  it('leaves an amount already in the target currency as it is', () => {
    expect(convertMoney(money(123, 'EUR'), 'eur', rates)).toEqual(money(123, 'EUR'));
  });

  it('says which rate is missing', () => {
    const convert = () => convertMoney(money(100, 'SEK'), 'USD', rates);
    expect(convert).toThrow(MissingExchangeRateError);
    expect(convert).toThrow('SEK to USD');
  });
});
