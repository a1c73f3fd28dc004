import { describe, expect, it } from 'vitest';
import { priceFreight, WeightOutsideTariffError, type PricedConsignment } from './freight-price';
import { type GoodsLine } from './goods';
import { money } from './money';
import { findLane, type Lane, type PriceList, type Surcharge } from './price-list';

const sek = (kronor: number) => money(kronor * 100, 'SEK');

const gothenburgToStockholm: Lane = {
  originZone: 'SE-GBG',
  destinationZone: 'SE-STO',
  weightBreaks: [
    { upToKg: 500, pricePerKg: 400 },
    { upToKg: 100, pricePerConsignment: 35_000 },
    { upToKg: 1000, pricePerKg: 300 },
    { upToKg: 2500, pricePerKg: 250, pricePerConsignment: 20_000 },
  ],
};
const gothenburgToNorth: Lane = { originZone: 'SE-GBG', destinationZone: 'SE-NORTH', weightBreaks: [{ upToKg: 1000, pricePerKg: 500 }] };
const northToGothenburg: Lane = { originZone: 'SE-NORTH', destinationZone: 'SE-GBG', weightBreaks: [{ upToKg: 1000, pricePerKg: 500 }] };

const list = (overrides: Partial<PriceList> = {}): PriceList => ({
  currency: 'SEK',
  zones: [
    { code: 'SE-GBG', country: 'SE', postcodeRanges: [['40000', '44999']] },
    { code: 'SE-STO', country: 'SE', postcodeRanges: [['10000', '19999']] },
    { code: 'SE-NORTH', country: 'SE', postcodeRanges: [['90000', '98999']] },
  ],
  lanes: [gothenburgToStockholm, gothenburgToNorth, northToGothenburg],
  minimumCharge: 50_000,
  fuelSurchargePercent: 0,
  surcharges: [],
  ...overrides,
});

const pallets = (quantity: number, overrides: Partial<GoodsLine> = {}): GoodsLine => ({
  quantity,
  packageType: 'eur_pallet',
  weightKg: 100,
  heightCm: 100,
  stackable: true,
  ...overrides,
});
const goods = (lines: GoodsLine[], additionalServices: string[] = []): PricedConsignment => ({ lines, additionalServices });
const plainGoods = goods([pallets(1)]);

const dangerousGoodsFee: Surcharge = {
  type: 'Other',
  label: 'Dangerous goods',
  amount: 25_000,
  per: 'consignment',
  when: { kind: 'dangerous_goods' },
};
const tailLift: Surcharge = {
  type: 'Other',
  label: 'Tail-lift delivery',
  amount: 35_000,
  per: 'consignment',
  when: { kind: 'service', service: 'tail_lift' },
};
const roadTax: Surcharge = { type: 'Road tax', amount: 2.5, per: 'kg', subjectToFuel: false };
const outerArea: Surcharge = {
  type: 'Outer area',
  amount: 15_000,
  per: 'consignment',
  when: { kind: 'zone', zones: ['SE-NORTH'], side: 'destination' },
};

describe('findLane', () => {
  it('finds the lane between the zones of two postcodes', () => {
    const found = findLane(list(), { country: 'SE', postcode: '411 05' }, { country: 'SE', postcode: '111 22' });
    expect(found.lane).toBe(gothenburgToStockholm);
  });

  it('serves a lane in its own direction only', () => {
    const found = findLane(list(), { country: 'SE', postcode: '111 22' }, { country: 'SE', postcode: '411 05' });
    expect(found).toMatchObject({ lane: null, originZone: { code: 'SE-STO' }, destinationZone: { code: 'SE-GBG' } });
  });

  it('tells which end the list does not cover', () => {
    const found = findLane(list(), { country: 'SE', postcode: '411 05' }, { country: 'NO', postcode: '0150' });
    expect(found).toMatchObject({ lane: null, originZone: { code: 'SE-GBG' }, destinationZone: null });
  });
});

describe('priceFreight: tariff', () => {
  it('charges the per-kg rate of the step the weight falls in', () => {
    const price = priceFreight(list(), gothenburgToStockholm, 300, plainGoods);
    expect(price).toMatchObject({ billedKg: 300, freight: sek(1200), total: sek(1200) });
  });

  it('includes the upper limit of a step in that step', () => {
    const staircase: Lane = {
      ...gothenburgToStockholm,
      weightBreaks: [
        { upToKg: 100, pricePerConsignment: 35_000 },
        { upToKg: 200, pricePerConsignment: 50_000 },
      ],
    };
    expect(priceFreight(list(), staircase, 100, plainGoods).freight).toEqual(sek(350));
    expect(priceFreight(list(), staircase, 100.5, plainGoods).freight).toEqual(sek(500));
  });

  it('bills the next step’s lowest weight when that is cheaper, so more weight never costs less', () => {
    const heavier = priceFreight(list(), gothenburgToStockholm, 450, plainGoods);
    expect(heavier).toMatchObject({ billedKg: 500, weightBreak: { upToKg: 1000 }, freight: sek(1500) });
    expect(priceFreight(list(), gothenburgToStockholm, 350, plainGoods)).toMatchObject({ billedKg: 350, freight: sek(1400) });
    expect(priceFreight(list(), gothenburgToStockholm, 950, plainGoods)).toMatchObject({ billedKg: 1000, freight: sek(2700) });
  });

  it('raises a low price to the minimum charge', () => {
    const price = priceFreight(list(), gothenburgToStockholm, 60, plainGoods);
    expect(price).toMatchObject({ freight: sek(350), minimumCharge: sek(500), minimumApplied: true, base: sek(500), total: sek(500) });
  });

  it('lets a lane’s own minimum replace the list’s', () => {
    const price = priceFreight(list(), { ...gothenburgToStockholm, minimumCharge: 30_000 }, 60, plainGoods);
    expect(price).toMatchObject({ minimumApplied: false, base: sek(350) });
  });

  it('refuses a weight beyond the tariff', () => {
    expect(() => priceFreight(list(), gothenburgToStockholm, 3000, plainGoods)).toThrow(WeightOutsideTariffError);
  });

  it('prices in the list’s currency', () => {
    const price = priceFreight(list({ currency: 'eur' }), gothenburgToStockholm, 300, plainGoods);
    expect(price.total).toEqual(money(120_000, 'EUR'));
  });
});

