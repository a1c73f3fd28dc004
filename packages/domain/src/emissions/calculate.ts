import type {
  EmissionMode,
  HubType,
  TEmissionsCalculation,
  TEmissionsFactorUsed,
  TEmissionsHubResult,
  TEmissionsLegResult,
} from '@freight/contracts';
import { roundedProduct, roundedSumOfProducts } from '../rates/decimal';
import { legDistance, type LatLon } from './distance';
import type { LocatedPlace } from './gazetteer';
import { distanceAdjustment, findFuelFactor, findHubFactor, findLegFactor, type EmissionFactorSet } from './factors';

/** The first set, in order of preference, that has a factor for an element, with that factor. */
function firstFound<T>(
  sets: readonly EmissionFactorSet[],
  find: (set: EmissionFactorSet) => T | null,
): { set: EmissionFactorSet; factor: T } | null {
  for (const set of sets) {
    const factor = find(set);
    if (factor) return { set, factor };
  }
  return null;
}

/**
 * The emissions of a transport chain (ISO 14083): each leg's transport activity in tonne-km
 * times an intensity, each hub's tonnes handled times an intensity, WTW and TTW apart. Figures are
 * whole grams and whole kg·km inside, each rounded once from exact decimals, so the totals are
 * the sums of the figures shown and a reviewer can redo every one with pen and paper.
 */

export interface ChainLeg {
  mode: EmissionMode;
  mass_kg: number;
  /** On the mode's basis (SFD, great circle for air); without it the places give it. */
  distance_km?: number;
  from?: LatLon | LocatedPlace;
  to?: LatLon | LocatedPlace;
  vehicle_class?: string;
  fuel?: string;
  region?: string;
  /** WTW g CO2e per tonne-km of the leg's distance basis, overriding the factor set. */
  intensity_g_per_tkm?: number;
  /** Fuel burnt on the leg by the whole vehicle, as the carrier reports it. */
  fuel_used?: { quantity: number; unit: 'litre' | 'kg'; fuel: string };
  /** Everything the vehicle carried, when its fuel is shared among consignments by mass. */
  vehicle_load_kg?: number;
}

export interface ChainHub {
  mass_kg: number;
  type?: HubType;
  region?: string;
  /** WTW kg CO2e per tonne handled, overriding the factor set. */
  intensity_kg_per_t?: number;
}

export interface TransportChain {
  legs: readonly ChainLeg[];
  hubs: readonly ChainHub[];
}

/** A message key of the interface texts, at the input field it is about. */
export interface ChainError {
  path: (string | number)[];
  key: string;
}

export type ChainOutcome = { ok: true; result: TEmissionsCalculation } | { ok: false; errors: ChainError[] };

interface Grams {
  wtw: number;
  ttw: number | null;
}

const kg = (grams: number) => grams / 1000;

function placeOf(place: LatLon | LocatedPlace | undefined, measured: boolean): LocatedPlace | null {
  if (!place || !measured) return null;
  return 'kind' in place ? place : { kind: 'point', name: null, lat: place.lat, lon: place.lon };
}
const wttKg = (grams: Grams) => (grams.ttw === null ? null : kg(grams.wtw - grams.ttw));

function fromSet(
  set: EmissionFactorSet,
  label: string,
): Pick<TEmissionsFactorUsed, 'label' | 'set_name' | 'set_version' | 'source' | 'licence'> {
  return { label, set_name: set.name, set_version: set.version, source: set.citation, licence: set.licence };
}

const GIVEN = { kind: 'given', label: null, set_name: null, set_version: null, source: null, licence: null, ttw: null } as const;

