import { convertMoney, type ExchangeRates } from './currency';
import { GEOGRAPHY_KEYS, type GeographyKey } from './geography';
import { addMoney, money, percentOf, zeroMoney, type Money } from './money';

/** The markup currency: the fixed amount is always in SEK (SPEC §9). */
export const MARKUP_FIXED_CURRENCY = 'SEK';

/** One geography box of the markup form; an empty box has neither figure. */
export interface MarkupRate {
  /** Percent of the carrier price. */
  ratePercent: number | null;
  /** Fixed amount in öre (SEK minor units). */
  fixedOre: number | null;
}

/** An organization's markup on carrier services (SPEC §3 Markup). */
export interface Markup {
  carrierServiceIds: readonly number[];
  /** The general rate and fixed amount of the form, filling DOM_DOM where it is empty (SPEC §5). */
  ratePercent: number | null;
  fixedOre: number | null;
  bookingEnabled: boolean;
  geographySpecificRates: Partial<Record<GeographyKey, MarkupRate | null>>;
}

const isFilled = (rate: MarkupRate | null | undefined): rate is MarkupRate =>
  rate !== null && rate !== undefined && (rate.ratePercent !== null || rate.fixedOre !== null);

/** The nine boxes as they apply: DOM_DOM takes the general rate and fixed amount where it has none. */
export function effectiveMarkupRates(markup: Markup): Partial<Record<GeographyKey, MarkupRate>> {
  const rates: Partial<Record<GeographyKey, MarkupRate>> = {};
  for (const key of GEOGRAPHY_KEYS) {
    const rate = markup.geographySpecificRates[key];
    if (isFilled(rate)) rates[key] = { ...rate };
  }
  const domestic = rates.DOM_DOM;
  const filled: MarkupRate = {
    ratePercent: domestic?.ratePercent ?? markup.ratePercent,
    fixedOre: domestic?.fixedOre ?? markup.fixedOre,
  };
  if (isFilled(filled)) rates.DOM_DOM = filled;
  return rates;
}

export type MarkupProblem = 'no_carrier_service' | 'no_geography_rate' | 'negative_amount';

/** What keeps a markup from being saved (SPEC §5): a carrier service and at least one filled box. */
export function markupProblems(markup: Markup): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  if (markup.carrierServiceIds.length === 0) problems.push('no_carrier_service');
  const rates = Object.values(effectiveMarkupRates(markup));
  if (rates.length === 0) problems.push('no_geography_rate');
  const figures = [markup.ratePercent, markup.fixedOre, ...rates.flatMap((rate) => [rate.ratePercent, rate.fixedOre])];
  if (figures.some((figure) => figure !== null && figure < 0)) problems.push('negative_amount');
  return problems;
}

/** The first markup covering the carrier service, if any. */
export function markupFor(markups: readonly Markup[], carrierServiceId: number): Markup | null {
  return markups.find((markup) => markup.carrierServiceIds.includes(carrierServiceId)) ?? null;
}

export interface MarkedUpPrice {
  geographyKey: GeographyKey;
  /** Whether the markup has a box for this geography; without one the carrier price stands. */
  applied: boolean;
  carrierPrice: Money;
  ratePercent: number;
  rateAmount: Money;
  /** The fixed SEK amount in the price's currency. */
  fixedAmount: Money;
  markup: Money;
  total: Money;
  /** False only when a markup turns booking off; without a markup nothing restricts booking. */
  bookingEnabled: boolean;
}

/**
 * The price the organization's user sees: carrier price plus the rate in percent plus the fixed
 * SEK amount converted to the price's currency. The rates table is needed only when that
 * currency is not SEK; MissingExchangeRateError tells when it lacks the currency.
 */
export function applyMarkup(
  price: Money,
  markup: Markup | null,
  geographyKey: GeographyKey,
  exchangeRates: ExchangeRates = { base: MARKUP_FIXED_CURRENCY, rates: {} },
): MarkedUpPrice {
  const rate = markup ? effectiveMarkupRates(markup)[geographyKey] : undefined;
  const ratePercent = rate?.ratePercent ?? 0;
  const rateAmount = percentOf(price, ratePercent);
  const fixedSek = money(rate?.fixedOre ?? 0, MARKUP_FIXED_CURRENCY);
  // A markup without a fixed amount needs no exchange rate, whatever the price's currency.
  const fixedAmount = fixedSek.amount === 0 ? zeroMoney(price.currency) : convertMoney(fixedSek, price.currency, exchangeRates);
  const total = addMoney(price, rateAmount, fixedAmount);
  return {
    geographyKey,
    applied: rate !== undefined,
    carrierPrice: price,
    ratePercent,
    rateAmount,
    fixedAmount,
    markup: addMoney(rateAmount, fixedAmount),
    total,
    bookingEnabled: markup?.bookingEnabled ?? true,
  };
}
