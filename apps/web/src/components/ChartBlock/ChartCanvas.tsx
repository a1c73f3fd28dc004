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
  type ChartOptions,
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
export default function ChartCanvas({
  kind,
  labels,
  series,
  height,
  label,
  onSelect,
}: Required<Pick<ChartBlockProps, 'height'>> & ChartBlockProps) {
  const { i18n } = useTranslation();
  const config = useMemo(() => {
    const base = chartConfig(kind, labels, series, i18n.language);
    if (!onSelect) return base;
    const options: ChartOptions = {
      ...base.options,
      onClick: (_event, elements) => {
        const [element] = elements;
        if (element) onSelect(element.index, element.datasetIndex);
      },
      onHover: (event, elements) => {
        const target = event.native?.target as HTMLElement | undefined;
        if (target) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
      },
    };
    return { ...base, options };
  }, [kind, labels, series, i18n.language, onSelect]);
  return (
    <div style={{ position: 'relative', height }}>
      <Chart type={config.type} data={config.data} options={config.options} role="img" aria-label={label} />
    </div>
  );
}
