import type {
  TEmissionsCharts,
  TEmissionsFilterOptions,
  TEmissionsKpi,
  TEmissionsModeShift,
  TEmissionsShipmentRow,
  TEmissionsShipmentsResponse,
  TShipmentEmissions,
} from '@freight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FetchTablePage } from '../../components/DataTable';
import { downloadBlob } from '../../components/DataTable/http';
import { api } from '../../lib/api';
import { emissionsParams, withParams, type EmissionsFilterState } from './filter-params';

export const emissionsKeys = {
  all: ['emissions'] as const,
  options: () => [...emissionsKeys.all, 'filter-options'] as const,
  kpi: (filters: EmissionsFilterState) => [...emissionsKeys.all, 'kpi', filters] as const,
  charts: (filters: EmissionsFilterState) => [...emissionsKeys.all, 'charts', filters] as const,
  modeShift: (filters: EmissionsFilterState, distance: number) => [...emissionsKeys.all, 'mode-shift', filters, distance] as const,
  shipments: (filters: EmissionsFilterState) => [...emissionsKeys.all, 'shipments', filters] as const,
  record: (uuid: string) => [...emissionsKeys.all, 'record', uuid] as const,
};

export function useFilterOptions() {
  return useQuery({
    queryKey: emissionsKeys.options(),
    queryFn: ({ signal }) => api.get<{ data: TEmissionsFilterOptions }>('/emissions/filter-options', { signal }),
    select: (answer) => answer.data,
  });
}

/** The figures keep the last answer on screen while the next filter's load. */
function useFigures<T>(key: readonly unknown[], path: string) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ data: T }>(path, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export const useKpi = (filters: EmissionsFilterState) =>
  useFigures<TEmissionsKpi>(emissionsKeys.kpi(filters), withParams('/emissions/figures/kpi', emissionsParams(filters)));

export const useCharts = (filters: EmissionsFilterState) =>
  useFigures<TEmissionsCharts>(emissionsKeys.charts(filters), withParams('/emissions/figures/charts', emissionsParams(filters)));

export const useModeShift = (filters: EmissionsFilterState, distance: number) =>
  useFigures<TEmissionsModeShift>(
    emissionsKeys.modeShift(filters, distance),
    withParams('/emissions/figures/mode-shift', emissionsParams(filters, { min_distance_km: distance })),
  );

/** Pages of the per-shipment table in the table's sort. */
export function shipmentsPage(filters: EmissionsFilterState): FetchTablePage<TEmissionsShipmentRow> {
  return (query, signal) => {
    const sort: Record<string, string | number> = { page: query.page, pageSize: query.pageSize };
    if (query.sortKey && query.sortOrder) Object.assign(sort, { sortKey: query.sortKey, sortOrder: query.sortOrder });
    return api.get<TEmissionsShipmentsResponse>(withParams('/emissions/shipments', emissionsParams(filters, sort)), { signal });
  };
}

/** A shipment's emission record for the details dialog. */
export function useEmissionRecord(uuid: string | null) {
  return useQuery({
    queryKey: emissionsKeys.record(uuid ?? ''),
    queryFn: ({ signal }) => api.get<{ data: TShipmentEmissions }>(`/emissions/shipment/${encodeURIComponent(uuid ?? '')}`, { signal }),
    select: (answer) => answer.data,
    enabled: uuid !== null,
  });
}

/** Downloads a file the server writes in the user's language, under the name it gives. */
async function download(path: string, fallbackName: string) {
  const file = await api.file(path);
  downloadBlob(file.blob, file.filename ?? fallbackName);
}

export function downloadShipments(filters: EmissionsFilterState, sort: { sortKey?: string; sortOrder?: 'asc' | 'desc' } = {}) {
  return download(withParams('/emissions/export', emissionsParams(filters, sort)), 'emissions.xlsx');
}

export function downloadGriReport(filters: EmissionsFilterState, format: 'xlsx' | 'pdf') {
  const params = emissionsParams(
    { ...filters, carriers: [], modes: [], origins: [], destinations: [], sources: [], qualities: [] },
    { format },
  );
  return download(withParams('/emissions/gri/full/export', params), `gri-305.${format}`);
}
