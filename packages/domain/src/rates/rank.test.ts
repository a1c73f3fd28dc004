import { describe, expect, it } from 'vitest';
import { money, CurrencyMismatchError } from './money';
import { rankQuotes, type RankableQuote } from './rank';

interface Offer extends RankableQuote {
  name: string;
}

const offer = (name: string, kronor: number, deliveryDate: string | null, co2eKg: number | null = null): Offer => ({
  name,
  total: money(kronor * 100, 'SEK'),
  deliveryDate,
  co2eKg,
});

const cheapSlow = offer('cheap, slow', 1000, '2025-03-17', 40);
const balanced = offer('balanced', 1200, '2025-03-14', 35);
const fastDear = offer('fast, dear', 2000, '2025-03-13', 90);
const offers = [fastDear, cheapSlow, balanced];
const names = (ranked: Offer[]) => ranked.map((quote) => quote.name);

describe('rankQuotes', () => {
  it('puts the cheapest first by price', () => {
    expect(names(rankQuotes(offers, 'price'))).toEqual(['cheap, slow', 'balanced', 'fast, dear']);
  });

  it('puts the earliest delivery first by lead time, unknown lead times last', () => {
    const unknown = offer('unknown', 500, null);
    expect(names(rankQuotes([unknown, ...offers], 'leadTime'))).toEqual(['fast, dear', 'balanced', 'cheap, slow', 'unknown']);
  });

  it('puts the lowest emissions first by CO2e, unknown emissions last', () => {
    const unknown = offer('unknown', 500, '2025-03-13');
    expect(names(rankQuotes([unknown, ...offers], 'co2e'))).toEqual(['balanced', 'cheap, slow', 'fast, dear', 'unknown']);
  });

  it('breaks a tie on the cheaper, then the earlier quote', () => {
    const sameDay = [offer('dear', 1500, '2025-03-14'), offer('cheap', 1400, '2025-03-14')];
    expect(names(rankQuotes(sameDay, 'leadTime'))).toEqual(['cheap', 'dear']);
    const samePrice = [offer('late', 1000, '2025-03-18'), offer('early', 1000, '2025-03-14')];
    expect(names(rankQuotes(samePrice, 'price'))).toEqual(['early', 'late']);
  });

  it('prefers a reasonably priced, reasonably fast quote in the smart order', () => {
    expect(names(rankQuotes(offers, 'smart'))).toEqual(['balanced', 'cheap, slow', 'fast, dear']);
  });

  it('follows the weights given to the smart order', () => {
    expect(names(rankQuotes(offers, 'smart', { price: 0.1, leadTime: 0.9, co2e: 0 }))[0]).toBe('fast, dear');
    expect(names(rankQuotes(offers, 'smart', { price: 1, leadTime: 0, co2e: 0 }))[0]).toBe('cheap, slow');
  });

  it('leaves the given list in its order', () => {
    rankQuotes(offers, 'price');
    expect(names(offers)).toEqual(['fast, dear', 'cheap, slow', 'balanced']);
  });

  it('refuses to compare prices in different currencies', () => {
    const euro = { ...cheapSlow, total: money(10_000, 'EUR') };
    expect(() => rankQuotes([balanced, euro], 'price')).toThrow(CurrencyMismatchError);
  });
});
