import { describe, expect, it } from 'vitest';
import { actualWeightKg, isDangerousGoods, loadingMetres, palletPlaces, volumeM3, type GoodsLine } from './goods';

const eurPallet = (overrides: Partial<GoodsLine> = {}): GoodsLine => ({
  quantity: 1,
  packageType: 'eur_pallet',
  weightKg: 200,
  heightCm: 100,
  stackable: true,
  ...overrides,
});

describe('actualWeightKg', () => {
  it('multiplies the weight per package by the number of packages', () => {
    expect(actualWeightKg([eurPallet({ quantity: 3 }), eurPallet({ weightKg: 12.5 })])).toBe(612.5);
  });
});

describe('loadingMetres', () => {
  it('gives a EUR pallet 0.4 and a FIN pallet 0.5 loading metres from their standard footprints', () => {
    expect(loadingMetres([eurPallet()])).toBe(0.4);
    expect(loadingMetres([eurPallet({ packageType: 'fin_pallet' })])).toBe(0.5);
  });

  it('stacks stackable pallets two high', () => {
    expect(loadingMetres([eurPallet({ quantity: 3 })])).toBe(0.8);
  });

  it('counts every non-stackable pallet in full', () => {
    expect(loadingMetres([eurPallet({ quantity: 3, stackable: false })])).toBe(1.2);
  });

  it('does not stack pallets too high to fit two under the roof', () => {
    expect(loadingMetres([eurPallet({ quantity: 2, heightCm: 150 })])).toBe(0.8);
    expect(loadingMetres([eurPallet({ quantity: 3 })], { maxTiers: 3, loadHeightCm: 300 })).toBe(0.4);
  });

  it('uses the measured footprint of an overhanging load', () => {
    expect(loadingMetres([eurPallet({ lengthCm: 130, widthCm: 90 })])).toBe(0.4875);
  });

  it('gives stackable parcels no floor space but counts a non-stackable one', () => {
    const parcel: GoodsLine = {
      quantity: 10,
      packageType: 'parcel',
      weightKg: 5,
      lengthCm: 60,
      widthCm: 40,
      heightCm: 40,
      stackable: true,
    };
    expect(loadingMetres([parcel])).toBe(0);
    expect(loadingMetres([{ ...parcel, quantity: 1, stackable: false }])).toBe(0.1);
  });

  it('takes stated loading metres when they exceed the measured ones, never fewer', () => {
    expect(loadingMetres([eurPallet({ loadingMetres: 1 })])).toBe(1);
    expect(loadingMetres([eurPallet({ loadingMetres: 0.2 })])).toBe(0.4);
  });
});

describe('palletPlaces', () => {
  it('counts places in EUR-pallet footprints', () => {
    const place = (packageType: GoodsLine['packageType']) => palletPlaces([eurPallet({ packageType, stackable: false })]);
    expect(place('eur_pallet')).toBe(1);
    expect(place('fin_pallet')).toBe(1.25);
    expect(place('half_pallet')).toBe(0.5);
    expect(place('quarter_pallet')).toBe(0.25);
  });

  it('rounds an odd footprint up to the next quarter place', () => {
    expect(palletPlaces([{ quantity: 1, packageType: 'other', weightKg: 80, lengthCm: 100, widthCm: 100, stackable: false }])).toBe(1.25);
  });

  it('lets two stacked pallets share a place', () => {
    expect(palletPlaces([eurPallet({ quantity: 2 })])).toBe(1);
    expect(palletPlaces([eurPallet({ quantity: 2, stackable: false })])).toBe(2);
  });
});

describe('volumeM3', () => {
  it('adds up the packages’ volumes', () => {
    expect(volumeM3([eurPallet({ quantity: 2 })])).toBe(1.92);
  });

  it('takes the stated volume when the dimensions are missing or show less', () => {
    expect(volumeM3([{ quantity: 4, packageType: 'parcel', weightKg: 3, stackable: true, volumeM3: 0.3 }])).toBe(0.3);
    expect(volumeM3([eurPallet({ volumeM3: 2 })])).toBe(2);
    expect(volumeM3([{ quantity: 4, packageType: 'parcel', weightKg: 3, stackable: true }])).toBe(0);
  });
});

describe('isDangerousGoods', () => {
  it('treats a line with a UN number as dangerous goods', () => {
    expect(isDangerousGoods(eurPallet({ unNumber: 'UN1203' }))).toBe(true);
    expect(isDangerousGoods(eurPallet({ dangerousGoods: true }))).toBe(true);
    expect(isDangerousGoods(eurPallet({ unNumber: ' ' }))).toBe(false);
  });
});
