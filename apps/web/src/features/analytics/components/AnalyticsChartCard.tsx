import type { ChartKind } from '@freight/contracts';
import { ActionIcon, Card, Group, Menu, Title } from '@mantine/core';
import { IconDots, IconFileSpreadsheet, IconPhoto, IconTable } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBlock, type ChartSeries } from '../../../components/ChartBlock/ChartBlock';
import { downloadChartImage } from '../api';
import { ChartFigures } from './ChartFigures';

interface AnalyticsChartCardProps {
  title: string;
  kind: ChartKind;
  labels: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  onSelect?: (index: number, seriesIndex: number) => void;
  onExport: () => void;
  opens?: 'shipments' | 'orders';
}

/** One chart of a dashboard with its actions: its figures shown as a table, as .xlsx, and itself as PNG. */
export function AnalyticsChartCard({ title, onExport, opens, ...chart }: AnalyticsChartCardProps) {
  const { t } = useTranslation('analytics');
  const frame = useRef<HTMLDivElement>(null);
  const [figures, setFigures] = useState(false);
  return (
    <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('chart_actions', { title })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconTable size={16} aria-hidden />} onClick={() => setFigures((shown) => !shown)}>
              {figures ? t('hide_figures') : t('show_figures')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={onExport}>
              {t('export_xlsx')}
            </Menu.Item>
            <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={() => downloadChartImage(frame.current, title)}>
              {t('export_png')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <div ref={frame}>
        <ChartBlock {...chart} label={title} height={chart.height ?? 240} />
      </div>
      {figures && <ChartFigures labels={chart.labels} series={chart.series} onSelect={chart.onSelect} opens={opens} />}
    </Card>
  );
}
