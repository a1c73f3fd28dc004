import type { AnalyticsDimension, AnalyticsInterval, AnalyticsMeasure, TAnalyticsFilterOptions } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

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

/** The words for a grouping's value: a site's name, a mode, a month in the reader's language. */
export function useDimensionValueLabel(options: TAnalyticsFilterOptions | undefined, interval: AnalyticsInterval) {
  const { t, i18n } = useTranslation(['reportBuilder', 'analytics', 'adminCarriers']);
  const monthFormat = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (dimension: AnalyticsDimension | null, key: string): string => {
    if (dimension === null) return t('reportBuilder:all_shipments');
    if (key === '') return t('analytics:unknown');
    switch (dimension) {
      case 'period': {
        const day = new Date(`${key}T00:00:00Z`);
        return interval === 'month' ? monthFormat.format(day) : dayFormat.format(day);
      }
      case 'site':
        return options?.sites.find((site) => String(site.id) === key)?.name ?? key;
      case 'mode':
        // Footprint figures group by emission mode (road, sea …), the others by shipment mode.
        return t(`adminCarriers:transport_modes.${key}` as ParseKeys<'adminCarriers'>, {
          defaultValue: t(`analytics:emission_modes.${key}` as ParseKeys<'analytics'>, { defaultValue: key }),
        });
      case 'emission_source':
        return t(`analytics:emission_sources.${key}` as ParseKeys<'analytics'>, { defaultValue: key });
      case 'direction':
        return t(`analytics:directions.${key}` as ParseKeys<'analytics'>, { defaultValue: key });
      default:
        return key;
    }
  };
}
