import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { EmissionsUploadActions } from '../../emissions-upload';
import { emissionsKeys, useCharts, useFilterOptions, useKpi } from '../api';
import { EmissionsCharts } from '../components/EmissionsCharts';
import { EmissionsFilters } from '../components/EmissionsFilters';
import { EmissionsShipmentsTable } from '../components/EmissionsShipmentsTable';
import { GriReportMenu } from '../components/GriReportMenu';
import { KpiCards } from '../components/KpiCards';
import { ModeShiftCard } from '../components/ModeShiftCard';
import { filtersFromParams, type EmissionsFilterState } from '../filter-params';
import { unbrokenDay } from '../unbroken-day';

/** `/transport/emissions`: the transport footprint of the sites acted as, filtered, charted, per shipment and as a GRI report. */
export default function EmissionsPage() {
  const { t } = useTranslation('emissions');
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<EmissionsFilterState>(() => filtersFromParams(searchParams));
  const options = useFilterOptions();
  const kpi = useKpi(filters);
  const charts = useCharts(filters);
  const period = kpi.data?.period;
  const queryClient = useQueryClient();
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={760}>
              {t('subtitle')}
              {period && ` ${unbrokenDay(period.from)} – ${unbrokenDay(period.to)}`}
            </Text>
          </Stack>
          <Group gap="sm">
            {(kpi.isFetching || charts.isFetching) && <Loader size="sm" aria-label={t('loading')} />}
            <GriReportMenu filters={filters} />
          </Group>
        </Group>
        <EmissionsUploadActions onImported={() => void queryClient.invalidateQueries({ queryKey: emissionsKeys.all })} />
        <EmissionsFilters value={filters} onChange={setFilters} options={options.data} />
        {(kpi.isError || charts.isError) && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('error')}
          </Alert>
        )}
        <KpiCards kpi={kpi.data} />
        {kpi.data && kpi.data.not_calculated > 0 && (
          <Text size="sm" c="dimmed">
            {t('kpi.not_calculated', { count: kpi.data.not_calculated })}
          </Text>
        )}
        {charts.data && <EmissionsCharts charts={charts.data} />}
        <ModeShiftCard filters={filters} />
        <EmissionsShipmentsTable filters={filters} />
      </Stack>
    </Container>
  );
}
