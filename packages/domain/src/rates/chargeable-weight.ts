import { type FloorSpaceChargedFor } from '@freight/contracts';
import { roundUpToStep } from './decimal';
import { actualWeightKg, DEFAULT_STACKING, loadingMetres, palletPlaces, volumeM3, type GoodsLine, type Stacking } from './goods';

export interface FloorSpaceRule {
  chargedFor: FloorSpaceChargedFor;
  /** With 'non_stackable': a package taller than this (cm) is charged floor space even when stackable. */
  stackableAboveHeightCm?: number | null;
}

export const DEFAULT_FLOOR_SPACE_RULE: FloorSpaceRule = { chargedFor: 'all_goods' };

/** Weights up to `upToKg` (inclusive) round up to `stepKg`; the last band has no upper bound. */
export interface RoundingBand {
  upToKg: number | null;
  stepKg: number;
}

/**
 * How a carrier service turns space into weight. A factor left out means the service does not
 * charge on that measure (a parcel service has no loading-metre rule).
 */
export interface ServiceFactors {
  kgPerM3?: number | null;
  kgPerLdm?: number | null;
  kgPerPalletPlace?: number | null;
  /** The chargeable weight is rounded up to a multiple of this (1, 10, 100 kg); none when absent. */
  roundingStepKg?: number | null;
  /** Steps by weight (10 kg below 2,500 kg, 100 kg above); when given they replace `roundingStepKg`. */
  roundingBands?: readonly RoundingBand[] | null;
  floorSpace?: FloorSpaceRule;
  stacking?: Stacking;
}

export type ChargeableBasis = 'actual' | 'volume' | 'loading_metres' | 'pallet_places';

/** Each candidate weight (null when the service has no such factor) and the one charged. */
export interface ChargeableWeight {
  actualKg: number;
  volumeKg: number | null;
  loadingMetreKg: number | null;
  palletPlaceKg: number | null;
  /** The measure that decided the weight; the actual weight wins a tie. */
  basis: ChargeableBasis;
  /** The chargeable weight before rounding, shown so a shipper can check the rounding. */
  unroundedKg: number;
  /** The step it was rounded up to, from the band it fell in; null when not rounded. */
  roundingStepKg: number | null;
  /** Whose floor space was charged, so a stackable pallet charged on volume is explained. */
  floorSpaceChargedFor: FloorSpaceChargedFor;
  kg: number;
}

/** Weights to the gram, which also drops float tails such as 740.0000000000001. */
const toGram = (kg: number) => Math.round(kg * 1000) / 1000;

const weighed = (measure: number, factor: number | null | undefined): number | null =>
  factor && factor > 0 ? toGram(measure * factor) : null;

const known = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/**
 * The goods a service charges floor space for under its rule. Stackable goods whose volume is
 * unknown (no height, no stated volume) keep their floor space: they cannot be charged on volume.
 */
export function floorSpaceLines(lines: readonly GoodsLine[], rule: FloorSpaceRule = DEFAULT_FLOOR_SPACE_RULE): readonly GoodsLine[] {
  if (rule.chargedFor === 'all_goods') return lines;
  const above = rule.stackableAboveHeightCm;
  return lines.filter((line) => {
    if (!line.stackable) return true;
    if (!known(line.heightCm)) return !known(line.volumeM3);
    return known(above) && line.heightCm > above;
  });
}

/** The step of the band the weight falls in; a weight above every bounded band takes the last one. */
export function roundingStepFor(kg: number, factors: Pick<ServiceFactors, 'roundingStepKg' | 'roundingBands'>): number | null {
  const bands = factors.roundingBands;
  if (!bands?.length) return factors.roundingStepKg || null;
  return (bands.find((band) => band.upToKg === null || kg <= band.upToKg) ?? bands[bands.length - 1]!).stepKg;
}

/**
 * The chargeable weight: the highest of the actual weight, volume × kg/m³, loading metres × kg/ldm
 * and pallet places × kg/place (over the goods the service charges floor space for), rounded up
 * to the step of the service's band. Non-stackable goods reach it through loading metres and
 * pallet places, where each of their packages takes a floor position of its own.
 */
export function chargeableWeight(lines: readonly GoodsLine[], factors: ServiceFactors): Readonly<ChargeableWeight> {
  // A quote weighs the goods for a service twice, to check its tariff reaches and to price it, and
  // most of its services weigh alike: each set of factors is weighed once per consignment.
  let byFactors = weighings.get(lines);
  if (!byFactors) {
    byFactors = new Map();
    weighings.set(lines, byFactors);
  }
  const key = factorsKey(factors);
  let weight = byFactors.get(key);
  if (!weight) {
    weight = Object.freeze(weigh(lines, factors));
    byFactors.set(key, weight);
  }
  return weight;
}

const weighings = new WeakMap<readonly GoodsLine[], Map<string, Readonly<ChargeableWeight>>>();
const factorsKeys = new WeakMap<ServiceFactors, string>();

/** Everything of the factors that weighing reads, as one text; two services with the same weigh the same. */
function factorsKey(factors: ServiceFactors): string {
  let key = factorsKeys.get(factors);
  if (key === undefined) {
    const { kgPerM3, kgPerLdm, kgPerPalletPlace, roundingStepKg, roundingBands, floorSpace, stacking } = factors;
    key = JSON.stringify([
      kgPerM3,
      kgPerLdm,
      kgPerPalletPlace,
      roundingStepKg,
      roundingBands?.map((band) => [band.upToKg, band.stepKg]),
      floorSpace && [floorSpace.chargedFor, floorSpace.stackableAboveHeightCm],
      stacking && [stacking.maxTiers, stacking.loadHeightCm],
    ]);
    factorsKeys.set(factors, key);
  }
  return key;
}

function weigh(lines: readonly GoodsLine[], factors: ServiceFactors): ChargeableWeight {
  const stacking = factors.stacking ?? DEFAULT_STACKING;
  const actualKg = toGram(actualWeightKg(lines));
  const onFloor = floorSpaceLines(lines, factors.floorSpace);
  const candidates: Record<Exclude<ChargeableBasis, 'actual'>, number | null> = {
    volume: weighed(volumeM3(lines), factors.kgPerM3),
    loading_metres: weighed(loadingMetres(onFloor, stacking), factors.kgPerLdm),
    pallet_places: weighed(palletPlaces(onFloor, stacking), factors.kgPerPalletPlace),
  };
  let basis: ChargeableBasis = 'actual';
  let unroundedKg = actualKg;
  for (const [candidate, kg] of Object.entries(candidates) as [ChargeableBasis, number | null][]) {
    if (kg !== null && kg > unroundedKg) {
      basis = candidate;
      unroundedKg = kg;
    }
  }
  const roundingStepKg = roundingStepFor(unroundedKg, factors);
  return {
    actualKg,
    volumeKg: candidates.volume,
    loadingMetreKg: candidates.loading_metres,
    palletPlaceKg: candidates.pallet_places,
    basis,
    unroundedKg,
    roundingStepKg,
    floorSpaceChargedFor: (factors.floorSpace ?? DEFAULT_FLOOR_SPACE_RULE).chargedFor,
    kg: roundingStepKg ? roundUpToStep(unroundedKg, roundingStepKg) : unroundedKg,
  };
}
