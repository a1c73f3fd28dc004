import { describe, expect, it } from 'vitest';
import { MissingExchangeRateError } from './currency';
import { applyMarkup, effectiveMarkupRates, markupFor, markupProblems, type Markup } from './markup';
import { money } from './money';

const sek = (kronor: number) => money(kronor * 100, 'SEK');

const markup = (overrides: Partial<Markup> = {}): Markup => ({
  carrierServiceIds: [70],
  ratePercent: null,
  fixedOre: null,
  bookingEnabled: true,
  geographySpecificRates: {
    DOM_DOM: { ratePercent: 10, fixedOre: 5_000 },
    DOM_WW: { ratePercent: 25, fixedOre: null },
  },
  ...overrides,
});

describe('applyMarkup', () => {
  it('adds the rate in percent and the fixed SEK amount', () => {
    const price = applyMarkup(sek(1000), markup(), 'DOM_DOM');
    expect(price).toMatchObject({ applied: true, rateAmount: sek(100), fixedAmount: sek(50), markup: sek(150), total: sek(1150) });
  });

  it('uses the box of the consignment’s geography', () => {
    expect(applyMarkup(sek(1000), markup(), 'DOM_WW').total).toEqual(sek(1250));
  });

  it('leaves the carrier price as it is where the markup has no box', () => {
    expect(applyMarkup(sek(1000), markup(), 'REG_REG')).toMatchObject({ applied: false, markup: sek(0), total: sek(1000) });
    expect(applyMarkup(sek(1000), null, 'DOM_DOM')).toMatchObject({ applied: false, total: sek(1000), bookingEnabled: true });
  });

  it('fills an empty DOM_DOM box with the general rate, and no other box', () => {
    const general = markup({ ratePercent: 12, geographySpecificRates: {} });
    expect(applyMarkup(sek(1000), general, 'DOM_DOM').total).toEqual(sek(1120));
    expect(applyMarkup(sek(1000), general, 'DOM_REG').total).toEqual(sek(1000));
  });

  it('keeps a filled DOM_DOM rate over the general rate', () => {
    const both = markup({ ratePercent: 12, geographySpecificRates: { DOM_DOM: { ratePercent: 5, fixedOre: null } } });
    expect(applyMarkup(sek(1000), both, 'DOM_DOM').total).toEqual(sek(1050));
  });

  it('converts the fixed SEK amount into the price’s currency', () => {
    const price = applyMarkup(money(20_000, 'EUR'), markup(), 'DOM_DOM', { base: 'SEK', rates: { EUR: 0.087 } });
    // 10 % of 200 EUR plus 50 SEK = 4.35 EUR.
    expect(price).toMatchObject({ rateAmount: money(2_000, 'EUR'), fixedAmount: money(435, 'EUR'), total: money(22_435, 'EUR') });
  });

  it('needs an exchange rate only for a fixed amount on a foreign price', () => {
    expect(() => applyMarkup(money(20_000, 'NOK'), markup(), 'DOM_DOM')).toThrow(MissingExchangeRateError);
    expect(applyMarkup(money(20_000, 'NOK'), markup(), 'DOM_WW').total).toEqual(money(25_000, 'NOK'));
  });

  it('rounds the percentage to the nearest öre', () => {
    const small = markup({ geographySpecificRates: { DOM_DOM: { ratePercent: 2.3, fixedOre: null } } });
    expect(applyMarkup(sek(15), small, 'DOM_DOM').rateAmount).toEqual(money(35, 'SEK'));
  });

  it('reports whether the organization may book the service', () => {
    expect(applyMarkup(sek(1000), markup({ bookingEnabled: false }), 'DOM_DOM').bookingEnabled).toBe(false);
  });
});

describe('effectiveMarkupRates', () => {
  it('lists only the filled boxes', () => {
    const boxes = { WW_WW: { ratePercent: null, fixedOre: null }, REG_REG: { ratePercent: 0, fixedOre: null } };
    const rates = effectiveMarkupRates(markup({ geographySpecificRates: boxes }));
    expect(Object.keys(rates)).toEqual(['REG_REG']);
  });
});

describe('markupProblems', () => {
  it('needs a carrier service', () => {
    expect(markupProblems(markup({ carrierServiceIds: [] }))).toEqual(['no_carrier_service']);
  });

  it('needs at least one geography box, which the general rate can fill', () => {
    expect(markupProblems(markup({ geographySpecificRates: {} }))).toEqual(['no_geography_rate']);
    expect(markupProblems(markup({ ratePercent: 8, geographySpecificRates: {} }))).toEqual([]);
  });

  it('refuses negative figures', () => {
    const discount = markup({ geographySpecificRates: { WW_WW: { ratePercent: -5, fixedOre: null } } });
    expect(markupProblems(discount)).toEqual(['negative_amount']);
  });
});

describe('markupFor', () => {
  it('finds the markup covering a carrier service', () => {
    const first = markup({ carrierServiceIds: [1, 2] });
    const second = markup({ carrierServiceIds: [70] });
    expect(markupFor([first, second], 70)).toBe(second);
    expect(markupFor([first, second], 99)).toBeNull();
  });
});
