import type { AnalyticsDashboard, TAnalyticsDashboard, TAnalyticsFilterOptions } from '@freight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadBlob } from '../../components/DataTable/http';
import { api } from '../../lib/api';
import { analyticsParams, type AnalyticsFilterState } from './analytics-params';

export const analyticsKeys = {
  all: ['analytics'] as const,
  dashboard: (dashboard: AnalyticsDashboard, query: string) => [...analyticsKeys.all, 'dashboard', dashboard, query] as const,
  options: () => [...analyticsKeys.all, 'options'] as const,
};

/** One built-in dashboard for the sites acted as; the last figures stay while new filters load. */
export function useAnalyticsDashboard(dashboard: AnalyticsDashboard, filters: AnalyticsFilterState) {
  const query = analyticsParams(filters).toString();
  return useQuery({
    queryKey: analyticsKeys.dashboard(dashboard, query),
    queryFn: ({ signal }) => api.get<{ data: TAnalyticsDashboard }>(`/reports/${dashboard}?${query}`, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsFilterOptions() {
  return useQuery({
    queryKey: analyticsKeys.options(),
    queryFn: ({ signal }) => api.get<{ data: TAnalyticsFilterOptions }>('/reports/filter-options', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

/** One chart's figures as the .xlsx the server writes in the user's language. */
export async function downloadChartData(dashboard: AnalyticsDashboard, chart: string, filters: AnalyticsFilterState) {
  const file = await api.file(`/reports/${dashboard}/export?${analyticsParams(filters, { chart }).toString()}`);
  downloadBlob(file.blob, file.filename ?? `${dashboard}_${chart}.xlsx`);
}

/** A chart's canvas as a PNG on white, named after the chart. */
export function downloadChartImage(container: HTMLElement | null, name: string) {
  const canvas = container?.querySelector('canvas');
  if (!canvas) return;
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, copy.width, copy.height);
  context.drawImage(canvas, 0, 0);
  copy.toBlob((blob) => {
    if (blob) downloadBlob(blob, `${name}.png`);
  }, 'image/png');
}
