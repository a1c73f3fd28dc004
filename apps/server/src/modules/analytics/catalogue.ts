import type { AnalyticsMeasure } from '@freight/contracts';
import { average, costPerKg, intensityGPerTkm, onTimeShare, percentileFromHistogram, priceAgainstQuote } from '@freight/domain';
import { LEAD_BUCKET_FIGURES, type AnalyticsSource } from './analytics.queries';

type Figures = Record<string, number>;

/** A measure of the catalogue: the base figures it needs from one or more sources, and how it is worked out from them. */
export interface MeasureDefinition {
  needs: Partial<Record<AnalyticsSource, readonly string[]>>;
  value: (figures: Figures) => number | null;
}

const fig = (figures: Figures, name: string) => figures[name] ?? 0;
const rollup = (needs: readonly string[], value: MeasureDefinition['value']): MeasureDefinition => ({ needs: { rollup: needs }, value });
const purchase = (needs: readonly string[], value: MeasureDefinition['value']): MeasureDefinition => ({
  needs: { purchase: needs },
  value,
});
const plain = (source: AnalyticsSource, name: string): MeasureDefinition => ({ needs: { [source]: [name] }, value: (f) => fig(f, name) });
const histogram = (figures: Figures) => LEAD_BUCKET_FIGURES.map((name) => fig(figures, name));

/** Every measure of ANALYTICS_MEASURES: what dashboards show and a report builder composes. */
export const MEASURES: Record<AnalyticsMeasure, MeasureDefinition> = {
  shipments: plain('rollup', 'shipments'),
  delivered: plain('rollup', 'delivered'),
  promised: plain('rollup', 'promised'),
  on_time: plain('rollup', 'on_time'),
  late: rollup(['promised', 'on_time'], (f) => fig(f, 'promised') - fig(f, 'on_time')),
  on_time_share: rollup(['promised', 'on_time'], (f) => onTimeShare(fig(f, 'on_time'), fig(f, 'promised'))),
  lead_time_avg: rollup(['lead_days_total', 'delivered'], (f) => average(fig(f, 'lead_days_total'), fig(f, 'delivered'))),
  lead_time_p50: rollup(LEAD_BUCKET_FIGURES, (f) => percentileFromHistogram(histogram(f), 0.5)),
  lead_time_p90: rollup(LEAD_BUCKET_FIGURES, (f) => percentileFromHistogram(histogram(f), 0.9)),
  chargeable_kg: plain('rollup', 'chargeable_kg'),
  priced: plain('rollup', 'priced'),
  booked_price: plain('rollup', 'booked_amount'),
  price_per_shipment: rollup(['booked_amount', 'priced'], (f) => average(fig(f, 'booked_amount'), fig(f, 'priced'))),
  price_per_kg: rollup(['priced_weighed_amount', 'priced_kg'], (f) => costPerKg(fig(f, 'priced_weighed_amount'), fig(f, 'priced_kg'))),
  quoted: plain('rollup', 'quoted'),
  quoted_price: plain('rollup', 'quoted_amount'),
  price_against_quote: rollup(['quoted_booked_amount', 'quoted_amount'], (f) =>
    priceAgainstQuote(fig(f, 'quoted_booked_amount'), fig(f, 'quoted_amount')),
  ),
  exceptions: plain('exceptions', 'exceptions'),
  exception_rate: {
    needs: { rollup: ['shipments'], exceptions: ['exception_shipments'] },
    value: (f) => average(fig(f, 'exception_shipments'), fig(f, 'shipments')),
  },
  co2e_kg: plain('emissions', 'co2e_kg'),
  co2e_per_shipment: {
    needs: { emissions: ['co2e_kg', 'co2e_shipments'] },
    value: (f) => average(fig(f, 'co2e_kg'), fig(f, 'co2e_shipments')),
  },
  footprint_co2e_kg: plain('footprint', 'fp_wtw_kg'),
  footprint_ttw_kg: plain('footprint', 'fp_ttw_kg'),
  footprint_wtt_kg: plain('footprint', 'fp_wtt_kg'),
  footprint_tkm: plain('footprint', 'fp_tkm'),
  footprint_intensity: {
    needs: { footprint: ['fp_wtw_kg', 'fp_tkm'] },
    value: (f) => intensityGPerTkm(fig(f, 'fp_wtw_kg'), fig(f, 'fp_tkm')),
  },
  footprint_shipments: plain('footprint', 'fp_shipments'),
  purchase_orders: plain('purchase', 'po_orders'),
  purchase_order_value: plain('purchase', 'po_amount'),
  purchase_lines_due: plain('purchase', 'po_lines_due'),
  purchase_lines_on_time: plain('purchase', 'po_lines_on_time'),
  purchase_lines_late: purchase(['po_lines_due', 'po_lines_on_time'], (f) => fig(f, 'po_lines_due') - fig(f, 'po_lines_on_time')),
  purchase_on_time_share: purchase(['po_lines_due', 'po_lines_on_time'], (f) =>
    onTimeShare(fig(f, 'po_lines_on_time'), fig(f, 'po_lines_due')),
  ),
  purchase_open_value: plain('purchase', 'po_open_amount'),
  purchase_open_quantity: plain('purchase', 'po_open_quantity'),
  purchase_overdue_lines: plain('purchase', 'po_overdue_lines'),
  purchase_lead_time_avg: purchase(['po_lead_days_total', 'po_picked_lines'], (f) =>
    average(fig(f, 'po_lead_days_total'), fig(f, 'po_picked_lines')),
  ),
};

/** The base figures of each source that a set of measures needs. */
export function figuresNeeded(measures: readonly AnalyticsMeasure[], extra: Partial<Record<AnalyticsSource, readonly string[]>> = {}) {
  const needed = new Map<AnalyticsSource, Set<string>>();
  const add = (needs: Partial<Record<AnalyticsSource, readonly string[]>>) => {
    for (const [source, names] of Object.entries(needs) as [AnalyticsSource, readonly string[]][]) {
      const set = needed.get(source) ?? new Set<string>();
      for (const name of names) set.add(name);
      needed.set(source, set);
    }
  };
  for (const measure of measures) add(MEASURES[measure].needs);
  add(extra);
  return needed;
}
