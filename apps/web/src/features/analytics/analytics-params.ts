import { PURCHASE_ORDER_STATUSES, type AnalyticsInterval, type TAnalyticsChart, type TAnalyticsRow } from '@freight/contracts';

/** What the analytics filters hold; empty lists filter nothing. */
export interface AnalyticsFilterState {
  from: string;
  to: string;
  interval: AnalyticsInterval;
  sites: string[];
  carriers: string[];
  modes: string[];
  lanes: string[];
  direction: string;
  currency: string;
}

export const NO_ANALYTICS_FILTERS: AnalyticsFilterState = {
  from: '',
  to: '',
  interval: 'month',
  sites: [],
  carriers: [],
  modes: [],
  lanes: [],
  direction: '',
  currency: '',
};

/** The query of the dashboards and their exports. */
export function analyticsParams(state: AnalyticsFilterState, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  params.set('interval', state.interval);
  for (const site of state.sites) params.append('site_id', site);
  for (const carrier of state.carriers) params.append('carrier', carrier);
  for (const mode of state.modes) params.append('mode', mode);
  for (const lane of state.lanes) params.append('lane', lane);
  if (state.direction) params.set('direction', state.direction);
  if (state.currency) params.set('currency', state.currency);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/** The last day of the period that starts on `start`. */
function periodEnd(start: string, interval: AnalyticsInterval): string {
  const day = new Date(`${start}T00:00:00Z`);
  if (interval === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
  else day.setUTCDate(day.getUTCDate() + (interval === 'week' ? 7 : 1));
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The days a bar counts: its own period cut to the dashboard's, or the dashboard's when it has none. */
function barDays(keys: TAnalyticsRow['keys'], period: { from: string; to: string }, interval: AnalyticsInterval) {
  if (!keys.period) return { from: period.from, to: period.to };
  return { from: later(keys.period, period.from), to: earlier(periodEnd(keys.period, interval), period.to) };
}

/** Measures whose bars count shipments of one kind; the list narrows to that kind. */
const MEASURE_FLAGS: Partial<Record<string, string>> = {
  late: 'late',
  on_time: 'on_time',
  delivered: 'delivered',
  promised: 'delivered',
  lead_time_avg: 'delivered',
  lead_time_p50: 'delivered',
  lead_time_p90: 'delivered',
  exception_rate: 'with_exception',
  exceptions: 'with_exception',
};

const DIMENSION_FILTERS: Record<string, string> = {
  site: 'site',
  carrier: 'carrier_from_source',
  mode: 'transport_mode',
  lane: 'lane',
  direction: 'direction',
  currency: 'currency',
  exception_type: 'exception_type',
};

/**
 * The shipment list's query that shows exactly the shipments a bar or slice counts: the
 * dashboard's filters and period, the bar's own group, and the kind of shipment its measure
 * counts. Snoozed shipments are listed too, since the chart counts them.
 */
export function drillDownQuery(
  state: AnalyticsFilterState,
  period: { from: string; to: string },
  chart: Pick<TAnalyticsChart, 'dimensions'>,
  row: TAnalyticsRow,
  measure: string,
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = row.keys;
  const { from, to } = barDays(keys, period, state.interval);
  params.set('period', `${from},${to}`);
  const lists: Record<string, string[]> = {
    site: state.sites,
    carrier_from_source: state.carriers,
    transport_mode: state.modes,
    lane: state.lanes,
    direction: state.direction ? [state.direction] : [],
    currency: state.currency ? [state.currency] : [],
  };
  for (const dimension of chart.dimensions) {
    const filter = DIMENSION_FILTERS[dimension];
    if (filter) lists[filter] = [keys[dimension] ?? ''];
  }
  for (const [name, values] of Object.entries(lists)) for (const value of values) params.append(name, value);
  const flag = MEASURE_FLAGS[measure];
  if (flag) params.set(flag, '1');
  params.set('snoozed', 'all');
  return params;
}

/**
 * The emissions screen's query that lists the records a footprint bar or slice sums: the
 * dashboard's filters and period (whole months), and the bar's own group. A group of unknown
 * value cannot be named there and is left open; several lanes chosen become their origins and
 * destinations, which the screen can only filter apart.
 */
export function emissionsDrillDownQuery(
  state: AnalyticsFilterState,
  period: { from: string; to: string },
  chart: Pick<TAnalyticsChart, 'dimensions'>,
  row: TAnalyticsRow,
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = row.keys;
  const { from, to } = barDays(keys, period, 'month');
  params.set('from', from);
  params.set('to', to);
  const lists: Record<string, string[]> = { site_id: state.sites, carrier: state.carriers, mode: state.modes };
  for (const dimension of chart.dimensions) {
    const value = keys[dimension] ?? '';
    if (!value) continue;
    if (dimension === 'site') lists.site_id = [value];
    if (dimension === 'carrier') lists.carrier = [value];
    if (dimension === 'mode') lists.mode = [value];
    if (dimension === 'emission_source') lists.source = [value];
    if (dimension === 'lane') {
      const [origin, destination] = value.split('-');
      lists.origin_country = [origin ?? ''];
      lists.destination_country = [destination ?? ''];
    }
  }
  if (state.lanes.length > 0 && !chart.dimensions.includes('lane')) {
    lists.origin_country = [...new Set(state.lanes.map((lane) => lane.split('-')[0] ?? ''))];
    lists.destination_country = [...new Set(state.lanes.map((lane) => lane.split('-')[1] ?? ''))];
  }
  for (const [name, values] of Object.entries(lists)) for (const value of values) params.append(name, value);
  return params;
}

/** Statuses of orders the purchase figures count: drafts are not orders yet. */
const COUNTED_PURCHASE_STATUSES = PURCHASE_ORDER_STATUSES.filter((status) => status !== 'draft');

/**
 * The purchase order list's query that shows the orders a purchase bar or slice counts: those
 * made in the dashboard's period (or the bar's), of its sites and currency, the bar's supplier or
 * status (never drafts), and for a bar of overdue lines the orders the list marks late, which are
 * exactly those with an overdue line.
 */
export function purchaseDrillDownQuery(
  state: AnalyticsFilterState,
  period: { from: string; to: string; interval: AnalyticsInterval },
  currency: string | null,
  chart: Pick<TAnalyticsChart, 'dimensions'>,
  row: TAnalyticsRow,
  measure: string,
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = row.keys;
  const { from, to } = barDays(keys, period, period.interval);
  params.set('ordered', `${from},${to}`);
  const sites = keys.site ? [keys.site] : state.sites;
  for (const site of sites) params.append('site_id', site);
  if (keys.supplier) params.set('supplier_id', keys.supplier);
  for (const status of keys.purchase_status ? [keys.purchase_status] : COUNTED_PURCHASE_STATUSES) params.append('status', status);
  if (currency) params.set('currency', currency);
  if (measure === 'purchase_overdue_lines') params.set('late', '1');
  return params;
}
