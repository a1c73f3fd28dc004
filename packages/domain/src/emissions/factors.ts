import type { DataQuality, DistanceBasis, EmissionMode, HubType } from '@freight/contracts';

/**
 * Emission factor sets. A set is one publication's figures (a year of UK DESNZ, a carrier's
 * primary data) under one version; a figure that leaves a dimension empty (vehicle class, fuel,
 * region) is the average over it. WTW and TTW are both kept: WTT is their difference.
 */

/** g CO2e per tonne-km of its distance basis. */
export interface LegFactor {
  kind: 'leg';
  label: string;
  mode: EmissionMode;
  vehicle_class: string | null;
  fuel: string | null;
  region: string | null;
  wtw: number;
  ttw: number;
  distance_basis: DistanceBasis;
}

/** kg CO2e per tonne handled. */
export interface HubFactor {
  kind: 'hub';
  label: string;
  hub_type: HubType | null;
  region: string | null;
  wtw: number;
  ttw: number;
}

/** kg CO2e per litre or kg of fuel burnt. */
export interface FuelFactor {
  kind: 'fuel';
  label: string;
  fuel: string;
  unit: 'litre' | 'kg';
  wtw: number;
  ttw: number;
}

export type EmissionFactor = LegFactor | HubFactor | FuelFactor;

export interface EmissionFactorSet {
  /** An organization's own set, or one the platform ships for everybody. */
  scope: 'organization' | 'platform';
  name: string;
  version: string;
  source: string;
  citation: string;
  licence: string;
  data_quality: DataQuality;
  valid_from: string;
  valid_to: string | null;
  factors: readonly EmissionFactor[];
  /** Why the set applies to the shipment at hand; without it, the organization's or the platform's default. */
  reach?: FactorSetReach;
}

const QUALITY_RANK: Record<DataQuality, number> = { primary: 0, modelled: 1, default: 2 };

/**
 * Why a set applies to a shipment, most specific first: it is mapped to the shipment's carrier
 * service, to its carrier, it is the organization's default, or the platform's.
 */
export const FACTOR_SET_REACHES = ['carrier_service', 'carrier', 'organization', 'platform'] as const;
export type FactorSetReach = (typeof FACTOR_SET_REACHES)[number];

const reachOf = (set: EmissionFactorSet): FactorSetReach => set.reach ?? (set.scope === 'organization' ? 'organization' : 'platform');

/**
 * The sets that apply on a day, best first (ISO 14083): primary data beats modelled, modelled
 * beats default; at equal quality the most specific set wins (carrier service, carrier, the
 * organization's default, the platform's) and then a newer edition an older one. An element
 * takes its factor from the first set that has one for it.
 */
export function rankFactorSets(sets: readonly EmissionFactorSet[], onDay: string): EmissionFactorSet[] {
  return sets
    .filter((set) => set.valid_from <= onDay && (set.valid_to === null || onDay <= set.valid_to))
    .sort(
      (a, b) =>
        QUALITY_RANK[a.data_quality] - QUALITY_RANK[b.data_quality] ||
        FACTOR_SET_REACHES.indexOf(reachOf(a)) - FACTOR_SET_REACHES.indexOf(reachOf(b)) ||
        b.valid_from.localeCompare(a.valid_from),
    );
}

/** A set an organization's calculations may draw on, with what makes it apply. */
export interface FactorSetCandidate {
  set: EmissionFactorSet;
  /** The organization's default (its own set) or the platform's (a platform set). */
  is_default: boolean;
  /** Carriers the organization mapped the set to, as a whole. */
  carrier_ids: readonly number[];
  carrier_service_ids: readonly number[];
}

export interface ShipmentCarrier {
  carrier_id: number | null;
  carrier_service_id: number | null;
}

/**
 * The sets for a shipment of a carrier and service, ranked (rankFactorSets): those mapped to its
 * service, to its carrier, the organization's default and the platform's default. A set that
 * applies for several reasons counts for its most specific.
 */
