import { describe, expect, it } from 'vitest';
import type { TAnalyticsResult } from '@freight/contracts';
import { NEW_REPORT_DEFINITION, pivotOf, queryStringOf } from './definition';

const result = (rows: TAnalyticsResult['rows']): TAnalyticsResult => ({
  period: { from: '2026-01-01', to: '2026-03-31', interval: 'month' },
  dimensions: ['carrier', 'period'],
  measures: ['shipments'],
  rows,
});

describe('a report definition', () => {
  it('asks the catalogue for its figures over the days its period covers today, with each filter value', () => {
    const query = new URLSearchParams(
      queryStringOf(
        { ...NEW_REPORT_DEFINITION, columns: 'mode', period: 'last_30_days', carrier: ['DHL', 'DB Schenker'], site_id: [3] },
        new Date('2026-11-27T12:00:00Z'),
      ),
    );
    expect(query.get('measures')).toBe('shipments,on_time_share');
    expect(query.get('dimensions')).toBe('carrier,mode');
    expect([query.get('from'), query.get('to')]).toEqual(['2026-10-29', '2026-11-27']);
    expect(query.getAll('carrier')).toEqual(['DHL', 'DB Schenker']);
    expect(query.getAll('site_id')).toEqual(['3']);
    expect(query.has('mode')).toBe(false);
  });

  it('lays the figures out with a row per row value and a column per column value, empty where no shipment counts', () => {
    const pivot = pivotOf(
      result([
        { keys: { carrier: 'DHL', period: '2026-01-01' }, values: { shipments: 4 } },
        { keys: { carrier: 'DHL', period: '2026-02-01' }, values: { shipments: 2 } },
        { keys: { carrier: 'Bring', period: '2026-02-01' }, values: { shipments: 7 } },
      ]),
      { rows: 'carrier', columns: 'period' },
    );
    expect(pivot.rowKeys).toEqual(['DHL', 'Bring']);
    expect(pivot.columnKeys).toEqual(['2026-01-01', '2026-02-01']);
    expect(pivot.value('Bring', '2026-02-01', 'shipments')).toBe(7);
    expect(pivot.value('Bring', '2026-01-01', 'shipments')).toBeNull();
  });

  it('shows one row for all shipments when nothing groups them', () => {
    const pivot = pivotOf({ ...result([{ keys: {}, values: { shipments: 12 } }]), dimensions: [] }, { rows: null, columns: null });
    expect(pivot.rowKeys).toEqual(['']);
    expect(pivot.columnKeys).toEqual(['']);
    expect(pivot.value('', '', 'shipments')).toBe(12);
  });
});
