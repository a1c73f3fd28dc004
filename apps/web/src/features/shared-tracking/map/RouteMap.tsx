import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlace } from '../format';
import { routeOnMap, TRACK_POINT_COLORS, type PositionedEvent, type TrackPointRole } from './map-points';

// Leaflet is large and only the detail and tracking pages draw a map: it loads in its own chunk.
const ShipmentMap = lazy(() => import('./ShipmentMap'));

export interface RouteMapProps {
  events: readonly PositionedEvent[];
  delivered: boolean;
  from: { city: string | null; countrycode: string | null };
  to: { city: string | null; countrycode: string | null };
}

/** The route on a map with a legend that names the places, so it reads even without map tiles. */
export function RouteMap({ events, delivered, from, to }: RouteMapProps) {
  const { t } = useTranslation('shipment');
  // Kept while the events are the same, so the map refits only when the route changes.
  const route = useMemo(() => routeOnMap(events, delivered), [events, delivered]);
  const current = route.points.find((point) => point.roles.includes('current'));
  const roleLabels: Record<TrackPointRole, string> = {
    origin: t('map.origin'),
    destination: t('map.destination'),
    current: t('map.current'),
  };
  const legend: [TrackPointRole, string][] = [
    ['origin', formatPlace(from.city, from.countrycode)],
    ['destination', formatPlace(to.city, to.countrycode)],
    ['current', current ? formatPlace(current.city, current.countrycode) || t('map.on_map') : ''],
  ];

  return (
    <Stack gap="xs">
      {route.points.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t('map.no_positions')}
        </Text>
      ) : (
        <Suspense fallback={<Skeleton h={320} radius="md" aria-label={t('map.loading')} />}>
          <ShipmentMap route={route} roleLabels={roleLabels} label={t('map.label')} />
        </Suspense>
      )}
      <Group gap="lg" component="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 4 }}>
        {legend.map(([role, place]) => (
          <Group key={role} component="li" gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: TRACK_POINT_COLORS[role], flexShrink: 0 }} />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {roleLabels[role]}:
              </Text>{' '}
              {place || t('map.unknown')}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
