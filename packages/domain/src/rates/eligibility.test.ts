import { describe, expect, it } from 'vitest';
import { eligibility, isOfferedCarrierName, type EligibilityRequest, type RatedCarrierService } from './eligibility';
import { type GoodsLine } from './goods';
import { type Markup } from './markup';

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
    lanes: [{ originZone: 'SE-GBG', destinationZone: 'SE-STO', weightBreaks: [{ upToKg: 2500, pricePerKg: 250 }] }],
    fuelSurchargePercent: 0,
    surcharges: [],
  },
  leadTimes: {
    entries: [{ originZone: 'SE-GBG', destinationZone: 'SE-STO', workingDays: 1 }],
    cutOff: '16:00',
    timeZone: 'Europe/Stockholm',
  },
  factors: { kgPerM3: 280, kgPerLdm: 1850 },
  limits: {
    maxConsignmentWeightKg: 2500,
    maxPackageWeightKg: 1000,
    maxLengthCm: 240,
    maxHeightCm: 220,
    maxLoadingMetres: 6,
    acceptsDangerousGoods: false,
  },
};

const pallet: GoodsLine = { quantity: 1, packageType: 'eur_pallet', weightKg: 300, heightCm: 120, stackable: true };

const request = (overrides: Partial<EligibilityRequest> = {}): EligibilityRequest => ({
  origin: { country: 'SE', postcode: '411 05' },
  destination: { country: 'SE', postcode: '111 22' },
  lines: [pallet],
  purpose: 'price',
  excludedCarrierIds: [],
  bookingAgreementServiceIds: [70],
  markups: [],
  ...overrides,
});

const reasonCodes = (result: ReturnType<typeof eligibility>) => (result.eligible ? [] : result.reasons.map((reason) => reason.code));

describe('eligibility', () => {
  it('offers a service that serves the lane and takes the goods', () => {
    const result = eligibility(service, request());
    expect(result).toMatchObject({ eligible: true, lane: { originZone: { code: 'SE-GBG' }, destinationZone: { code: 'SE-STO' } } });
  });

  it('never offers placeholder carriers', () => {
    expect(reasonCodes(eligibility({ ...service, carrierName: 'DHL {product}' }, request()))).toEqual(['carrier_not_offered']);
    expect(reasonCodes(eligibility({ ...service, carrierName: 'Egen Transportör' }, request()))).toEqual(['carrier_not_offered']);
  });

  it('leaves out carriers the site has excluded', () => {
    expect(reasonCodes(eligibility(service, request({ excludedCarrierIds: [3, 7] })))).toEqual(['carrier_excluded_by_site']);
  });

  it('names the end of a lane the service does not reach', () => {
    const result = eligibility(service, request({ destination: { country: 'NO', postcode: '0150' } }));
    expect(result).toEqual({ eligible: false, reasons: [{ code: 'lane_not_served', originZone: 'SE-GBG', destinationZone: null }] });
  });

  it('refuses goods whose chargeable weight is beyond the tariff, even when they weigh little', () => {
    const bulky: GoodsLine = { quantity: 4, packageType: 'fin_pallet', weightKg: 150, heightCm: 200, stackable: false };
    const result = eligibility(service, request({ lines: [bulky] }));
    expect(result).toEqual({
      eligible: false,
      reasons: [{ code: 'over_max_weight', basis: 'chargeable', limitKg: 2500, weightKg: 3700 }],
    });
  });

  it('refuses a package too heavy, too long or too high for the service', () => {
    const result = eligibility(service, request({ lines: [{ ...pallet, weightKg: 1200, lengthCm: 80, widthCm: 260, heightCm: 230 }] }));
    expect(result).toMatchObject({
      eligible: false,
      reasons: [
        { code: 'over_max_package_weight', limitKg: 1000, weightKg: 1200 },
        { code: 'over_max_length', limitCm: 240, lengthCm: 260 },
        { code: 'over_max_height', limitCm: 220, heightCm: 230 },
      ],
    });
  });

  it('refuses a consignment heavier than the service carries', () => {
    const result = eligibility(service, request({ lines: [{ ...pallet, quantity: 3, weightKg: 900 }] }));
    expect(result).toEqual({ eligible: false, reasons: [{ code: 'over_max_weight', basis: 'actual', limitKg: 2500, weightKg: 2700 }] });
  });

  it('refuses more loading metres than the service’s vehicles hold', () => {
    const fullTrailer = eligibility(service, request({ lines: [{ ...pallet, quantity: 16, weightKg: 100, stackable: false }] }));
    expect(fullTrailer).toMatchObject({ eligible: false });
    expect(fullTrailer.eligible ? [] : fullTrailer.reasons).toContainEqual({
      code: 'over_max_loading_metres',
      limit: 6,
      loadingMetres: 6.4,
    });
  });

  it('refuses dangerous goods when the service does not take them', () => {
    const dangerous = request({ lines: [{ ...pallet, unNumber: '1203' }] });
    expect(reasonCodes(eligibility(service, dangerous))).toEqual(['dangerous_goods_not_accepted']);
    const adr = { ...service, limits: { ...service.limits, acceptsDangerousGoods: true } };
    expect(eligibility(adr, dangerous).eligible).toBe(true);
  });

  it('gives every reason at once', () => {
    const ownTransport = { ...service, carrierName: 'egen transportör' };
    const result = eligibility(ownTransport, request({ excludedCarrierIds: [7], lines: [{ ...pallet, dangerousGoods: true }] }));
    expect(reasonCodes(result)).toEqual(['carrier_not_offered', 'carrier_excluded_by_site', 'dangerous_goods_not_accepted']);
  });

  it('needs a booking agreement to book, but not to look up a price', () => {
    expect(eligibility(service, request({ bookingAgreementServiceIds: [] })).eligible).toBe(true);
    const withoutAgreement = request({ purpose: 'booking', bookingAgreementServiceIds: [] });
    expect(reasonCodes(eligibility(service, withoutAgreement))).toEqual(['no_booking_agreement']);
    expect(eligibility(service, request({ purpose: 'booking' })).eligible).toBe(true);
  });

  it('does not book a service whose markup turns booking off', () => {
    const markup: Markup = {
      carrierServiceIds: [70],
      ratePercent: 10,
      fixedOre: null,
      bookingEnabled: false,
      geographySpecificRates: {},
    };
    expect(reasonCodes(eligibility(service, request({ purpose: 'booking', markups: [markup] })))).toEqual(['booking_not_enabled']);
  });
});

describe('isOfferedCarrierName', () => {
  it.each([
    ['PostNord', true],
    ['Bring {product}', false],
    ['{PRODUCT}', false],
    ['egen transportör', false],
    [' EGEN TRANSPORTÖR ', false],
    ['Egen transportör Väst AB', true],
  ])('%j → %s', (name, offered) => {
    expect(isOfferedCarrierName(name)).toBe(offered);
  });
});
