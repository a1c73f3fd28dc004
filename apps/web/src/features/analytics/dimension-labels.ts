import type { AnalyticsDimension, AnalyticsInterval, TAnalyticsFilterOptions } from '@freight/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The words for a grouping's value in the reader's language: a site's or supplier's name, a mode, an exception type, a month. */
export function useDimensionValueLabel(options: TAnalyticsFilterOptions | undefined, interval: AnalyticsInterval) {
  const { t, i18n } = useTranslation(['analytics', 'reportBuilder', 'adminCarriers', 'shipment', 'purchase']);
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
      case 'supplier':
        return options?.suppliers.find((supplier) => String(supplier.id) === key)?.name ?? key;
      case 'purchase_status':
        return t(`purchase:status.${key}` as ParseKeys<'purchase'>, { defaultValue: key });
      case 'mode':
        // Footprint figures group by emission mode (road, sea …), the others by shipment mode.
        return t(`adminCarriers:transport_modes.${key}` as ParseKeys<'adminCarriers'>, {
          defaultValue: t(`analytics:emission_modes.${key}` as ParseKeys<'analytics'>, { defaultValue: key }),
        });
      case 'emission_source':
        return t(`analytics:emission_sources.${key}` as ParseKeys<'analytics'>, { defaultValue: key });
      case 'direction':
        return t(`analytics:directions.${key}` as ParseKeys<'analytics'>, { defaultValue: key });
      case 'exception_type':
        return t(`shipment:exception_types.${key}` as ParseKeys<'shipment'>, { defaultValue: key });
      default:
        return key;
    }
  };
}
