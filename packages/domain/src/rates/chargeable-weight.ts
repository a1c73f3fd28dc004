import { roundUpToStep } from './decimal';
import {
  actualWeightKg,
  DEFAULT_STACKING,
  loadingMetres,
  palletPlaces,
  volumeM3,
  type GoodsLine,
  type Stacking,
} from './goods';

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
  kg: number;
}

/** Weights to the gram, which also drops float tails such as 740.0000000000001. */
const toGram = (kg: number) => Math.round(kg * 1000) / 1000;

const weighed = (measure: number, factor: number | null | undefined): number | null =>
  factor && factor > 0 ? toGram(measure * factor) : null;

/**
 * The chargeable weight: the highest of the actual weight, volume × kg/m³, loading metres × kg/ldm
 * and pallet places × kg/place, rounded up to the service's step. Non-stackable goods reach it
 * through loading metres and pallet places, where each of their packages takes a floor position
 * of its own.
 */
export function chargeableWeight(lines: readonly GoodsLine[], factors: ServiceFactors): ChargeableWeight {
  const stacking = factors.stacking ?? DEFAULT_STACKING;
  const actualKg = toGram(actualWeightKg(lines));
  const candidates: Record<Exclude<ChargeableBasis, 'actual'>, number | null> = {
    volume: weighed(volumeM3(lines), factors.kgPerM3),
    loading_metres: weighed(loadingMetres(lines, stacking), factors.kgPerLdm),
    pallet_places: weighed(palletPlaces(lines, stacking), factors.kgPerPalletPlace),
  };
  let basis: ChargeableBasis = 'actual';
  let unroundedKg = actualKg;
  for (const [candidate, kg] of Object.entries(candidates) as [ChargeableBasis, number | null][]) {
    if (kg !== null && kg > unroundedKg) {
      basis = candidate;
      unroundedKg = kg;
    }
  }
  return {
    actualKg,
    volumeKg: candidates.volume,
    loadingMetreKg: candidates.loading_metres,
    palletPlaceKg: candidates.pallet_places,
    basis,
    unroundedKg,
    kg: factors.roundingStepKg ? roundUpToStep(unroundedKg, factors.roundingStepKg) : unroundedKg,
  };
}
