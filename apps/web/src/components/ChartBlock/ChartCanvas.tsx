import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { ChartBlockProps } from './ChartBlock';
import { chartConfig } from './chart-config';

// Only what the chart kinds use, so the chunk stays small.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

/** The canvas of a chart block; loaded with Chart.js on first use. */
export default function ChartCanvas({ kind, labels, series, height, label }: Required<Pick<ChartBlockProps, 'height'>> & ChartBlockProps) {
  const { i18n } = useTranslation();
  const config = useMemo(() => chartConfig(kind, labels, series, i18n.language), [kind, labels, series, i18n.language]);
  return (
    <div style={{ position: 'relative', height }}>
      <Chart type={config.type} data={config.data} options={config.options} role="img" aria-label={label} />
    </div>
  );
}
