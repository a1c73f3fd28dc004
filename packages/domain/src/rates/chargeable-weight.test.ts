import { describe, expect, it } from 'vitest';
import { chargeableWeight, type ServiceFactors } from './chargeable-weight';
import { type GoodsLine } from './goods';

/** Swedish domestic groupage: 280 kg per m³, 1850 kg per loading metre. */
const groupage: ServiceFactors = { kgPerM3: 280, kgPerLdm: 1850 };

const parcels: GoodsLine = {
  quantity: 4,
  packageType: 'parcel',
  weightKg: 5,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 50,
  stackable: true,
};

const eurPallets = (quantity: number, weightKg: number, stackable: boolean, heightCm = 100): GoodsLine => ({
  quantity,
  packageType: 'eur_pallet',
  weightKg,
  heightCm,
  stackable,
});

describe('chargeableWeight', () => {
  it('charges heavy, compact goods on their actual weight', () => {
    const weight = chargeableWeight([eurPallets(1, 900, true, 80)], groupage);
    expect(weight).toMatchObject({ actualKg: 900, volumeKg: 215.04, loadingMetreKg: 740, basis: 'actual', kg: 900 });
  });

  it('charges light, bulky parcels on their volume', () => {
    const weight = chargeableWeight([parcels], { kgPerM3: 333, kgPerLdm: 1850, roundingStepKg: 1 });
    expect(weight).toMatchObject({ actualKg: 20, basis: 'volume', unroundedKg: 159.84, kg: 160 });
  });

  it('doubles the chargeable weight of two pallets when they may not be stacked', () => {
    expect(chargeableWeight([eurPallets(2, 150, true)], groupage)).toMatchObject({ basis: 'loading_metres', kg: 740 });
    expect(chargeableWeight([eurPallets(2, 150, false)], groupage)).toMatchObject({ basis: 'loading_metres', kg: 1480 });
  });

  it('charges on pallet places when the service prices by place', () => {
    const finPallets: GoodsLine = { quantity: 2, packageType: 'fin_pallet', weightKg: 100, heightCm: 100, stackable: false };
    const weight = chargeableWeight([finPallets], { kgPerM3: 280, kgPerPalletPlace: 300 });
    expect(weight).toMatchObject({ volumeKg: 672, loadingMetreKg: null, palletPlaceKg: 750, basis: 'pallet_places', kg: 750 });
  });

  it('rounds up to the service’s step', () => {
    const kg = (roundingStepKg: number) => chargeableWeight([parcels], { kgPerM3: 333, roundingStepKg }).kg;
    expect(kg(10)).toBe(160);
    expect(kg(100)).toBe(200);
    expect(kg(0.5)).toBe(160);
  });

  it('does not add a step to a weight already on it', () => {
    expect(chargeableWeight([eurPallets(1, 150, false)], { ...groupage, roundingStepKg: 10 }).kg).toBe(740);
  });

  it('leaves out measures the service does not charge on', () => {
    const weight = chargeableWeight([eurPallets(3, 100, false)], { kgPerM3: 250 });
    expect(weight).toMatchObject({ loadingMetreKg: null, palletPlaceKg: null, basis: 'volume', kg: 720 });
  });

  it('lets the actual weight win a tie', () => {
    expect(chargeableWeight([eurPallets(1, 740, false)], groupage).basis).toBe('actual');
  });

  describe('floor space', () => {
    /** Swedish and Norwegian groupage: 280 kg per m³, 1950 kg per loading metre, 10 kg steps. */
    const swedishGroupage: ServiceFactors = { kgPerM3: 280, kgPerLdm: 1950, roundingStepKg: 10 };
    const stackablePallet = eurPallets(1, 300, true, 150);

    it('charges a stackable EUR pallet its floor space when the service charges all goods so', () => {
      expect(chargeableWeight([stackablePallet], swedishGroupage)).toMatchObject({ basis: 'loading_metres', kg: 780 });
    });

    it('charges a stackable EUR pallet on volume when floor space is for non-stackable goods only', () => {
      const weight = chargeableWeight([stackablePallet], { ...swedishGroupage, floorSpace: { chargedFor: 'non_stackable' } });
      expect(weight).toMatchObject({ volumeKg: 403.2, loadingMetreKg: 0, basis: 'volume', unroundedKg: 403.2, kg: 410 });
    });

    it('still charges floor space for non-stackable goods and for stackable goods above the height', () => {
      const rule = (stackableAboveHeightCm: number | null): ServiceFactors => ({
        ...swedishGroupage,
        floorSpace: { chargedFor: 'non_stackable', stackableAboveHeightCm },
      });
      expect(chargeableWeight([eurPallets(1, 300, false, 150)], rule(null)).kg).toBe(780);
      expect(chargeableWeight([stackablePallet], rule(140)).kg).toBe(780);
      expect(chargeableWeight([stackablePallet], rule(150)).kg).toBe(410);
    });

    it('keeps the floor space of stackable goods whose volume is unknown', () => {
      const rule: ServiceFactors = { ...swedishGroupage, floorSpace: { chargedFor: 'non_stackable' } };
      const unmeasured: GoodsLine = { quantity: 1, packageType: 'eur_pallet', weightKg: 300, stackable: true };
      expect(chargeableWeight([unmeasured], rule)).toMatchObject({ basis: 'loading_metres', kg: 780 });
      expect(chargeableWeight([{ ...unmeasured, volumeM3: 1.44 }], rule)).toMatchObject({ basis: 'volume', kg: 410 });
    });
  });

  describe('rounding bands', () => {
    /** ColliCare: 10 kg steps up to 2,500 kg, 100 kg steps above. */
    const colliCare: ServiceFactors = {
      roundingStepKg: 1,
      roundingBands: [
        { upToKg: 2500, stepKg: 10 },
        { upToKg: null, stepKg: 100 },
      ],
    };
    const kg = (weightKg: number) => chargeableWeight([eurPallets(1, weightKg, false)], colliCare).kg;

    it('rounds each weight to the step of its band', () => {
      expect(kg(2431)).toBe(2440);
      expect(kg(2500)).toBe(2500);
      expect(kg(2501)).toBe(2600);
      expect(kg(12)).toBe(20);
    });

    it('expresses a single step as one open band', () => {
      expect(chargeableWeight([parcels], { kgPerM3: 333, roundingBands: [{ upToKg: null, stepKg: 100 }] }).kg).toBe(200);
    });
  });
});

describe('chargeableWeight of one consignment for many services', () => {
  it('gives each service the weight its own factors make, asked in any order and again', () => {
    const lines = [eurPallets(2, 100, true, 120)];
    const light: ServiceFactors = { kgPerM3: 150 };
    const heavy: ServiceFactors = { kgPerM3: 333, roundingStepKg: 10 };
    for (let round = 0; round < 2; round += 1) {
      expect(chargeableWeight(lines, heavy)).toMatchObject({ basis: 'volume', kg: 770 });
      expect(chargeableWeight(lines, light)).toMatchObject({ basis: 'volume', kg: 345.6 });
      expect(chargeableWeight(lines, groupage).basis).toBe('loading_metres');
      expect(chargeableWeight([eurPallets(2, 400, true, 120)], light)).toMatchObject({ basis: 'actual', kg: 800 });
    }
  });
});
