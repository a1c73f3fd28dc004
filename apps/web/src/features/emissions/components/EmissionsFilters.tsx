import type { TEmissionsFilterOptions } from '@freight/contracts';
import { Button, Card, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/inputs/DateRangeInput';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { isFiltered, NO_FILTERS, type EmissionsFilterState } from '../filter-params';

interface Props {
  value: EmissionsFilterState;
  onChange: (value: EmissionsFilterState) => void;
  options: TEmissionsFilterOptions | undefined;
}

/** Period, site, carrier, mode, countries, source and data quality of the shipments reported. */
export function EmissionsFilters({ value, onChange, options }: Props) {
  const { t } = useTranslation('emissions');
  const set = (field: keyof EmissionsFilterState) => (next: string | string[]) => onChange({ ...value, [field]: next });
  const plain = (values: readonly string[] = []) => values.map((entry) => ({ value: entry, label: entry }));
  const choice = (field: keyof EmissionsFilterState, label: string, data: { value: string; label: string }[]) => (
    <MultiSelect
      label={label}
      placeholder={t('filters.all')}
      data={data}
      value={value[field] as string[]}
      onChange={set(field)}
      searchable
    />
  );
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-label={t('filters.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <DateRangeInput label={t('filters.period')} value={value.range} onChange={set('range')} />
        {choice(
          'sites',
          t('filters.site'),
          (options?.sites ?? []).map((site) => ({ value: String(site.id), label: site.name })),
        )}
        {choice('carriers', t('filters.carrier'), plain(options?.carriers))}
        {choice(
          'modes',
          t('filters.mode'),
          (options?.modes ?? []).map((mode) => ({ value: mode, label: t(`modes.${mode}`) })),
        )}
        {choice('origins', t('filters.origin'), plain(options?.origin_countries))}
        {choice('destinations', t('filters.destination'), plain(options?.destination_countries))}
        {choice(
          'sources',
          t('filters.source'),
          (['booked', 'outside'] as const).map((source) => ({ value: source, label: t(`sources.${source}`) })),
        )}
        {choice(
          'qualities',
          t('filters.data_quality'),
          (['primary', 'modelled', 'default'] as const).map((quality) => ({ value: quality, label: t(`quality.${quality}`) })),
        )}
      </SimpleGrid>
      {isFiltered(value) && (
        <Button
          mt="sm"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('filters.reset')}
        </Button>
      )}
    </Card>
  );
}
