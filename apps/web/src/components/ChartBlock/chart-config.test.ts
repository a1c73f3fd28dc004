import { describe, expect, it } from 'vitest';
import { chartConfig, chartType, withAlpha } from './chart-config';

const labels = ['2026-09-07', '2026-09-14'];
const series = [
  { label: 'Bookings', values: [3, 5] },
  { label: 'Shipments', values: [8, 13] },
];

describe('chart configuration', () => {
  it('draws each kind with the Chart.js type that fits', () => {
    expect(chartType('filled-line')).toBe('line');
    expect(chartType('rounded-bar')).toBe('bar');
    expect(chartType('horizontal-bar')).toBe('bar');
    expect(chartType('doughnut')).toBe('doughnut');
  });

  it('stacks only a stacked bar and lays a horizontal bar on its side', () => {
    const stacked = chartConfig('stacked-bar', labels, series, 'en').options as {
      scales: { x: { stacked: boolean }; y: { stacked: boolean } };
    };
    expect(stacked.scales.x.stacked).toBe(true);
    expect(stacked.scales.y.stacked).toBe(true);
    const plain = chartConfig('bar', labels, series, 'en').options as { scales: { y: { stacked: boolean } }; indexAxis: string };
    expect(plain.scales.y.stacked).toBe(false);
    expect((chartConfig('horizontal-bar', labels, series, 'en').options as { indexAxis: string }).indexAxis).toBe('y');
  });

  it('shortens thousands on the value axis with k, on the side a horizontal bar lays it', () => {
    type Tick = (value: number) => string;
    const ticks = (kind: 'bar' | 'horizontal-bar', axis: 'x' | 'y') =>
      (chartConfig(kind, labels, series, 'en').options as { scales: Record<string, { ticks: { callback: Tick } }> }).scales[axis]!.ticks
        .callback;
    expect(ticks('bar', 'y')(15_000)).toBe('15k');
    expect(ticks('bar', 'y')(1_234)).toBe('1.3k');
    expect(ticks('bar', 'y')(250)).toBe('250');
    expect(ticks('horizontal-bar', 'x')(2_000)).toBe('2k');
  });

  it('fills the area under a filled line with a see-through colour and rounds rounded bars', () => {
    const filled = chartConfig('filled-line', labels, series, 'en').data.datasets[0] as { fill: unknown; backgroundColor: string };
    expect(filled.fill).toBe('origin');
    expect(filled.backgroundColor).toBe('rgba(46, 69, 124, 0.15)');
    expect((chartConfig('rounded-bar', labels, series, 'en').data.datasets[0] as { borderRadius: number }).borderRadius).toBe(6);
  });

  it('gives a pie one slice per label from the first series, each in its own colour', () => {
    const pie = chartConfig('pie', ['Nordic Freight AB', 'Demo Organization'], series, 'en');
    expect(pie.data.datasets).toHaveLength(1);
    expect(pie.data.datasets[0]!.data).toEqual([3, 5]);
    expect(new Set(pie.data.datasets[0]!.backgroundColor as string[]).size).toBe(2);
    expect((pie.options as { scales?: unknown }).scales).toBeUndefined();
  });

  it('keeps a colour it cannot read as it is', () => {
    expect(withAlpha('#0C8599', 0.5)).toBe('rgba(12, 133, 153, 0.5)');
    expect(withAlpha('teal', 0.5)).toBe('teal');
  });
});
