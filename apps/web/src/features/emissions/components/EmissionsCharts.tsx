import type { TEmissionsBucket, TEmissionsCharts } from '@freight/contracts';
import { Card, Grid, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBlock } from '../../../components/ChartBlock/ChartBlock';
import { tonnes, tonnesOf } from '../filter-params';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A month key (YYYY-MM) as the user's language writes a short month and year. */
function monthLabel(key: string, locale: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** CO2e of the filtered shipments by month, mode, carrier and lane. */
export function EmissionsCharts({ charts }: { charts: TEmissionsCharts }) {
  const { t, i18n } = useTranslation('emissions');
  const name = (key: string) => (key === 'other' ? t('charts.other') : key === 'unknown' ? t('charts.unknown') : key);
  const wtw = t('charts.wtw_t');
  if (charts.modes.length === 0)
    return (
      <Card withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {t('charts.empty')}
        </Text>
      </Card>
    );
  const horizontal = (title: string, buckets: TEmissionsBucket[], color: string) => (
    <ChartCard title={title}>
      <ChartBlock
        kind="horizontal-bar"
        labels={buckets.map((bucket) => name(bucket.key))}
        series={[{ label: wtw, values: tonnesOf(buckets), color }]}
        height={Math.max(160, buckets.length * 28)}
        label={title}
      />
    </ChartCard>
  );
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard title={t('charts.by_month')}>
            <ChartBlock
              kind="stacked-bar"
              labels={charts.months.map((month) => monthLabel(month.key, i18n.language))}
              series={[
                { label: t('charts.ttw_t'), values: charts.months.map((month) => tonnes(month.co2e_ttw_kg)), color: '#0C8599' },
                {
                  label: t('charts.wtt_t'),
                  values: charts.months.map((month) => tonnes(month.co2e_wtw_kg - month.co2e_ttw_kg)),
                  color: '#94D82D',
                },
              ]}
              height={260}
              label={t('charts.by_month')}
            />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ChartCard title={t('charts.by_mode')}>
            <ChartBlock
              kind="doughnut"
              labels={charts.modes.map((mode) => t(`modes.${mode.key}` as 'modes.road'))}
              series={[{ label: wtw, values: tonnesOf(charts.modes) }]}
              height={260}
              label={t('charts.by_mode')}
            />
          </ChartCard>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {horizontal(t('charts.by_carrier'), charts.carriers, '#1971C2')}
        {horizontal(t('charts.by_lane'), charts.lanes, '#0C8599')}
      </SimpleGrid>
    </>
  );
}
