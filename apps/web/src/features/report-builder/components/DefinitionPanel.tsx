import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_INTERVALS,
  ANALYTICS_MEASURES,
  CHART_KINDS,
  SAVED_REPORT_MEASURES_MAX,
  SAVED_REPORT_PERIODS,
  type AnalyticsDimension,
  type TAnalyticsFilterOptions,
  type TSavedReportDefinition,
} from '@freight/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { useSessionUser } from '../../../lib/session';

/** Purchase figures and groupings, offered only to those with the purchase permission, as the server answers them. */
const PURCHASE_DIMENSIONS: readonly AnalyticsDimension[] = ['supplier', 'purchase_status'];

interface DefinitionPanelProps {
  definition: TSavedReportDefinition;
  onChange: (definition: TSavedReportDefinition) => void;
  options: TAnalyticsFilterOptions | undefined;
}

/** What the report shows: figures, groupings, period, chart and filters, each change shown at once. */
export function DefinitionPanel({ definition, onChange, options }: DefinitionPanelProps) {
  const { t } = useTranslation(['reportBuilder', 'analytics', 'adminCarriers']);
  const set = <K extends keyof TSavedReportDefinition>(key: K, value: TSavedReportDefinition[K]) =>
    onChange({ ...definition, [key]: value });
  const buyer = useSessionUser()?.permissions.purchase === true;
  const dimensionOptions = ANALYTICS_DIMENSIONS.filter((dimension) => buyer || !PURCHASE_DIMENSIONS.includes(dimension)).map(
    (dimension) => ({ value: dimension, label: t(`analytics:dimensions.${dimension}`) }),
  );
  const textOptions = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
      <MultiSelect
        label={t('reportBuilder:fields.measures')}
        data={ANALYTICS_MEASURES.filter((measure) => buyer || !measure.startsWith('purchase_')).map((measure) => ({
          value: measure,
          label: t(`analytics:measures.${measure}`),
        }))}
        value={definition.measures}
        onChange={(value) => set('measures', value as TSavedReportDefinition['measures'])}
        max={SAVED_REPORT_MEASURES_MAX}
        searchable
        required
      />
      <Select
        label={t('reportBuilder:fields.rows')}
        data={dimensionOptions}
        value={definition.rows}
        placeholder={t('reportBuilder:all_shipments')}
        clearable
        onChange={(value) =>
          onChange({ ...definition, rows: value as AnalyticsDimension | null, columns: value === null ? null : definition.columns })
        }
      />
      <Select
        label={t('reportBuilder:fields.columns')}
        data={dimensionOptions.filter((option) => option.value !== definition.rows)}
        value={definition.columns}
        placeholder={t('reportBuilder:no_columns')}
        clearable
        disabled={definition.rows === null}
        onChange={(value) => set('columns', value as AnalyticsDimension | null)}
      />
      <Select
        label={t('reportBuilder:fields.chart')}
        data={CHART_KINDS.map((kind) => ({ value: kind, label: t(`reportBuilder:charts.${kind}` as ParseKeys<'reportBuilder'>) }))}
        value={definition.chart}
        allowDeselect={false}
        onChange={(value) => value && set('chart', value as TSavedReportDefinition['chart'])}
      />
      <Select
        label={t('reportBuilder:fields.period')}
        data={SAVED_REPORT_PERIODS.map((period) => ({ value: period, label: t(`reportBuilder:periods.${period}`) }))}
        value={definition.period}
        allowDeselect={false}
        onChange={(value) => value && set('period', value as TSavedReportDefinition['period'])}
      />
      {definition.period === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('analytics:filters.from')}
            value={definition.from ?? ''}
            onChange={(event) => set('from', event.currentTarget.value || null)}
          />
          <TextInput
            type="date"
            label={t('analytics:filters.to')}
            value={definition.to ?? ''}
            onChange={(event) => set('to', event.currentTarget.value || null)}
          />
        </>
      )}
      <Select
        label={t('analytics:filters.interval')}
        data={ANALYTICS_INTERVALS.map((interval) => ({ value: interval, label: t(`analytics:intervals.${interval}`) }))}
        value={definition.interval}
        allowDeselect={false}
        onChange={(value) => value && set('interval', value as TSavedReportDefinition['interval'])}
      />
      <MultiSelect
        label={t('analytics:filters.site')}
        data={(options?.sites ?? []).map((site) => ({ value: String(site.id), label: site.name }))}
        value={definition.site_id.map(String)}
        onChange={(value) => set('site_id', value.map(Number))}
        placeholder={t('analytics:filters.all')}
        searchable
      />
      <MultiSelect
        label={t('analytics:filters.carrier')}
        data={textOptions(options?.carriers)}
        value={definition.carrier}
        onChange={(value) => set('carrier', value)}
        placeholder={t('analytics:filters.all')}
        searchable
      />
      <MultiSelect
        label={t('analytics:filters.mode')}
        data={(options?.modes ?? []).map((mode) => ({
          value: mode,
          label: t(`adminCarriers:transport_modes.${mode}` as ParseKeys<'adminCarriers'>, { defaultValue: mode }),
        }))}
        value={definition.mode}
        onChange={(value) => set('mode', value)}
        placeholder={t('analytics:filters.all')}
      />
      <MultiSelect
        label={t('analytics:filters.lane')}
        data={textOptions(options?.lanes)}
        value={definition.lane}
        onChange={(value) => set('lane', value)}
        placeholder={t('analytics:filters.all')}
        searchable
      />
      <MultiSelect
        label={t('analytics:filters.direction')}
        data={(['inbound', 'outbound'] as const).map((direction) => ({ value: direction, label: t(`analytics:directions.${direction}`) }))}
        value={definition.direction}
        onChange={(value) => set('direction', value as TSavedReportDefinition['direction'])}
        placeholder={t('analytics:filters.all')}
      />
    </SimpleGrid>
  );
}
