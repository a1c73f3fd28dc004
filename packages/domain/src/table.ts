import { TABLE_LAYOUT_VERSION, TABLE_PAGE_LINK_WINDOW, TABLE_SKELETON_ROWS_MAX } from '@freight/contracts';

/**
 * The pages to offer as links (SPEC §9): a run of at most `size` consecutive pages that keeps
 * the current page in the middle where it can, and shifts at either end so the run stays full.
 */
export function pageWindow(current: number, lastPage: number, size = TABLE_PAGE_LINK_WINDOW): number[] {
  if (lastPage < 1) return [];
  const count = Math.min(size, lastPage);
  const page = Math.min(Math.max(current, 1), lastPage);
  const first = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Placeholder rows shown while a page loads: one per expected row, at most 50 (SPEC §9). */
export function skeletonRowCount(pageSize: number): number {
  return Math.max(1, Math.min(pageSize, TABLE_SKELETON_ROWS_MAX));
}

/**
 * Where a table keeps its layout in local storage. The `table_` prefix keeps it through
 * sign-out; the version drops layouts saved in an older shape.
 */
export function tableLayoutStorageKey(tableId: string): string {
  return `table_${TABLE_LAYOUT_VERSION}_${tableId}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `<model>_<YYYY-MM-DD_HH-mm-ss>.xlsx`, the name an exported table is saved under (SPEC §7). */
export function exportFileName(model: string, at: Date = new Date()): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${model}_${date}_${time}.xlsx`;
}
