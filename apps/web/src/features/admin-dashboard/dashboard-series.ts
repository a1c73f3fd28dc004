import type { DashboardGranularity, DashboardMetric, TDashboard } from '@freight/contracts';
import type { ChartSeries } from '../../components/ChartBlock/ChartBlock';

/** How many organizations a chart names before it adds up the rest. */
export const ORGANIZATIONS_SHOWN = 6;

/** A period's name on the axis: the day for days and weeks, the month for months. */
export function periodLabel(period: string, granularity: DashboardGranularity): string {
  return granularity === 'month' ? period.slice(0, 7) : period;
}

/**
 * One series per organization for a metric, the busiest first; beyond the first few the rest
 * are added up under `otherLabel`, so a chart stays readable with many organizations.
 */
export function organizationSeries(dashboard: TDashboard, metric: DashboardMetric, otherLabel: string): ChartSeries[] {
  const ranked = [...dashboard.organizations]
    .sort((a, b) => b[metric] - a[metric] || a.name.localeCompare(b.name))
    .filter((organization) => organization[metric] > 0);
  const shown = ranked.slice(0, ORGANIZATIONS_SHOWN);
  const rest = ranked.slice(ORGANIZATIONS_SHOWN);
  const series: ChartSeries[] = shown.map((organization) => ({ label: organization.name, values: organization.series[metric] }));
  if (rest.length > 0) {
    series.push({
      label: otherLabel,
      values: dashboard.periods.map((_, index) =>
        rest.reduce((total, organization) => total + (organization.series[metric][index] ?? 0), 0),
      ),
      color: '#868E96',
    });
  }
  return series;
}

/** Each organization's share of a metric over the whole range, for a pie or doughnut. */
export function organizationShare(
  dashboard: TDashboard,
  metric: DashboardMetric,
  otherLabel: string,
): { labels: string[]; values: number[] } {
  const series = organizationSeries(dashboard, metric, otherLabel);
  return {
    labels: series.map((entry) => entry.label),
    values: series.map((entry) => entry.values.reduce((total, value) => total + value, 0)),
  };
}

/** Which way a figure went (SPEC §3 trend direction). */
export type Trend = 'UP' | 'DOWN';

/** The last period against the one before it; none when there is no earlier period or nothing changed. */
export function trendOf(values: readonly number[]): Trend | null {
  if (values.length < 2) return null;
  const last = values[values.length - 1]!;
  const previous = values[values.length - 2]!;
  if (last === previous) return null;
  return last > previous ? 'UP' : 'DOWN';
}

/** Shipments with an exception, in percent of all shipments (0–100, whole), for the gauge; none without shipments. */
export function exceptionRate(totals: TDashboard['totals']): number | null {
  if (totals.shipments === 0) return null;
  return Math.min(100, Math.round((totals.exceptions / totals.shipments) * 100));
}
