import { TABLE_PAGE_SIZE_DEFAULT, TABLE_PAGE_SIZE_OPTIONS } from '@freight/contracts';
import {
  type ColumnDefaults,
  type ColumnLayoutEntry,
  defaultColumnLayout,
  restoreColumnLayout,
  tableLayoutStorageKey,
} from '@freight/domain';
import { useMemo, useState } from 'react';

interface StoredLayout {
  columns?: unknown;
  pageSize?: unknown;
}

export interface TableLayout {
  columns: ColumnLayoutEntry[];
  pageSize: number;
}

const isPageSize = (value: unknown): value is number =>
  typeof value === 'number' && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

function readStored(tableId: string): StoredLayout {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(tableLayoutStorageKey(tableId)) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredLayout) : {};
  } catch {
    return {};
  }
}

function writeStored(tableId: string, layout: TableLayout): void {
  try {
    localStorage.setItem(tableLayoutStorageKey(tableId), JSON.stringify(layout));
  } catch {
    // A full or blocked storage only costs the user their layout after a reload.
  }
}

/**
 * A table's column layout and page size, kept per table in local storage (SPEC §9) and fitted
 * to the columns the table has now.
 */
export function useTableLayout(tableId: string, columns: readonly ColumnDefaults[]) {
  const defaults = useMemo(() => defaultColumnLayout(columns), [columns]);
  const [stored, setStored] = useState(() => readStored(tableId));

  const layout: TableLayout = useMemo(
    () => ({
      columns: restoreColumnLayout(stored.columns, defaults),
      pageSize: isPageSize(stored.pageSize) ? stored.pageSize : TABLE_PAGE_SIZE_DEFAULT,
    }),
    [stored, defaults],
  );

  const save = (next: TableLayout) => {
    setStored(next);
    writeStored(tableId, next);
  };

  return {
    layout,
    defaults,
    setColumns: (next: ColumnLayoutEntry[]) => save({ ...layout, columns: next }),
    setPageSize: (pageSize: number) => save({ ...layout, pageSize }),
  };
}
