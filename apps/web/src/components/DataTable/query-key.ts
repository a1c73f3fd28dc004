import type { QueryKey } from '@tanstack/react-query';

/**
 * The cache key of a table's pages; invalidate it after changing the rows it lists. Apart from the
 * table, so a feature's start-up code that invalidates a list does not bring the table with it.
 */
export function tableQueryKey(tableId: string): QueryKey {
  return ['table', tableId];
}
