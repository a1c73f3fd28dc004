import { formatNumber } from '@freight/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type GoodsLineValues, goodsTotals } from '../quote-form';

/** Packages, weight, volume and loading metres of all lines, recounted as the user types. */
export function GoodsTotals({ goods }: { goods: readonly GoodsLineValues[] }) {
  const { t } = useTranslation('quotes');
  const totals = goodsTotals(goods);
  const figures = [
    { key: 'packages', label: t('totals.packages'), value: formatNumber(totals.packages, { maximumFractionDigits: 0 }) },
    { key: 'weight', label: t('totals.weight'), value: `${formatNumber(totals.weightKg)} ${t('units.kg')}` },
    { key: 'volume', label: t('totals.volume'), value: `${formatNumber(totals.volumeM3, { maximumFractionDigits: 3 })} ${t('units.m3')}` },
    {
      key: 'loading_metres',
      label: t('totals.loading_metres'),
      value: `${formatNumber(totals.loadingMetres)} ${t('units.ldm')}`,
    },
    { key: 'pallet_spaces', label: t('totals.pallet_spaces'), value: formatNumber(totals.palletPlaces) },
  ];
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="var(--mantine-color-gray-0)" role="group" aria-label={t('totals.title')}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="lg" verticalSpacing="xs" aria-live="polite">
        {figures.map((figure) => (
          <Stack key={figure.key} gap={0} data-testid={`total-${figure.key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {figure.label}
            </Text>
            <Text fw={650} size="lg">
              {figure.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