describe('priceFreight: surcharges', () => {
  const withSurcharges = list({ surcharges: [dangerousGoodsFee, tailLift, roadTax, outerArea] });

  it('adds the dangerous-goods fee only when the goods are dangerous', () => {
    const ordinary = priceFreight(withSurcharges, gothenburgToStockholm, 300, plainGoods);
    expect(ordinary.surcharges.map((line) => line.label)).toEqual(['Road tax']);
    const dangerous = priceFreight(withSurcharges, gothenburgToStockholm, 300, goods([pallets(1, { unNumber: 'UN1203' })]));
    expect(dangerous.surcharges.map((line) => line.label)).toEqual(['Dangerous goods', 'Road tax']);
  });

  it('adds the tail-lift fee only when tail-lift is asked for', () => {
    const price = priceFreight(withSurcharges, gothenburgToStockholm, 300, goods([pallets(1)], ['tail_lift']));
    expect(price.surcharges).toContainEqual({ type: 'Other', label: 'Tail-lift delivery', amount: sek(350) });
  });

  it('charges per kg on the chargeable weight, rounded to the öre', () => {
    const price = priceFreight(withSurcharges, gothenburgToStockholm, 301, plainGoods);
    expect(price.surcharges).toEqual([{ type: 'Road tax', label: 'Road tax', amount: money(753, 'SEK') }]);
  });

  it('adds an outer-area fee for deliveries into the zone, not for pickups from it', () => {
    const into = priceFreight(withSurcharges, gothenburgToNorth, 100, plainGoods);
    expect(into.surcharges.map((line) => line.type)).toContain('Outer area');
    const from = priceFreight(withSurcharges, northToGothenburg, 100, plainGoods);
    expect(from.surcharges.map((line) => line.type)).not.toContain('Outer area');
  });

  it('charges a per-package non-stackable fee for the non-stackable packages only', () => {
    const handling: Surcharge = { type: 'Other', label: 'Non-stackable', amount: 5_000, per: 'package', when: { kind: 'non_stackable' } };
    const mixed = goods([pallets(2, { stackable: false }), pallets(3)]);
    const price = priceFreight(list({ surcharges: [handling] }), gothenburgToStockholm, 800, mixed);
    expect(price.surcharges).toEqual([{ type: 'Other', label: 'Non-stackable', amount: sek(100) }]);
  });

  it('charges a per-kg dangerous-goods fee on the dangerous goods’ weight', () => {
    const adr: Surcharge = { type: 'Other', label: 'ADR', amount: 50, per: 'kg', when: { kind: 'dangerous_goods' } };
    const mixed = goods([pallets(1, { weightKg: 120, dangerousGoods: true }), pallets(4)]);
    const price = priceFreight(list({ surcharges: [adr] }), gothenburgToStockholm, 800, mixed);
    expect(price.surcharges[0]?.amount).toEqual(sek(60));
  });
});

describe('priceFreight: fuel surcharge', () => {
  it('charges fuel on freight and surcharges, leaving out those not subject to fuel', () => {
    const withFuel = list({ fuelSurchargePercent: 8.7, surcharges: [tailLift, roadTax] });
    const price = priceFreight(withFuel, gothenburgToStockholm, 300, goods([pallets(3)], ['tail_lift']));
    // 8.7 % of 1200 + 350 SEK; road tax 7.50 SEK stays out.
    expect(price.fuelSurcharge).toEqual(money(13_485, 'SEK'));
    expect(price.total).toEqual(money(120_000 + 35_000 + 750 + 13_485, 'SEK'));
  });

  it('charges fuel on the minimum charge, not on the lower tariff price', () => {
    const price = priceFreight(list({ fuelSurchargePercent: 10 }), gothenburgToStockholm, 60, plainGoods);
    expect(price.fuelSurcharge).toEqual(sek(50));
    expect(price.total).toEqual(sek(550));
  });

  it('rounds the fuel surcharge to the nearest öre, halves up', () => {
    const flat: Lane = { originZone: 'SE-GBG', destinationZone: 'SE-STO', weightBreaks: [{ upToKg: 10, pricePerConsignment: 1_500 }] };
    const price = priceFreight(list({ minimumCharge: null, fuelSurchargePercent: 8.7 }), flat, 5, plainGoods);
    expect(price.fuelSurcharge).toEqual(money(131, 'SEK'));
  });
});
