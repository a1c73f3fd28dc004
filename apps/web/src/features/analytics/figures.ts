import { ANALYTICS_MEASURE_BETTER, type AnalyticsMeasure, type TAnalyticsTile } from '@freight/contracts';
import { formatNumber, formatThousands, isGoodTrend } from '@freight/domain';

const SHARES: readonly AnalyticsMeasure[] = ['on_time_share', 'price_against_quote', 'exception_rate', 'purchase_on_time_share'];
const PRICES: readonly AnalyticsMeasure[] = [
  'booked_price',
  'price_per_shipment',
  'price_per_kg',
  'quoted_price',
  'purchase_order_value',
  'purchase_open_value',
];
const DAYS: readonly AnalyticsMeasure[] = ['lead_time_avg', 'lead_time_p50', 'lead_time_p90', 'purchase_lead_time_avg'];

export type FigureKind = 'share' | 'price' | 'days' | 'amount';

export function figureKind(measure: AnalyticsMeasure): FigureKind {
  if (SHARES.includes(measure)) return 'share';
  if (PRICES.includes(measure)) return 'price';
  if (DAYS.includes(measure)) return 'days';
  return 'amount';
}

/**
 * A dashboard figure where space is tight (tiles, chart labels): shares in per cent, prices in
 * major units, days with one decimal, and anything above 999 shortened with 'k' (SPEC §9).
 */
export function formatFigure(measure: AnalyticsMeasure, value: number | null): string {
  if (value === null) return '–';
  switch (figureKind(measure)) {
    case 'share':
      return `${formatNumber(value * 100, { maximumFractionDigits: 1 })} %`;
    case 'price':
      return shorten(value / 100, 2);
    case 'days':
      return formatNumber(value, { maximumFractionDigits: 1 });
    case 'amount':
      return shorten(value, 1);
  }
}

function shorten(value: number, digits: number): string {
  return Math.abs(value) > 999 ? formatThousands(value) : formatNumber(value, { maximumFractionDigits: digits });
}

/** How far a tile's figure moved against the previous period, as the text beside its trend: '+12 %', '+3 pp' for shares. */
export function changeText(tile: TAnalyticsTile): string | null {
  if (tile.value === null || tile.previous === null || tile.trend === null) return null;
  const sign = tile.trend === 'UP' ? '+' : '\u2212';
  if (figureKind(tile.measure) === 'share') {
    return `${sign}${formatNumber(Math.abs(tile.value - tile.previous) * 100, { maximumFractionDigits: 1 })} pp`;
  }
  if (tile.previous === 0) return null;
  return `${sign}${formatNumber((Math.abs(tile.value - tile.previous) / Math.abs(tile.previous)) * 100, { maximumFractionDigits: 1 })} %`;
}

/** Whether a tile's trend is good news, bad news, or neither (volumes). */
export function trendTone(tile: TAnalyticsTile): 'good' | 'bad' | 'neutral' {
  const good = isGoodTrend(tile.trend, ANALYTICS_MEASURE_BETTER[tile.measure]);
  return good === null ? 'neutral' : good ? 'good' : 'bad';
}
