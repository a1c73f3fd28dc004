import { GEOGRAPHY_KEYS, type TGeographyKey, type TMarkup, type TMarkupBody } from '@freight/contracts';
import { kronorToOre, oreToKronor, percentFromText, percentToText } from './money';

/** The scopes of a geography key: origin first, then destination (SPEC §3 Markup). */
export const SCOPES = ['DOM', 'REG', 'WW'] as const;
export type Scope = (typeof SCOPES)[number];

/** One box as typed: percent and kronor as decimal text, empty when not set. */
export interface RateBoxText {
  rate: string;
  fixed: string;
}

/** The general rate, fixed amount and the nine boxes of the markup form. */
export interface MarkupRatesValue {
  rate: string;
  fixed: string;
  geography_specific_rates: Record<TGeographyKey, RateBoxText>;
}

const EMPTY_BOX: RateBoxText = { rate: '', fixed: '' };

export const geographyKey = (origin: Scope, destination: Scope) => `${origin}_${destination}` as TGeographyKey;

export function emptyMarkupRates(): MarkupRatesValue {
  return {
    rate: '',
    fixed: '',
    geography_specific_rates: Object.fromEntries(GEOGRAPHY_KEYS.map((key) => [key, EMPTY_BOX])) as Record<TGeographyKey, RateBoxText>,
  };
}

export function markupRatesOf(markup: TMarkup): MarkupRatesValue {
  const boxes = Object.fromEntries(
    GEOGRAPHY_KEYS.map((key) => {
      const box = markup.geography_specific_rates[key];
      return [key, box ? { rate: percentToText(box.rate), fixed: oreToKronor(box.fixed) } : EMPTY_BOX];
    }),
  ) as Record<TGeographyKey, RateBoxText>;
  return { rate: percentToText(markup.rate), fixed: oreToKronor(markup.fixed), geography_specific_rates: boxes };
}

/**
 * A new general rate or fixed amount (SPEC §5): DOM_DOM takes it when that box is empty, and
 * keeps following it while the box still holds the general figure, so typing '1' then '2' fills
 * 12 rather than 1. A figure the user typed into DOM_DOM is never overwritten.
 */
export function withGeneralFigure(value: MarkupRatesValue, field: keyof RateBoxText, next: string): MarkupRatesValue {
  const domestic = value.geography_specific_rates.DOM_DOM;
  const follows = domestic[field] === '' || domestic[field] === value[field];
  return {
    ...value,
    [field]: next,
    geography_specific_rates: follows
      ? { ...value.geography_specific_rates, DOM_DOM: { ...domestic, [field]: next } }
      : value.geography_specific_rates,
  };
}

export function isBoxFilled(box: RateBoxText): boolean {
  return box.rate.trim() !== '' || box.fixed.trim() !== '';
}

/** The rates part of the API body: percent as numbers, amounts in öre, empty boxes as null. */
export function markupRatesBody(value: MarkupRatesValue): Pick<TMarkupBody, 'rate' | 'fixed' | 'geography_specific_rates'> {
  const boxes = Object.fromEntries(
    GEOGRAPHY_KEYS.map((key) => {
      const box = value.geography_specific_rates[key];
      return [key, isBoxFilled(box) ? { rate: percentFromText(box.rate), fixed: kronorToOre(box.fixed) } : null];
    }),
  );
  return { rate: percentFromText(value.rate), fixed: kronorToOre(value.fixed), geography_specific_rates: boxes };
}
