import { describe, expect, it } from 'vitest';
import { routeOnMap } from './map-points';

const event = (occurred_at: string, latitude: number | null, longitude: number | null, city: string | null = null) => ({
  occurred_at,
  latitude,
  longitude,
  city,
  countrycode: 'SE',
});

describe('routeOnMap', () => {
  it('marks the first position as origin and the last as the current one, with a line in time order', () => {
    const route = routeOnMap(
      [
        event('2026-05-03T08:00:00Z', 59.33, 18.07, 'Stockholm'),
        event('2026-05-01T08:00:00Z', 57.71, 11.97, 'Gothenburg'),
        event('2026-05-02T08:00:00Z', null, null, 'Somewhere'),
        event('2026-05-02T12:00:00Z', 58.41, 15.62, 'Linköping'),
      ],
      false,
    );
    expect(route.points.map((point) => [point.city, point.roles])).toEqual([
      ['Gothenburg', ['origin']],
      ['Stockholm', ['current']],
    ]);
    expect(route.path).toEqual([
      [57.71, 11.97],
      [58.41, 15.62],
      [59.33, 18.07],
    ]);
  });

  it('takes the last position of a delivered shipment as its destination', () => {
    const route = routeOnMap([event('2026-05-01T08:00:00Z', 57.71, 11.97), event('2026-05-02T08:00:00Z', 59.33, 18.07)], true);
    expect(route.points[1]?.roles).toEqual(['destination', 'current']);
  });

  it('puts every role on a single known position and nothing on a route without positions', () => {
    expect(routeOnMap([event('2026-05-01T08:00:00Z', 57.71, 11.97)], false).points).toEqual([
      { position: [57.71, 11.97], roles: ['origin', 'current'], city: null, countrycode: 'SE' },
    ]);
    expect(routeOnMap([event('2026-05-01T08:00:00Z', null, null)], false)).toEqual({ points: [], path: [] });
  });
});
