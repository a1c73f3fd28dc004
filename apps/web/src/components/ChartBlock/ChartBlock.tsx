import { CHART_DEFAULT_HEIGHT, type ChartKind } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartSeries } from './chart-config';

export type { ChartSeries } from './chart-config';

// Chart.js is loaded with the first chart shown, never with the app.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartBlockProps {
  kind: ChartKind;
  /** The categories: periods along the axis, or the slices of a pie or doughnut. */
  labels: readonly string[];
  /** Pie and doughnut draw the first series only. */
  series: readonly ChartSeries[];
  /** The chart's accessible name, also the caption of its data for screen readers. */
  label: string;
  /** In pixels @default 150 (SPEC §9) */
  height?: number;
  /** Called with the category and series of a clicked bar, point or slice; makes them look clickable. */
  onSelect?: (index: number, seriesIndex: number) => void;
}

/**
 * A chart of any kind of SPEC §9 (line, filled line, rounded bar, bar, stacked bar, horizontal
 * bar, pie, doughnut), with its figures also given as a table for screen readers.
 */
export function ChartBlock({ height = CHART_DEFAULT_HEIGHT, ...props }: ChartBlockProps) {
  const { labels, series, label } = props;
  return (
    <div>
      <Suspense fallback={<Skeleton height={height} radius="md" />}>
        <ChartCanvas {...props} height={height} />
      </Suspense>
      <VisuallyHidden>
        <Table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th />
              {series.map((entry) => (
                <th key={entry.label}>{entry.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((category, index) => (
              <tr key={category}>
                <th>{category}</th>
                {series.map((entry) => (
                  <td key={entry.label}>{formatNumber(entry.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}
