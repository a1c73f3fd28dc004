import type { TDashboard } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { exceptionRate, organizationSeries, organizationShare, periodLabel, trendOf } from './dashboard-series';

function organization(id: number, shipments: number[]) {
  const zero = shipments.map(() => 0);
  const total = shipments.reduce((sum, value) => sum + value, 0);
  return {
    id,
    name: `Org ${id}`,
    bookings: 0,
    shipments: total,
    exceptions: 0,
    active_users: 0,
    series: { bookings: zero, shipments, exceptions: zero, active_users: zero },
  };
}

const dashboard = (organizations: ReturnType<typeof organization>[]): TDashboard => ({
  from: '2026-09-07',
  to: '2026-09-20',
  granularity: 'week',
  periods: ['2026-09-07', '2026-09-14'],
  organizations,
  totals: { bookings: 0, shipments: 0, exceptions: 0, active_users: 0 },
  series: { bookings: [0, 0], shipments: [0, 0], exceptions: [0, 0], active_users: [0, 0] },
});

describe('dashboard series', () => {
  it('names the busiest organizations and adds up the rest', () => {
    const many = dashboard(Array.from({ length: 8 }, (_, index) => organization(index + 1, [index + 1, 1])));
    const series = organizationSeries(many, 'shipments', 'Others');
    expect(series.map((entry) => entry.label)).toEqual(['Org 8', 'Org 7', 'Org 6', 'Org 5', 'Org 4', 'Org 3', 'Others']);
    expect(series.at(-1)!.values).toEqual([1 + 2, 2]);
  });

  it('leaves out organizations without any of the metric', () => {
    const some = dashboard([organization(1, [0, 0]), organization(2, [3, 4])]);
    expect(organizationShare(some, 'shipments', 'Others')).toEqual({ labels: ['Org 2'], values: [7] });
  });

  it('names months by month and other periods by their first day', () => {
    expect(periodLabel('2026-09-01', 'month')).toBe('2026-09');
    expect(periodLabel('2026-09-07', 'week')).toBe('2026-09-07');
  });
});

describe('dashboard figures', () => {
  it('trend UP or DOWN by the last period against the one before', () => {
    expect(trendOf([3, 5, 9])).toBe('UP');
    expect(trendOf([9, 4])).toBe('DOWN');
    expect(trendOf([4, 4])).toBeNull();
    expect(trendOf([7])).toBeNull();
  });

  it('gauge the share of shipments with an exception, 0 to 100', () => {
    const totals = { bookings: 0, shipments: 40, exceptions: 3, active_users: 0 };
    expect(exceptionRate(totals)).toBe(8);
    expect(exceptionRate({ ...totals, exceptions: 55 })).toBe(100);
    expect(exceptionRate({ ...totals, shipments: 0 })).toBeNull();
  });
});
