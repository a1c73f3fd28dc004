import { findZone, type Place, type Zone } from './zones';

/** Charge types of a carrier invoice (SPEC §9); a quote breaks down into the same ones. */
export const INVOICE_CHARGE_TYPES = [
  'Freight',
  'Fuel surcharge',
  'Road tax',
  'Outer area',
  'Congestion charge',
  'Local Charges Destination',
  'Local Charges Origin',
  'Other',
] as const;
export type InvoiceChargeType = (typeof INVOICE_CHARGE_TYPES)[number];

/** Freight and fuel are calculated; everything else a price list can add on. */
export type SurchargeType = Exclude<InvoiceChargeType, 'Freight' | 'Fuel surcharge'>;

/**
 * One step of a tariff, covering weights above the previous step up to and including `upToKg`.
 * Prices are in minor units of the list's currency; a price per kg may hold fractions of a
 * minor unit (123.5 öre/kg). A step may charge per kg, per consignment or both.
 */
export interface WeightBreak {
  upToKg: number;
  pricePerKg?: number | null;
  pricePerConsignment?: number | null;
}

export interface Lane {
  originZone: string;
  destinationZone: string;
  weightBreaks: readonly WeightBreak[];
  /** Overrides the list's minimum charge on this lane; minor units. */
  minimumCharge?: number | null;
}

/** When a surcharge applies; absent means always. */
export type SurchargeCondition =
  | { kind: 'dangerous_goods' }
  | { kind: 'non_stackable' }
  /** An additional service the shipper asked for (SPEC §3 Additional service), e.g. 'tail_lift'. */
  | { kind: 'service'; service: string }
  /** Pickup or delivery in one of the zones (outer areas, congestion zones); either end when no side. */
  | { kind: 'zone'; zones: readonly string[]; side?: 'origin' | 'destination' };

export interface Surcharge {
  type: SurchargeType;
  /** What the shipper reads on the quote, e.g. 'Tail-lift delivery'; the type when absent. */
  label?: string;
  /** Minor units per consignment, per kg or per package; per kg may hold fractions. */
  amount: number;
  per: 'consignment' | 'kg' | 'package';
  when?: SurchargeCondition;
  /** Whether the fuel surcharge is charged on it too; yes unless said otherwise (road tax often is not). */
  subjectToFuel?: boolean;
}

export interface PriceList {
  /** ISO 4217; every price in the list is in minor units of it. */
  currency: string;
  zones: readonly Zone[];
  lanes: readonly Lane[];
  /** Lowest freight charge in minor units; a lane may override it. */
  minimumCharge?: number | null;
  fuelSurchargePercent: number;
  surcharges: readonly Surcharge[];
}

export interface ServedLane {
  lane: Lane;
  originZone: Zone;
  destinationZone: Zone;
}

export type LaneLookup = ServedLane | { lane: null; originZone: Zone | null; destinationZone: Zone | null };

const laneIndexes = new WeakMap<readonly Lane[], Map<string, Map<string, Lane>>>();

/**
 * Lanes by origin and then destination zone, built once per list; the first listed wins a
 * duplicate pair. Looking up by the zones' own codes builds no key for each of a quote's services.
 */
function lanesOf(lanes: readonly Lane[]): Map<string, Map<string, Lane>> {
  let index = laneIndexes.get(lanes);
  if (!index) {
    index = new Map();
    for (const lane of lanes) {
      let destinations = index.get(lane.originZone);
      if (!destinations) {
        destinations = new Map();
        index.set(lane.originZone, destinations);
      }
      if (!destinations.has(lane.destinationZone)) destinations.set(lane.destinationZone, lane);
    }
    laneIndexes.set(lanes, index);
  }
  return index;
}

/** The lane between two places, or which end the price list does not cover. */
export function findLane(priceList: PriceList, origin: Place, destination: Place): LaneLookup {
  const originZone = findZone(priceList, origin.country, origin.postcode);
  const destinationZone = findZone(priceList, destination.country, destination.postcode);
  const lane = originZone && destinationZone ? lanesOf(priceList.lanes).get(originZone.code)?.get(destinationZone.code) : undefined;
  if (!lane || !originZone || !destinationZone) return { lane: null, originZone, destinationZone };
  return { lane, originZone, destinationZone };
}

/** The heaviest consignment the lane's tariff prices, in chargeable kg; 0 when it has no steps. */
export function laneMaxKg(lane: Lane): number {
  return lane.weightBreaks.reduce((max, step) => Math.max(max, step.upToKg), 0);
}
