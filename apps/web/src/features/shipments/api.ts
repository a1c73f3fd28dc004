import {
  FILTER_OPTION_NAMES,
  type TConsignmentListItem,
  type TConsignmentStatistics,
  type TFilterOptionsResponse,
} from '@freight/contracts';
import { filterParams, type FilterState, toQueryString } from '@freight/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TablePage, tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';
import { shipmentKeys, type ShipmentsArea } from './query-keys';

export const SHIPMENTS_ENDPOINT: Record<ShipmentsArea, string> = {
  client: '/consignments',
  admin: '/admin/consignments',
};

export const SHIPMENTS_TABLE_ID: Record<ShipmentsArea, string> = {
  client: 'shipments',
  admin: 'admin_shipments',
};

/** Counts by status and open exceptions for the list's current filter (SPEC §7). */
export function useShipmentStatistics(area: ShipmentsArea, filters: FilterState) {
  return useQuery({
    queryKey: shipmentKeys.statistics(area, filters),
    queryFn: ({ signal }) =>
      api.get<TConsignmentStatistics>(`${SHIPMENTS_ENDPOINT[area]}/filtered-statistics?${toQueryString(filterParams(filters))}`, {
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** Carriers, modes, countries and cities found among the user's shipments. */
export function useShipmentFilterOptions() {
  return useQuery({
    queryKey: shipmentKeys.filterOptions(),
    queryFn: ({ signal }) =>
      api.get<TFilterOptionsResponse>(`/filters?${toQueryString(FILTER_OPTION_NAMES.map((name) => ['options[]', name]))}`, { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export interface BatchReminder {
  uuids: string[];
  remind_at: string;
  text: string;
}

/** Sets one reminder on each chosen shipment; the lists then show the new reminder state. */
export function useBatchReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: BatchReminder) => api.post<{ data: { count: number } }>('/consignments/reminders/batch', reminder),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableQueryKey(SHIPMENTS_TABLE_ID.client) }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
      ]),
  });
}

/**
 * The uuids of chosen rows. Selection is kept by row id across pages, so the rows are looked up
 * in every page of the table the cache holds.
 */
export function useSelectedUuids(area: ShipmentsArea): (ids: readonly string[]) => string[] {
  const queryClient = useQueryClient();
  return (ids) => {
    const wanted = new Set(ids);
    const uuids = new Map<string, string>();
    for (const [, page] of queryClient.getQueriesData<TablePage<TConsignmentListItem>>({
      queryKey: tableQueryKey(SHIPMENTS_TABLE_ID[area]),
    })) {
      for (const row of page?.data ?? []) if (wanted.has(String(row.id))) uuids.set(String(row.id), row.uuid);
    }
    return [...uuids.values()];
  };
}
