import { describe, expect, it } from 'vitest';
import { changeText, formatFigure, trendTone } from './figures';

describe('a dashboard figure', () => {
  it('shortens anything above 999 with k, rounding up, and keeps smaller figures whole', () => {
    expect(formatFigure('shipments', 999)).toBe('999');
    expect(formatFigure('shipments', 1234)).toBe('1.3k');
    expect(formatFigure('footprint_co2e_kg', 15000)).toBe('15k');
    expect(formatFigure('footprint_intensity', 62.44)).toBe('62,4');
  });

  it('shows shares in per cent, prices in major units and days with one decimal', () => {
    expect(formatFigure('on_time_share', 0.875)).toBe('87,5 %');
    expect(formatFigure('price_per_shipment', 123_456)).toBe('1.3k');
    expect(formatFigure('price_per_kg', 1234)).toBe('12,34');
    expect(formatFigure('lead_time_avg', 3.25)).toBe('3,3');
    expect(formatFigure('shipments', null)).toBe('–');
  });

  it('shows purchase order values in major units, the on-time share in per cent and lead time in days', () => {
    expect(formatFigure('purchase_order_value', 4_300_000)).toBe('43k');
    expect(formatFigure('purchase_open_value', 28_050)).toBe('280,5');
    expect(formatFigure('purchase_on_time_share', 0.5)).toBe('50 %');
    expect(formatFigure('purchase_lead_time_avg', 8.04)).toBe('8');
    expect(formatFigure('purchase_open_quantity', 24)).toBe('24');
  });
});

describe('a tile’s trend', () => {
  const tile = (measure: 'late' | 'shipments' | 'on_time_share', value: number, previous: number, trend: 'UP' | 'DOWN') => ({
    measure,
    value,
    previous,
    trend,
  });

  it('says how far a figure moved, shares in percentage points', () => {
    expect(changeText(tile('shipments', 12, 10, 'UP'))).toBe('+20 %');
    expect(changeText(tile('on_time_share', 0.8, 0.9, 'DOWN'))).toBe('\u221210 pp');
    expect(changeText({ measure: 'shipments', value: 3, previous: null, trend: null })).toBeNull();
  });

  it('is good when it goes the measure’s better way, bad the other way, neutral for volumes', () => {
    expect(trendTone(tile('on_time_share', 0.9, 0.8, 'UP'))).toBe('good');
    expect(trendTone(tile('late', 4, 2, 'UP'))).toBe('bad');
    expect(trendTone(tile('shipments', 4, 2, 'UP'))).toBe('neutral');
  });
});
