import type { ChartKind } from '@freight/contracts';
import { formatThousands } from '@freight/domain';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour; by default the next of the palette. */
  color?: string;
}

/** Distinct colours that keep a 3:1 contrast on white, in the order series take them. */
export const CHART_PALETTE = ['#2E457C', '#0C8599', '#E8590C', '#5F3DC4', '#2B8A3E', '#C2255C', '#A0781D', '#495057'] as const;

const ARC_KINDS: readonly ChartKind[] = ['pie', 'doughnut'];

/** The Chart.js type that draws a kind of SPEC §9. */
export function chartType(kind: ChartKind): ChartType {
  if (kind === 'line' || kind === 'filled-line') return 'line';
  if (kind === 'pie' || kind === 'doughnut') return kind;
  return 'bar';
}

/** A colour with transparency, for the area under a filled line. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const value = Number.parseInt(hex, 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/**
 * The data and options of one chart. Pie and doughnut show the first series, one slice per
 * label; the other kinds draw every series over the labels.
 */
export function chartConfig(kind: ChartKind, labels: readonly string[], series: readonly ChartSeries[], locale: string) {
  const colorOf = (index: number, given?: string) => given ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
  const arc = ARC_KINDS.includes(kind);
  const data: ChartData = arc
    ? {
        labels: [...labels],
        datasets: series.slice(0, 1).map((entry) => ({
          label: entry.label,
          data: [...entry.values],
          backgroundColor: labels.map((_, index) => colorOf(index)),
          borderColor: '#ffffff',
          borderWidth: 2,
        })),
      }
    : {
        labels: [...labels],
        datasets: series.map((entry, index) => {
          const color = colorOf(index, entry.color);
          return {
            label: entry.label,
            data: [...entry.values],
            borderColor: color,
            backgroundColor: kind === 'filled-line' ? withAlpha(color, 0.15) : color,
            fill: kind === 'filled-line' ? 'origin' : false,
            tension: 0.3,
            // Curves through the points without overshooting them, so a count never dips below zero.
            cubicInterpolationMode: 'monotone',
            pointRadius: labels.length > 40 ? 0 : 2,
            borderWidth: kind === 'line' || kind === 'filled-line' ? 2 : 0,
            borderRadius: kind === 'rounded-bar' ? 6 : 0,
            maxBarThickness: 40,
          };
        }),
      };

  const stacked = kind === 'stacked-bar';
  const horizontal = kind === 'horizontal-bar';
  // The value axis shortens thousands with 'k' (SPEC §9); the tooltip keeps the exact figure.
  const valueTicks = { precision: 0, callback: (value: number | string) => formatThousands(value) };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale,
    plugins: {
      legend: { display: arc || series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: { mode: arc ? 'nearest' : 'index', intersect: arc },
    },
    ...(arc
      ? {}
      : {
          indexAxis: kind === 'horizontal-bar' ? 'y' : 'x',
          scales: {
            x: horizontal
              ? { stacked, beginAtZero: true, ticks: valueTicks }
              : { stacked, grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true } },
            y: horizontal ? { stacked, grid: { display: false } } : { stacked, beginAtZero: true, ticks: valueTicks },
          },
        }),
  } as ChartOptions;
  return { type: chartType(kind), data, options };
}
