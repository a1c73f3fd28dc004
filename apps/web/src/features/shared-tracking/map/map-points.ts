/** Map defaults of SPEC §9: Leaflet takes positions as [latitude, longitude]. */
export const MAP_DEFAULT_CENTER: [number, number] = [56.68, 12.27];
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_MAX_ZOOM = 12;
export const MAP_BOUNDS: [[number, number], [number, number]] = [
  [-85, -180],
  [85, 180],
];

export type TrackPointRole = 'origin' | 'destination' | 'current';

export interface PositionedEvent {
  occurred_at: string;
  city: string | null;
  countrycode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface TrackPoint {
  position: [number, number];
  /** Every role this spot plays: the last position of a delivered shipment is its destination too. */
  roles: TrackPointRole[];
  city: string | null;
  countrycode: string | null;
}

export interface RouteOnMap {
  /** The spots with a marker, origin first. */
  points: TrackPoint[];
  /** The travelled line through every known position, in time order. */
  path: [number, number][];
}

const hasPosition = (event: PositionedEvent): event is PositionedEvent & { latitude: number; longitude: number } =>
  event.latitude !== null && event.longitude !== null;

/**
 * Where a shipment started, where it is going and where it was last seen, from its events. The
 * events carry the only coordinates, so the first and last positions stand in for origin and
 * destination; a shipment still under way has reached only its last known position.
 */
export function routeOnMap(events: readonly PositionedEvent[], delivered: boolean): RouteOnMap {
  const positioned = events.filter(hasPosition).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  const first = positioned[0];
  const last = positioned.at(-1);
  if (!first || !last) return { points: [], path: [] };

  const toPoint = (event: (typeof positioned)[number], roles: TrackPointRole[]): TrackPoint => ({
    position: [event.latitude, event.longitude],
    roles,
    city: event.city,
    countrycode: event.countrycode,
  });
  const lastRoles: TrackPointRole[] = delivered ? ['destination', 'current'] : ['current'];
  const points = first === last ? [toPoint(first, ['origin', ...lastRoles])] : [toPoint(first, ['origin']), toPoint(last, lastRoles)];
  return { points, path: positioned.map((event) => [event.latitude, event.longitude]) };
}

/** Marker colours, also used by the legend beside the map. */
export const TRACK_POINT_COLORS: Record<TrackPointRole, string> = {
  origin: '#2f7d32',
  destination: '#c62828',
  current: '#1c5fd1',
};
