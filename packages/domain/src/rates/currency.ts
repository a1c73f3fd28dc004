import { roundedProduct } from './decimal';
import { minorUnitDigits, money, type Money } from './money';

/**
 * Exchange rates against one base currency: one unit of `base` buys `rates[code]` units of
 * `code` (upper-case ISO 4217 codes). The engine prices in each price list's own currency and
 * never fetches rates; whoever calls it supplies a table (for instance the day's central-bank
 * rates) and converts with it.
 */
export interface ExchangeRates {
  base: string;
  rates: Readonly<Record<string, number>>;
}

export class MissingExchangeRateError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`No exchange rate from ${from} to ${to}`);
    this.name = 'MissingExchangeRateError';
  }
}

function unitsPerBase(table: ExchangeRates, currency: string, from: string, to: string): number {
  if (currency === table.base.toUpperCase()) return 1;
  const rate = table.rates[currency];
  if (rate === undefined || !(rate > 0)) throw new MissingExchangeRateError(from, to);
  return rate;
}

/**
 * The amount in another currency, through the table's base, rounded once to a whole minor unit
 * of the target. The minor units of both sides are honoured (SEK öre to ISK whole krónur).
 */
export function convertMoney(value: Money, to: string, table: ExchangeRates): Money {
  const target = to.toUpperCase();
  if (value.currency === target) return value;
  const fromRate = unitsPerBase(table, value.currency, value.currency, target);
  const toRate = unitsPerBase(table, target, value.currency, target);
  const fromScale = 10 ** minorUnitDigits(value.currency);
  const toScale = 10 ** minorUnitDigits(target);
  return money(roundedProduct([value.amount, toRate, toScale], [fromRate, fromScale]), target);
}
