import { useState } from 'react';

/** The rows picked for a batch action in a selectable DataTable, and a way to start over. */
export interface TableSelection {
  selectedIds: string[];
  /** Give to the table's `onSelectionChange`. */
  onSelectionChange: (ids: string[]) => void;
  /** Give to the table as its `key`: the table keeps its own selection, so a new key empties it. */
  tableKey: number;
  /** Empties the selection, after a batch action or when the rows change under it. */
  restart: () => void;
}

export function useTableSelection(): TableSelection {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [tableKey, setTableKey] = useState(0);
  return {
    selectedIds,
    onSelectionChange: setSelectedIds,
    tableKey,
    restart: () => {
      setSelectedIds([]);
      setTableKey((key) => key + 1);
    },
  };
}
