import { daysBetween, type IsoDate } from './calendar-date';
import { CurrencyMismatchError, type Money } from './money';

/** What ranking reads of a quote; emissions come from elsewhere and may be unknown. */
export interface RankableQuote {
  total: Money;
  /** Null when the service has no lead time for the lane. */
  deliveryDate: IsoDate | null;
  co2eKg?: number | null;
}

export type RankBy = 'price' | 'leadTime' | 'co2e' | 'smart';

export interface SmartWeights {
  price: number;
  leadTime: number;
  co2e: number;
}

/**
 * The default balance of the smart order: price matters most to shippers, then how soon the goods
 * arrive, then emissions.
 */
export const SMART_WEIGHTS: SmartWeights = { price: 0.5, leadTime: 0.35, co2e: 0.15 };

type Measure = (quote: RankableQuote) => number | null;

const byPrice: Measure = (quote) => quote.total.amount;
const byCo2e: Measure = (quote) => quote.co2eKg ?? null;

/** Unknown values sort last. */
function compareMeasure(a: number | null, b: number | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return a - b;
}

/**
 * Each quote's place between the best (0) and the worst (1) of the set on one measure; an
 * unknown value counts as the worst, and a measure on which all quotes are equal counts for none.
 */
function normalised(quotes: readonly RankableQuote[], measure: Measure): number[] {
  const values = quotes.map(measure);
  const known = values.filter((value) => value !== null);
  const min = Math.min(...known);
  const max = Math.max(...known);
  return values.map((value) => {
    if (value === null) return 1;
    return max > min ? (value - min) / (max - min) : 0;
  });
}

/**
 * Quotes in the order asked for, best first, without changing the input. Ties go to the cheaper
 * quote, then the earlier delivery, then the input order. 'smart' weighs price, delivery date
 * and emissions, each scaled between the best and worst quote of the set, by SMART_WEIGHTS or
 * the weights given. Prices must share a currency: convert first.
 */
export function rankQuotes<Q extends RankableQuote>(quotes: readonly Q[], by: RankBy, weights: SmartWeights = SMART_WEIGHTS): Q[] {
  const currency = quotes[0]?.total.currency;
  for (const quote of quotes) {
    if (currency !== undefined && quote.total.currency !== currency) {
      throw new CurrencyMismatchError(currency, quote.total.currency);
    }
  }
  const firstDate = quotes.map((quote) => quote.deliveryDate).find((date) => date !== null);
  const byLeadTime: Measure = (quote) =>
    quote.deliveryDate === null || firstDate === undefined ? null : daysBetween(firstDate, quote.deliveryDate);

  let primary: Measure;
  if (by === 'smart') {
    const price = normalised(quotes, byPrice);
    const leadTime = normalised(quotes, byLeadTime);
    const co2e = normalised(quotes, byCo2e);
    const scores = new Map(
      quotes.map((quote, index) => [
        quote as RankableQuote,
        weights.price * (price[index] ?? 0) + weights.leadTime * (leadTime[index] ?? 0) + weights.co2e * (co2e[index] ?? 0),
      ]),
    );
    primary = (quote) => scores.get(quote) ?? null;
  } else {
    primary = { price: byPrice, leadTime: byLeadTime, co2e: byCo2e }[by];
  }
  const order: Measure[] = [primary, byPrice, byLeadTime];
  return [...quotes].sort((a, b) => {
    for (const measure of order) {
      const difference = compareMeasure(measure(a), measure(b));
      if (difference !== 0) return difference;
    }
    return 0;
  });
}
