import { roundedProduct } from './decimal';

/**
 * An amount in whole minor units (öre, cents) of an ISO 4217 currency. Whole numbers add up
 * without float drift; fractions of a minor unit exist only inside a calculation and are
 * rounded once, half away from zero.
 */
export interface Money {
  amount: number;
  currency: string;
}

export class CurrencyMismatchError extends Error {
  constructor(expected: string, actual: string) {
    super(`Amounts in ${expected} and ${actual} cannot be combined without conversion`);
    this.name = 'CurrencyMismatchError';
  }
}

const digitsByCurrency = new Map<string, number>();

/** Decimals of the currency's minor unit by ISO 4217: 2 for SEK and EUR, 0 for ISK and JPY. */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

/** An amount already in minor units. */
export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`A money amount must be whole minor units, got ${amount}`);
  return { amount, currency: currency.toUpperCase() };
}

/** An amount typed in major units (49.50 SEK) as minor units (4950 öre). */
export function moneyFromMajor(major: number, currency: string): Money {
  return money(roundedProduct([major, 10 ** minorUnitDigits(currency)]), currency);
}

/** The amount in major units, for display only; never calculate with it. */
export function toMajor(value: Money): number {
  return value.amount / 10 ** minorUnitDigits(value.currency);
}

export function zeroMoney(currency: string): Money {
  return money(0, currency);
}

/** The sum of amounts in one currency; mixing currencies is a mistake, not a conversion. */
export function addMoney(first: Money, ...rest: readonly Money[]): Money {
  let amount = first.amount;
  for (const item of rest) {
    if (item.currency !== first.currency) throw new CurrencyMismatchError(first.currency, item.currency);
    amount += item.amount;
  }
  return money(amount, first.currency);
}

/** The given percentage of an amount, rounded to a whole minor unit. */
export function percentOf(value: Money, percent: number): Money {
  return money(roundedProduct([value.amount, percent], [100]), value.currency);
}