function calculateLeg(
  leg: ChainLeg,
  index: number,
  sets: readonly EmissionFactorSet[],
  errors: ChainError[],
): (TEmissionsLegResult & { kgkm: number; grams: Grams }) | null {
  const at = (field: string) => ['legs', index, field];
  const distance = legDistance(leg.mode, leg.distance_km, leg.from, leg.to);
  if (!distance) {
    errors.push({ path: at('distance_km'), key: 'validation.emissions_no_distance' });
    return null;
  }
  if (leg.fuel_used && leg.intensity_g_per_tkm !== undefined) {
    errors.push({ path: at('intensity_g_per_tkm'), key: 'validation.emissions_intensity_or_fuel' });
    return null;
  }
  const kgkm = roundedProduct([leg.mass_kg, distance.km]);
  const measured = distance.method !== 'given';
  const base = {
    mode: leg.mode,
    mass_kg: leg.mass_kg,
    from: placeOf(leg.from, measured),
    to: placeOf(leg.to, measured),
    distance_km: distance.km,
    distance_basis: distance.basis,
    distance_method: distance.method,
    detour_factor: distance.detour_factor,
  };
  let grams: Grams;
  let factor: TEmissionsFactorUsed;
  let adjustment: TEmissionsLegResult['distance_adjustment'] = null;
  let share: number | null = null;

  if (leg.fuel_used) {
    const used = leg.fuel_used;
    const found = firstFound(sets, (set) => findFuelFactor(set, used.fuel, used.unit));
    if (!found) {
      errors.push({ path: at('fuel'), key: 'validation.emissions_unknown_fuel' });
      return null;
    }
    const { set, factor: fuelFactor } = found;
    const load = leg.vehicle_load_kg ?? leg.mass_kg;
    if (load < leg.mass_kg) {
      errors.push({ path: at('vehicle_load_kg'), key: 'validation.emissions_load_below_mass' });
      return null;
    }
    // Mass allocation: these goods bear their share of everything the vehicle carried.
    const ofFuel = (perUnit: number) => roundedProduct([used.quantity, perUnit, 1000, leg.mass_kg], [load]);
    grams = { wtw: ofFuel(fuelFactor.wtw), ttw: ofFuel(fuelFactor.ttw) };
    share = roundedProduct([leg.mass_kg, 1_000_000], [load]) / 1_000_000;
    factor = {
      kind: 'fuel',
      ...fromSet(set, fuelFactor.label),
      wtw: fuelFactor.wtw,
      ttw: fuelFactor.ttw,
      unit: fuelFactor.unit === 'litre' ? 'kg_per_litre' : 'kg_per_kg',
      distance_basis: null,
      data_quality: 'primary',
    };
  } else if (leg.intensity_g_per_tkm !== undefined) {
    grams = { wtw: roundedProduct([leg.mass_kg, distance.km, leg.intensity_g_per_tkm], [1000]), ttw: null };
    factor = { ...GIVEN, wtw: leg.intensity_g_per_tkm, unit: 'g_per_tkm', distance_basis: distance.basis, data_quality: 'primary' };
  } else {
    const found = firstFound(sets, (set) => findLegFactor(set, leg));
    if (!found) {
      errors.push({ path: at(leg.vehicle_class ? 'vehicle_class' : 'mode'), key: 'validation.emissions_no_factor' });
      return null;
    }
    const { set, factor: legFactor } = found;
    const applied = distanceAdjustment(leg.mode, legFactor.distance_basis);
    adjustment = applied;
    const ofIntensity = (intensity: number) => {
      if (applied?.kind === 'multiply') return roundedProduct([leg.mass_kg, distance.km, applied.value, intensity], [1000]);
      if (applied?.kind === 'add_km')
        return roundedSumOfProducts(
          [
            [leg.mass_kg, distance.km, intensity],
            [leg.mass_kg, applied.value, intensity],
          ],
          [1000],
        );
      return roundedProduct([leg.mass_kg, distance.km, intensity], [1000]);
    };
    grams = { wtw: ofIntensity(legFactor.wtw), ttw: ofIntensity(legFactor.ttw) };
    factor = {
      kind: 'factor_set',
      ...fromSet(set, legFactor.label),
      wtw: legFactor.wtw,
      ttw: legFactor.ttw,
      unit: 'g_per_tkm',
      distance_basis: legFactor.distance_basis,
      data_quality: set.data_quality,
    };
  }
  return {
    ...base,
    distance_adjustment: adjustment,
    tkm: kgkm / 1000,
    allocation_share: share,
    co2e_wtw_kg: kg(grams.wtw),
    co2e_ttw_kg: grams.ttw === null ? null : kg(grams.ttw),
    co2e_wtt_kg: wttKg(grams),
    intensity_g_per_tkm: kgkm > 0 ? roundedProduct([grams.wtw, 1000, 100], [kgkm]) / 100 : 0,
    factor,
    kgkm,
    grams,
  };
}

