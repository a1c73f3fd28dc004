import type { DistanceBasis, DistanceMethod, EmissionMode } from '@freight/contracts';

/** The IUGG mean Earth radius, the one ISO 14083 and GLEC name for great-circle distances. */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

export interface LatLon {
  lat: number;
  lon: number;
}

/**
 * How much longer than the great circle a surface route runs, used only when a leg gives places
 * and no distance: without a road, rail or sea network the shortest feasible distance can only be
 * modelled. They are planning estimates, and the result says so (distance method and factor).
 */
export const SURFACE_DETOUR_FACTORS: Record<Exclude<EmissionMode, 'air'>, number> = {
  road: 1.2,
  rail: 1.2,
  inland_waterway: 1.3,
  sea: 1.3,
};

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance by the haversine formula, in km. */
export function greatCircleKm(from: LatLon, to: LatLon): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance is kept to 100 m: finer is noise beside a route's uncertainty, and it reads back exactly. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The basis a mode's transport activity is measured on (ISO 14083): great circle for air, SFD for the rest. */
export function distanceBasisOf(mode: EmissionMode): DistanceBasis {
  return mode === 'air' ? 'gcd' : 'sfd';
}

export interface LegDistance {
  km: number;
  basis: DistanceBasis;
  method: DistanceMethod;
  detour_factor: number | null;
}

/** A leg's distance on its mode's basis: as given, or from its two places. */
export function legDistance(mode: EmissionMode, given: number | undefined, from?: LatLon, to?: LatLon): LegDistance | null {
  const basis = distanceBasisOf(mode);
  if (given !== undefined) return { km: given, basis, method: 'given', detour_factor: null };
  if (!from || !to) return null;
  const circle = greatCircleKm(from, to);
  if (mode === 'air') return { km: roundKm(circle), basis, method: 'great_circle', detour_factor: null };
  const detour = SURFACE_DETOUR_FACTORS[mode];
  return { km: roundKm(circle * detour), basis, method: 'great_circle_detour', detour_factor: detour };
}
