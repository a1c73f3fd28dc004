import type { TQuote } from '@freight/contracts';
import { minorUnitDigits } from '@freight/domain';

/** How the quotes are ordered: the server's balanced rank, the price, the delivery day, or the emissions. */
export const QUOTE_SORTS = ['smart', 'price', 'delivery', 'co2e'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export const isQuoteSort = (value: unknown): value is QuoteSort => (QUOTE_SORTS as readonly unknown[]).includes(value);

/** The price in major units, so prices in currencies with different minor units compare. */
const price = (quote: TQuote) => quote.price.total / 10 ** minorUnitDigits(quote.price.currency);

/** A quote with no delivery day sorts after every dated one. */
const delivery = (quote: TQuote) => quote.delivery_date ?? '9999-12-31';

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** A quote whose CO2e is not known sorts after every known one. */
const co2e = (quote: TQuote) => quote.co2e_kg ?? Number.POSITIVE_INFINITY;

const ORDERS: Record<QuoteSort, ((a: TQuote, b: TQuote) => number)[]> = {
  smart: [(a, b) => a.rank - b.rank],
  price: [(a, b) => price(a) - price(b), (a, b) => compare(delivery(a), delivery(b)), (a, b) => a.rank - b.rank],
  delivery: [(a, b) => compare(delivery(a), delivery(b)), (a, b) => price(a) - price(b), (a, b) => a.rank - b.rank],
  co2e: [(a, b) => compare(co2e(a), co2e(b)), (a, b) => price(a) - price(b), (a, b) => a.rank - b.rank],
};

/** The quotes in the chosen order, best first; ties go to the cheaper (or the sooner), then the rank. */
export function sortQuotes(quotes: readonly TQuote[], by: QuoteSort): TQuote[] {
  const order = ORDERS[by];
  return [...quotes].sort((a, b) => {
    for (const comparison of order) {
      const difference = comparison(a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

/**
 * The cheapest and the soonest quote, marked in the list; a mark only goes to a quote that beats
 * every other one, so a tie marks none.
 */
export function quoteHighlights(quotes: readonly TQuote[]): { cheapest: TQuote | null; fastest: TQuote | null } {
  const [cheapest, runnerUp] = sortQuotes(quotes, 'price');
  const [fastest, next] = sortQuotes(quotes, 'delivery');
  return {
    cheapest: cheapest && (!runnerUp || price(cheapest) < price(runnerUp)) ? cheapest : null,
    fastest: fastest?.delivery_date && (!next || delivery(fastest) < delivery(next)) ? fastest : null,
  };
}