function calculateHub(
  hub: ChainHub,
  index: number,
  sets: readonly EmissionFactorSet[],
  errors: ChainError[],
): (TEmissionsHubResult & { grams: Grams }) | null {
  let grams: Grams;
  let factor: TEmissionsFactorUsed;
  // kg handled × kg CO2e per tonne is grams CO2e.
  if (hub.intensity_kg_per_t !== undefined) {
    grams = { wtw: roundedProduct([hub.mass_kg, hub.intensity_kg_per_t]), ttw: null };
    factor = { ...GIVEN, wtw: hub.intensity_kg_per_t, unit: 'kg_per_t', distance_basis: null, data_quality: 'primary' };
  } else {
    const found = firstFound(sets, (set) => findHubFactor(set, hub.type ?? null, hub.region));
    if (!found) {
      errors.push({ path: ['hubs', index, 'intensity_kg_per_t'], key: 'validation.emissions_no_hub_factor' });
      return null;
    }
    const { set, factor: hubFactor } = found;
    grams = { wtw: roundedProduct([hub.mass_kg, hubFactor.wtw]), ttw: roundedProduct([hub.mass_kg, hubFactor.ttw]) };
    factor = {
      kind: 'factor_set',
      ...fromSet(set, hubFactor.label),
      wtw: hubFactor.wtw,
      ttw: hubFactor.ttw,
      unit: 'kg_per_t',
      distance_basis: null,
      data_quality: set.data_quality,
    };
  }
  return {
    type: hub.type ?? null,
    mass_kg: hub.mass_kg,
    co2e_wtw_kg: kg(grams.wtw),
    co2e_ttw_kg: grams.ttw === null ? null : kg(grams.ttw),
    co2e_wtt_kg: wttKg(grams),
    factor,
    grams,
  };
}

/**
 * Every leg and hub of the chain with its figures and their sources, or every input it cannot
 * compute. Several sets are tried in the order given (see rankFactorSets).
 */
export function calculateTransportChain(chain: TransportChain, sets: readonly EmissionFactorSet[]): ChainOutcome {
  const errors: ChainError[] = [];
  const legs = chain.legs.map((leg, index) => calculateLeg(leg, index, sets, errors));
  const hubs = chain.hubs.map((hub, index) => calculateHub(hub, index, sets, errors));
  if (errors.length > 0) return { ok: false, errors };

  const computedLegs = legs.filter((leg) => leg !== null);
  const computedHubs = hubs.filter((hub) => hub !== null);
  const elements = [...computedLegs, ...computedHubs].map((element) => element.grams);
  const wtw = elements.reduce((sum, grams) => sum + grams.wtw, 0);
  const ttw = elements.some((grams) => grams.ttw === null) ? null : elements.reduce((sum, grams) => sum + grams.ttw!, 0);
  const kgkm = computedLegs.reduce((sum, leg) => sum + leg.kgkm, 0);
  const legWtw = computedLegs.reduce((sum, leg) => sum + leg.grams.wtw, 0);
  return {
    ok: true,
    result: {
      legs: computedLegs.map(({ kgkm: _kgkm, grams: _grams, ...leg }) => leg),
      hubs: computedHubs.map(({ grams: _grams, ...hub }) => hub),
      totals: {
        co2e_wtw_kg: kg(wtw),
        co2e_ttw_kg: ttw === null ? null : kg(ttw),
        co2e_wtt_kg: ttw === null ? null : kg(wtw - ttw),
        tkm: kgkm / 1000,
        intensity_g_per_tkm: kgkm > 0 ? roundedProduct([legWtw, 1000, 100], [kgkm]) / 100 : null,
      },
    },
  };
}
