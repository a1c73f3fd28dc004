import type { DataQuality, EmissionMode, ShipmentEmissionsError, TShipmentEmissions, TShipmentEmissionsPlace } from '@freight/contracts';
import { calculateTransportChain } from './calculate';
import type { EmissionFactorSet } from './factors';
import type { Gazetteer } from './gazetteer';

/**
 * A shipment's emissions, as the portal books, imports and quotes it: one leg from the sender's
 * place to the receiver's by the shipment's mode, carrying the goods' actual mass. The places are
 * located from country and city; a city the gazetteer does not know is stood in for by the
 * country's capital, which the record says and which lowers its data quality to modelled.
 */

export interface ShipmentEnd {
  countrycode: string | null;
  city: string | null;
  zip: string | null;
}

export interface ShipmentEmissionsInput {
  transport_mode: string | null;
  /** Actual mass in kg (ISO 14083 allocates by actual mass, never by a chargeable weight). */
  mass_kg: number | null;
  from: ShipmentEnd;
  to: ShipmentEnd;
}

interface ModeChoice {
  mode: EmissionMode;
  vehicle_class?: string;
  basis: 'as_booked' | 'parcel_van';
}

/**
 * The portal's transport modes as emission modes. Courier and express parcels are collected and
 * delivered by van, so they take the van factor; a multimodal shipment names no legs, so it has
 * no single factor and is not guessed.
 */
export function emissionModeOf(transportMode: string | null): ModeChoice | ShipmentEmissionsError {
  switch (transportMode?.toUpperCase()) {
    case undefined:
    case '':
      return 'no_mode';
    case 'ROAD':
      return { mode: 'road', basis: 'as_booked' };
    case 'RAIL':
      return { mode: 'rail', basis: 'as_booked' };
    case 'SEA':
    case 'OCEAN':
      return { mode: 'sea', basis: 'as_booked' };
    case 'AIR':
      return { mode: 'air', basis: 'as_booked' };
    case 'COURIER':
    case 'EXPRESS':
      return { mode: 'road', vehicle_class: 'van', basis: 'parcel_van' };
    case 'MULTIMODAL':
      return 'multimodal';
    default:
      return 'no_mode';
  }
}

/** A shipment's sender or receiver placed: by its city, else by its country's capital; null without a country. */
export function locateShipmentEnd(gazetteer: Gazetteer, end: ShipmentEnd): TShipmentEmissionsPlace | null {
  const countrycode = end.countrycode?.trim().toUpperCase();
  if (!countrycode) return null;
  const city = end.city?.trim() || null;
  const base = { countrycode, city, zip: end.zip?.trim() || null };
  const found = city ? gazetteer.locate({ countrycode, city }) : null;
  if (found) return { ...base, resolution: 'city', located: found };
  const capital = gazetteer.capital(countrycode);
  return capital ? { ...base, resolution: 'capital', located: capital } : null;
}

const QUALITY_ORDER: readonly DataQuality[] = ['primary', 'modelled', 'default'];
const weakest = (qualities: DataQuality[]) => QUALITY_ORDER[Math.max(...qualities.map((quality) => QUALITY_ORDER.indexOf(quality)))]!;

/**
 * The emission record of a shipment whose places are already located (a quote locates them once
 * for all its services). `sets` are ranked, best first (rankFactorSets).
 */
export function shipmentEmissionsBetween(
  input: Pick<ShipmentEmissionsInput, 'transport_mode' | 'mass_kg'>,
  from: TShipmentEmissionsPlace | null,
  to: TShipmentEmissionsPlace | null,
  sets: readonly EmissionFactorSet[],
  calculatedAt: string,
): TShipmentEmissions {
  const choice = emissionModeOf(input.transport_mode);
  const mass = input.mass_kg !== null && input.mass_kg > 0 ? input.mass_kg : null;
  const record: TShipmentEmissions = {
    status: 'failed',
    error: null,
    transport_mode: input.transport_mode,
    mode: typeof choice === 'string' ? null : choice.mode,
    mode_basis: typeof choice === 'string' ? null : choice.basis,
    mass_kg: mass,
    from,
    to,
    calculation: null,
    data_quality: null,
    calculated_at: calculatedAt,
  };
  const failed = (reason: ShipmentEmissionsError, side: 'from' | 'to' | null = null): TShipmentEmissions => ({
    ...record,
    error: { reason, side },
  });
  if (typeof choice === 'string') return failed(choice);
  if (mass === null) return failed('no_weight');
  if (!from) return failed('place_unknown', 'from');
  if (!to) return failed('place_unknown', 'to');

  const outcome = calculateTransportChain(
    { legs: [{ mode: choice.mode, mass_kg: mass, from: from.located, to: to.located, vehicle_class: choice.vehicle_class }], hubs: [] },
    sets,
  );
  if (!outcome.ok)
    return failed(outcome.errors.some((error) => error.key === 'validation.emissions_no_distance') ? 'no_distance' : 'no_factor');
  const qualities = outcome.result.legs.map((leg) => leg.factor.data_quality);
  if (from.resolution === 'capital' || to.resolution === 'capital') qualities.push('modelled');
  return { ...record, status: 'calculated', calculation: outcome.result, data_quality: weakest(qualities) };
}

/** The emission record of a shipment: its places located, then its one leg calculated. */
export function shipmentEmissions(
  input: ShipmentEmissionsInput,
  gazetteer: Gazetteer,
  sets: readonly EmissionFactorSet[],
  calculatedAt: string,
): TShipmentEmissions {
  return shipmentEmissionsBetween(
    input,
    locateShipmentEnd(gazetteer, input.from),
    locateShipmentEnd(gazetteer, input.to),
    sets,
    calculatedAt,
  );
}
