import type { AnalyticsMeasure } from '@freight/contracts';
import { formatNumber } from '@freight/domain';

const SHARES: readonly AnalyticsMeasure[] = ['on_time_share', 'price_against_quote', 'exception_rate'];
const PRICES: readonly AnalyticsMeasure[] = ['booked_price', 'price_per_shipment', 'price_per_kg', 'quoted_price'];
const DAYS: readonly AnalyticsMeasure[] = ['lead_time_avg', 'lead_time_p50', 'lead_time_p90'];

/** A measure's figure as a reader expects it: shares in per cent, prices in major units, days with one decimal. */
export function formatMeasure(measure: AnalyticsMeasure, value: number | null): string {
  if (value === null) return '–';
  if (SHARES.includes(measure)) return `${formatNumber(value * 100, { maximumFractionDigits: 1 })} %`;
  if (PRICES.includes(measure)) return formatNumber(value / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (DAYS.includes(measure)) return formatNumber(value, { maximumFractionDigits: 1 });
  return formatNumber(value, { maximumFractionDigits: 1 });
}

/** A measure's figure on a chart axis: shares as per cent, prices in major units. */
export function chartValue(measure: AnalyticsMeasure, value: number | null): number {
  if (value === null) return 0;
  if (SHARES.includes(measure)) return Math.round(value * 1000) / 10;
  if (PRICES.includes(measure)) return value / 100;
  return value;
}
