import { describe, expect, it } from 'vitest';
import { analyticsParams, drillDownQuery, emissionsDrillDownQuery, NO_ANALYTICS_FILTERS, purchaseDrillDownQuery } from './analytics-params';

describe('the analytics query', () => {
  it('sends the chosen filters, repeating lists', () => {
    const params = analyticsParams({ ...NO_ANALYTICS_FILTERS, from: '2025-01-01', carriers: ['DHL', 'DSV'], direction: 'inbound' });
    expect(params.toString()).toBe('from=2025-01-01&interval=month&carrier=DHL&carrier=DSV&direction=inbound');
  });
});

describe('a drill-down', () => {
  const period = { from: '2025-01-15', to: '2025-12-31' };

  it('lists the late shipments of a carrier in the period, the dashboard’s filters kept', () => {
    const query = drillDownQuery(
      { ...NO_ANALYTICS_FILTERS, modes: ['ROAD'] },
      period,
      { dimensions: ['carrier'] },
      { keys: { carrier: 'DSV' }, values: { late: 4 } },
      'late',
    );
    expect(Object.fromEntries(query)).toEqual({
      period: '2025-01-15,2025-12-31',
      carrier_from_source: 'DSV',
      transport_mode: 'ROAD',
      late: '1',
      snoozed: 'all',
    });
  });

  it('narrows to the bar’s own period, within the dashboard’s', () => {
    const month = drillDownQuery(
      NO_ANALYTICS_FILTERS,
      period,
      { dimensions: ['period'] },
      { keys: { period: '2025-01-01' }, values: {} },
      'shipments',
    );
    expect(month.get('period')).toBe('2025-01-15,2025-01-31');
    const week = drillDownQuery(
      { ...NO_ANALYTICS_FILTERS, interval: 'week' },
      period,
      { dimensions: ['period'] },
      { keys: { period: '2025-03-03' }, values: {} },
      'shipments',
    );
    expect(week.get('period')).toBe('2025-03-03,2025-03-09');
  });
});

describe('a footprint drill-down', () => {
  const period = { from: '2025-01-01', to: '2025-12-31' };

  it('opens the emissions screen on the bar’s month, lane and source, the dashboard’s filters kept', () => {
    const month = emissionsDrillDownQuery(
      { ...NO_ANALYTICS_FILTERS, carriers: ['DSV'], sites: ['4'] },
      period,
      { dimensions: ['period'] },
      { keys: { period: '2025-02-01' }, values: {} },
    );
    expect(month.toString()).toBe('from=2025-02-01&to=2025-02-28&site_id=4&carrier=DSV');
    const lane = emissionsDrillDownQuery(NO_ANALYTICS_FILTERS, period, { dimensions: ['lane'] }, { keys: { lane: 'SE-DE' }, values: {} });
    expect(Object.fromEntries(lane)).toEqual({ from: '2025-01-01', to: '2025-12-31', origin_country: 'SE', destination_country: 'DE' });
    const source = emissionsDrillDownQuery(
      { ...NO_ANALYTICS_FILTERS, modes: ['sea'] },
      period,
      { dimensions: ['emission_source'] },
      { keys: { emission_source: 'outside' }, values: {} },
    );
    expect(source.toString()).toBe('from=2025-01-01&to=2025-12-31&mode=sea&source=outside');
  });

  it('leaves a group of unknown value open', () => {
    const unknown = emissionsDrillDownQuery(
      NO_ANALYTICS_FILTERS,
      period,
      { dimensions: ['carrier'] },
      { keys: { carrier: '' }, values: {} },
    );
    expect(unknown.toString()).toBe('from=2025-01-01&to=2025-12-31');
  });
});

describe('a purchase bar’s drill-down', () => {
  const period = { from: '2026-01-01', to: '2026-03-15', interval: 'month' as const };
  const state = { ...NO_ANALYTICS_FILTERS, sites: ['4', '5'] };

  it('lists the orders made in the bar’s month of the chosen sites and currency, never drafts', () => {
    const query = purchaseDrillDownQuery(
      state,
      period,
      'EUR',
      { dimensions: ['period'] },
      { keys: { period: '2026-03-01' }, values: {} },
      'purchase_orders',
    );
    expect(query.get('ordered')).toBe('2026-03-01,2026-03-15');
    expect(query.getAll('site_id')).toEqual(['4', '5']);
    expect(query.get('currency')).toBe('EUR');
    expect(query.getAll('status')).not.toContain('draft');
    expect(query.getAll('status')).toContain('partly_shipped');
    expect(query.has('late')).toBe(false);
  });

  it('narrows to the bar’s supplier and status, and to late orders for a bar of overdue lines', () => {
    const bySupplier = purchaseDrillDownQuery(
      state,
      period,
      null,
      { dimensions: ['supplier'] },
      { keys: { supplier: '17' }, values: {} },
      'purchase_overdue_lines',
    );
    expect(bySupplier.get('supplier_id')).toBe('17');
    expect(bySupplier.get('late')).toBe('1');
    expect(bySupplier.get('ordered')).toBe('2026-01-01,2026-03-15');
    const byStatus = purchaseDrillDownQuery(
      state,
      period,
      null,
      { dimensions: ['purchase_status'] },
      { keys: { purchase_status: 'sent' }, values: {} },
      'purchase_orders',
    );
    expect(byStatus.getAll('status')).toEqual(['sent']);
  });
});
