import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useAfterFirstPaint } from '../../../lib/after-paint';
import {
  MAP_BOUNDS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  TRACK_POINT_COLORS,
  type RouteOnMap,
  type TrackPointRole,
} from './map-points';
import classes from './ShipmentMap.module.css';

export interface ShipmentMapProps {
  route: RouteOnMap;
  /** Names of the marker roles in the reader's language. */
  roleLabels: Record<TrackPointRole, string>;
  label: string;
}

// A spot that is also the current position is drawn in the current colour, so the reader finds
// the shipment first.
const markerRole = (roles: TrackPointRole[]): TrackPointRole => (roles.includes('current') ? 'current' : (roles[0] ?? 'origin'));

/** Keeps every marker in view as the route grows. */
function FitToRoute({ route }: { route: RouteOnMap }) {
  const map = useMap();
  useEffect(() => {
    const [first, ...others] = route.points;
    if (first && others.length > 0) map.fitBounds(latLngBounds(route.path), { padding: [36, 36], maxZoom: MAP_MAX_ZOOM });
    else if (first) map.setView(first.position, MAP_DEFAULT_ZOOM);
  }, [map, route]);
  return null;
}

/**
 * The route on a Leaflet map. Tiles come from the address the build is given; without one the
 * markers and the line are drawn on a plain background, which also works offline. The map starts
 * once the page around it is on screen: starting, Leaflet lays out the whole page to measure itself.
 */
export default function ShipmentMap({ route, roleLabels, label }: ShipmentMapProps) {
  const tileUrl = import.meta.env.VITE_MAP_TILE_URL;
  const painted = useAfterFirstPaint();
  return (
    <div role="region" aria-label={label} className={classes.frame}>
      {!painted ? (
        <div className={classes.map} />
      ) : (
        <MapContainer
          center={MAP_DEFAULT_CENTER}
          zoom={MAP_DEFAULT_ZOOM}
          maxZoom={MAP_MAX_ZOOM}
          maxBounds={MAP_BOUNDS}
          maxBoundsViscosity={1}
          scrollWheelZoom={false}
          className={classes.map}
          attributionControl={Boolean(tileUrl)}
        >
          {tileUrl && <TileLayer url={tileUrl} maxZoom={MAP_MAX_ZOOM} noWrap />}
          {route.path.length > 1 && (
            <Polyline positions={route.path} pathOptions={{ color: TRACK_POINT_COLORS.current, weight: 3, dashArray: '6 6' }} />
          )}
          {route.points.map((point) => {
            const color = TRACK_POINT_COLORS[markerRole(point.roles)];
            return (
              <CircleMarker
                key={point.roles.join('-')}
                center={point.position}
                radius={9}
                pathOptions={{ color: '#ffffff', weight: 3, fillColor: color, fillOpacity: 1 }}
              >
                <Tooltip direction="top" offset={[0, -8]} permanent={route.points.length <= 3}>
                  {point.roles.map((role) => roleLabels[role]).join(' · ')}
                  {point.city ? `: ${point.city}` : ''}
                </Tooltip>
              </CircleMarker>
            );
          })}
          <FitToRoute route={route} />
        </MapContainer>
      )}
    </div>
  );
}