export function factorSetsForCarrier(
  candidates: readonly FactorSetCandidate[],
  carrier: ShipmentCarrier,
  onDay: string,
): EmissionFactorSet[] {
  const applying: EmissionFactorSet[] = [];
  for (const candidate of candidates) {
    const reach: FactorSetReach | null =
      carrier.carrier_service_id !== null && candidate.carrier_service_ids.includes(carrier.carrier_service_id)
        ? 'carrier_service'
        : carrier.carrier_id !== null && candidate.carrier_ids.includes(carrier.carrier_id)
          ? 'carrier'
          : candidate.is_default
            ? candidate.set.scope === 'organization'
              ? 'organization'
              : 'platform'
            : null;
    if (reach) applying.push({ ...candidate.set, reach });
  }
  return rankFactorSets(applying, onDay);
}

export interface LegFactorQuery {
  mode: EmissionMode;
  vehicle_class?: string | null;
  fuel?: string | null;
  region?: string | null;
}

/**
 * How well a factor's dimension fits what is asked: the same value fits best, an average (empty)
 * next; a different value never fits. An unasked dimension takes the average over a specific one.
 */
function fit(factorValue: string | null, asked: string | null | undefined): number | null {
  if (asked) {
    if (factorValue === null) return 1;
    return factorValue.toLowerCase() === asked.toLowerCase() ? 2 : null;
  }
  return factorValue === null ? 1 : 0;
}

function best<T>(candidates: readonly T[], score: (candidate: T) => number | null): T | null {
  let chosen: T | null = null;
  let chosenScore = -1;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value !== null && value > chosenScore) {
      chosen = candidate;
      chosenScore = value;
    }
  }
  return chosen;
}

/** The best-fitting leg factor of a set; vehicle class weighs most, then fuel, then region. */
export function findLegFactor(set: EmissionFactorSet, query: LegFactorQuery): LegFactor | null {
  const legs = set.factors.filter((factor): factor is LegFactor => factor.kind === 'leg' && factor.mode === query.mode);
  return best(legs, (factor) => {
    const scores = [fit(factor.vehicle_class, query.vehicle_class), fit(factor.fuel, query.fuel), fit(factor.region, query.region)];
    if (scores.some((score) => score === null)) return null;
    const [vehicle, fuel, region] = scores as number[];
    return vehicle! * 9 + fuel! * 3 + region!;
  });
}

export function findHubFactor(set: EmissionFactorSet, hubType: HubType | null, region?: string | null): HubFactor | null {
  const hubs = set.factors.filter((factor): factor is HubFactor => factor.kind === 'hub');
  return best(hubs, (factor) => {
    const type = fit(factor.hub_type, hubType);
    const place = fit(factor.region, region);
    return type === null || place === null ? null : type * 3 + place;
  });
}

export function findFuelFactor(set: EmissionFactorSet, fuel: string, unit: 'litre' | 'kg'): FuelFactor | null {
  return (
    set.factors.find(
      (factor): factor is FuelFactor => factor.kind === 'fuel' && factor.unit === unit && factor.fuel.toLowerCase() === fuel.toLowerCase(),
    ) ?? null
  );
}

/**
 * ISO 14083's distance adjustment from the shortest feasible (or great-circle) distance to the
 * distance actually travelled, as GLEC publishes it: road +5 %, sea +15 %, air +95 km. It applies
 * only to a factor per actual tonne-km; a factor per SFD or GCD tonne-km already holds it.
 */
export type DistanceAdjustment = { kind: 'multiply'; value: number } | { kind: 'add_km'; value: number };

export const DISTANCE_ADJUSTMENTS: Partial<Record<EmissionMode, DistanceAdjustment>> = {
  road: { kind: 'multiply', value: 1.05 },
  sea: { kind: 'multiply', value: 1.15 },
  air: { kind: 'add_km', value: 95 },
};

export function distanceAdjustment(mode: EmissionMode, factorBasis: DistanceBasis): DistanceAdjustment | null {
  return factorBasis === 'actual' ? (DISTANCE_ADJUSTMENTS[mode] ?? null) : null;
}
