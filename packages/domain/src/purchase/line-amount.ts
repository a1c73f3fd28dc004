import { minorUnitDigits } from '../rates/money';
import { roundedSumOfProducts } from '../rates/decimal';

export interface PricedLine {
  quantity: number;
  /** Per unit, in major units of the currency, as typed (up to four decimals). */
  unitPrice: number;
  /** 0–100, up to two decimals. */
  discountPercent: number;
}

/**
 * Quantity × unit price less the discount, in whole minor units, rounded once half away from
 * zero: q·p − q·p·d/100 is summed as exact fractions, so 3 × 19.99 at 12.5 % is 52.47, never a
 * cent off from binary floats.
 */
export function lineAmount(line: PricedLine, currency: string): number {
  const minor = 10 ** minorUnitDigits(currency);
  return roundedSumOfProducts(
    [
      [line.quantity, line.unitPrice, minor, 100],
      [-1, line.quantity, line.unitPrice, minor, line.discountPercent],
    ],
    [100],
  );
}

/** The order's total: the sum of its line amounts, already whole minor units. */
export function orderTotal(lineAmounts: readonly number[]): number {
  return lineAmounts.reduce((sum, amount) => sum + amount, 0);
}
