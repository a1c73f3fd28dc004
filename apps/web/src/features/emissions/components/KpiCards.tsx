import type { TEmissionsFigure, TEmissionsKpi } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconBuildingFactory2,
  IconGasStation,
  IconGauge,
  IconPackage,
  IconRoute,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unbrokenDay } from '../unbroken-day';

type Metric = 'co2e_wtw_kg' | 'co2e_ttw_kg' | 'tkm' | 'intensity_g_per_tkm' | 'shipments';

const METRICS: { key: Metric; label: string; icon: ReactNode; color: string }[] = [
  { key: 'co2e_wtw_kg', label: 'kpi.co2e_wtw', icon: <IconBuildingFactory2 size={20} aria-hidden />, color: 'teal' },
  { key: 'co2e_ttw_kg', label: 'kpi.co2e_ttw', icon: <IconGasStation size={20} aria-hidden />, color: 'cyan' },
  { key: 'tkm', label: 'kpi.tkm', icon: <IconRoute size={20} aria-hidden />, color: 'indigo' },
  { key: 'intensity_g_per_tkm', label: 'kpi.intensity', icon: <IconGauge size={20} aria-hidden />, color: 'grape' },
  { key: 'shipments', label: 'kpi.shipments', icon: <IconPackage size={20} aria-hidden />, color: 'blue' },
];

/** A figure in its unit: CO2e in tonnes, activity in tonne-km, intensity in g per tonne-km. */
function useValueText() {
  const { t } = useTranslation('emissions');
  return (metric: Metric, value: number | null) => {
    if (value === null) return '–';
    switch (metric) {
      case 'co2e_wtw_kg':
      case 'co2e_ttw_kg':
        return t('units.t', { value: formatNumber(value / 1000, { maximumFractionDigits: 1 }) });
      case 'tkm':
        return t('units.tkm', { value: formatNumber(value, { maximumFractionDigits: 0 }) });
      case 'intensity_g_per_tkm':
        return t('units.intensity', { value: formatNumber(value, { maximumFractionDigits: 1 }) });
      case 'shipments':
        return formatNumber(value);
    }
  };
}

function Change({ figure, previous }: { figure: TEmissionsFigure; previous: TEmissionsKpi['previous_period'] }) {
  const { t } = useTranslation('emissions');
  const period = { from: unbrokenDay(previous.from), to: unbrokenDay(previous.to) };
  if (figure.change === null)
    return (
      <Text size="xs" c="dimmed">
        {t('kpi.no_previous', period)}
      </Text>
    );
  const Icon = figure.change >= 0 ? IconArrowUpRight : IconArrowDownRight;
  const change = `${figure.change >= 0 ? '+' : '−'}${formatNumber(Math.abs(figure.change) * 100, { maximumFractionDigits: 1 })} %`;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flex: 'none' }} />
      <Text size="xs" c="dimmed">
        {t('kpi.vs_previous', { change, ...period })}
      </Text>
    </Group>
  );
}

/** The headline figures of the filtered shipments, each against the previous period of equal length. */
export function KpiCards({ kpi }: { kpi: TEmissionsKpi | undefined }) {
  const { t } = useTranslation('emissions');
  const valueText = useValueText();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
      {METRICS.map((metric) => (
        <Paper key={metric.key} withBorder radius="lg" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t(metric.label as 'kpi.co2e_wtw')}
              </Text>
              <Text fz={24} fw={700} lh={1.25} data-testid={`kpi-${metric.key}`}>
                {kpi ? valueText(metric.key, kpi[metric.key].value) : '–'}
              </Text>
              {kpi && <Change figure={kpi[metric.key]} previous={kpi.previous_period} />}
            </Stack>
            <ThemeIcon variant="light" color={metric.color} radius="md" size="lg">
              {metric.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
