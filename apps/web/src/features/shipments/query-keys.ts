import type { FilterState } from '@freight/domain';

/** The client list, or every organization's shipments for god users (SPEC §2). */
export type ShipmentsArea = 'client' | 'admin';

/** Cache keys of the shipments feature; everything under `all` is refreshed after a change. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  statistics: (area: ShipmentsArea, filters: FilterState) => [...shipmentKeys.all, 'statistics', area, filters] as const,
  filterOptions: () => [...shipmentKeys.all, 'filter-options'] as const,
  organizations: () => [...shipmentKeys.all, 'organizations'] as const,
  expiredReminders: () => [...shipmentKeys.all, 'expired-reminders'] as const,
};
