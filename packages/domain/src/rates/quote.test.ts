import { describe, expect, it } from 'vitest';
import { type RatedCarrierService } from './eligibility';
import { NORDIC_COUNTRIES } from './geography';
import { type Markup } from './markup';
import { money } from './money';
import { quoteService, type RateRequest } from './quote';

const sek = (kronor: number) => money(kronor * 100, 'SEK');

const service: RatedCarrierService = {
  carrierId: 7,
  carrierName: 'DB Schenker',
  serviceId: 70,
  serviceName: 'System',
  priceList: {
    currency: 'SEK',
    zones: [
      { code: 'SE-GBG', country: 'SE', postcodeRanges: [['40000', '44999']] },
      { code: 'SE-STO', country: 'SE', postcodeRanges: [['10000', '19999']] },
    ],
    lanes: [
      {
        originZone: 'SE-GBG',
        destinationZone: 'SE-STO',
        weightBreaks: [
          { upToKg: 1000, pricePerKg: 300 },
          { upToKg: 2500, pricePerKg: 250, pricePerConsignment: 20_000 },
        ],
      },
    ],
    minimumCharge: 50_000,
    fuelSurchargePercent: 10,
    surcharges: [{ type: 'Other', label: 'Non-stackable', amount: 5_000, per: 'package', when: { kind: 'non_stackable' } }],
  },
  leadTimes: {
    entries: [{ originZone: 'SE-GBG', destinationZone: 'SE-STO', workingDays: 1 }],
    cutOff: '16:00',
    timeZone: 'Europe/Stockholm',
  },
  factors: { kgPerM3: 280, kgPerLdm: 1850, roundingStepKg: 10 },
  limits: { maxConsignmentWeightKg: 2500, acceptsDangerousGoods: false },
};

const markup: Markup = {
  carrierServiceIds: [70],
  ratePercent: 10,
  fixedOre: 5_000,
  bookingEnabled: true,
  geographySpecificRates: {},
};

const request = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country: 'SE', postcode: '411 05' },
  destination: { country: 'SE', postcode: '111 22' },
  lines: [{ quantity: 2, packageType: 'eur_pallet', weightKg: 200, heightCm: 120, stackable: false }],
  purpose: 'price',
  excludedCarrierIds: [],
  bookingAgreementServiceIds: [70],
  markups: [markup],
  bookingMoment: new Date('2025-03-11T10:00:00+01:00'),
  organizationCountry: 'SE',
  region: NORDIC_COUNTRIES,
  ...overrides,
});

describe('quoteService', () => {
  it('prices two non-stackable pallets on loading metres, adds surcharges, fuel and the markup, and dates the delivery', () => {
    const result = quoteService(service, request());
    if (!result.eligible) throw new Error('expected a quote');
    const { quote } = result;
    expect(quote.chargeableWeight).toMatchObject({ actualKg: 400, basis: 'loading_metres', kg: 1480 });
    expect(quote.carrierPrice).toMatchObject({
      freight: sek(3900),
      surcharges: [{ label: 'Non-stackable', amount: sek(100) }],
      fuelSurcharge: sek(400),
      total: sek(4400),
    });
    expect(quote.markup).toMatchObject({ geographyKey: 'DOM_DOM', markup: sek(490) });
    expect(quote).toMatchObject({
      total: sek(4890),
      pickupDate: '2025-03-11',
      deliveryDate: '2025-03-12',
      workingDays: 1,
      bookable: true,
    });
  });

  it('applies the markup of the consignment’s geography as seen from the organization', () => {
    const result = quoteService(service, request({ organizationCountry: 'NO' }));
    expect(result).toMatchObject({ eligible: true, quote: { markup: { geographyKey: 'REG_REG', applied: false }, total: sek(4400) } });
  });

  it('shows a price the organization cannot book as not bookable', () => {
    const result = quoteService(service, request({ bookingAgreementServiceIds: [] }));
    expect(result).toMatchObject({ eligible: true, quote: { bookable: false } });
  });

  it('prices a lane without a lead time but leaves its delivery date open', () => {
    const withoutLeadTime = { ...service, leadTimes: { ...service.leadTimes, entries: [] } };
    expect(quoteService(withoutLeadTime, request())).toMatchObject({
      eligible: true,
      quote: { total: sek(4890), deliveryDate: null, workingDays: null },
    });
  });

  it('converts the fixed SEK markup for a price list in euros', () => {
    const inEuros = { ...service, priceList: { ...service.priceList, currency: 'EUR' } };
    const result = quoteService(inEuros, request({ exchangeRates: { base: 'SEK', rates: { EUR: 0.087 } } }));
    // 4400.00 EUR + 10 % + 50 SEK (4.35 EUR)
    expect(result).toMatchObject({ eligible: true, quote: { total: money(484_435, 'EUR') } });
  });

  it('gives the reasons instead of a price for a service that cannot take the goods', () => {
    const dangerous = { quantity: 1, packageType: 'eur_pallet', weightKg: 100, stackable: true, dangerousGoods: true } as const;
    const result = quoteService(service, request({ lines: [dangerous] }));
    expect(result).toEqual({ eligible: false, reasons: [{ code: 'dangerous_goods_not_accepted' }] });
  });
});
