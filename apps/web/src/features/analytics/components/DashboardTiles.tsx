import type { TAnalyticsDashboard, TAnalyticsTile } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Gauge } from '../../../components/Gauge';
import { changeText, figureKind, formatFigure, trendTone } from '../figures';

// Without a shade, the theme darkens coloured text to WCAG's 4.5:1; a shade of 7 falls short.
const TONE_COLORS = { good: 'teal', bad: 'red', neutral: 'dimmed' } as const;

function Trend({ tile, previous }: { tile: TAnalyticsTile; previous: TAnalyticsDashboard['previous_period'] }) {
  const { t } = useTranslation('analytics');
  if (tile.previous === null || tile.value === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('kpi.no_previous', previous)}
      </Text>
    );
  }
  if (tile.trend === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconMinus size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="xs" c="dimmed">
          {t('kpi.unchanged', previous)}
        </Text>
      </Group>
    );
  }
  const tone = trendTone(tile);
  const Icon = tile.trend === 'UP' ? IconArrowUpRight : IconArrowDownRight;
  const change = changeText(tile) ?? '';
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-trend={tile.trend} data-tone={tone}>
      <Icon
        size={16}
        aria-hidden
        style={{ flex: 'none' }}
        color={`var(--mantine-color-${tone === 'good' ? 'teal-text' : tone === 'bad' ? 'red-text' : 'dimmed'})`}
      />
      <Text size="xs" c={TONE_COLORS[tone]}>
        {t(`kpi.trend_${tile.trend}`, { change, ...previous })}
        {tone !== 'neutral' && ` (${t(tone === 'good' ? 'kpi.better' : 'kpi.worse')})`}
      </Text>
    </Group>
  );
}

/** A dashboard's headline figures for the period, each with its trend against the previous period; the on-time share as a gauge. */
export function DashboardTiles({ data, currency }: { data: TAnalyticsDashboard; currency: string | null }) {
  const { t } = useTranslation('analytics');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(5, data.tiles.length) }} spacing="md" role="list" aria-label={t('kpi.label')}>
      {data.tiles.map((tile) => {
        const label = t(`measures.${tile.measure}`);
        const gauge = (tile.measure === 'on_time_share' || tile.measure === 'purchase_on_time_share') && tile.value !== null;
        const unit = figureKind(tile.measure) === 'price' && currency ? ` ${currency}` : '';
        return (
          <Paper key={tile.measure} withBorder radius="lg" p="md" role="listitem" data-testid={`tile-${tile.measure}`}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {gauge ? (
                <Gauge
                  value={Math.round(tile.value! * 1000) / 10}
                  label={t('kpi.gauge', { value: formatNumber(tile.value! * 100, { maximumFractionDigits: 1 }) })}
                />
              ) : (
                <Text fz={24} fw={700} lh={1.25} data-testid={`tile-value-${tile.measure}`}>
                  {formatFigure(tile.measure, tile.value)}
                  {tile.value !== null && unit}
                </Text>
              )}
              {/* The gauge's figure sits inside its arc, whose ends reach below it. */}
              <Box mt={gauge ? 24 : 0}>
                <Trend tile={tile} previous={data.previous_period} />
              </Box>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
