import type { ListQuery } from '@freight/domain';
import type { TListMeta } from '@freight/contracts';
import type { ReactNode } from 'react';

/** A column of a DataTable; `key`, `title`, `toggled` and `pin` are the table definition of SPEC §3. */
export interface DataTableColumn<Row> {
  /** Identifies the column in layouts and exports; also the field read when `value` is not given. */
  key: string;
  /** The header text, already translated. */
  title: string;
  /** The cell's value, for sorting, searching and the default cell. */
  value?: (row: Row) => unknown;
  /** Custom cell content; the value as text when not given. */
  cell?: (row: Row) => ReactNode;
  /** Sortable by clicking the header. */
  sortable?: boolean;
  /** The server's sort key when it differs from `key`. */
  sortKey?: string;
  /** Shown unless the user hides it @default true */
  toggled?: boolean;
  /** Pinned at the start unless the user unpins it. */
  pin?: boolean;
  /** Width in pixels @default 160 */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Sent to the export when visible @default true */
  exportable?: boolean;
}

/** The query of one page, as `fetchPage` receives it. */
export type TablePageQuery = ListQuery & { page: number; pageSize: number };

export type TablePageMeta = Pick<TListMeta, 'total' | 'total_capped' | 'from' | 'to' | 'last_page'>;

/** One page of a server list (SPEC §7 "Table lists"). */
export interface TablePage<Row> {
  data: Row[];
  meta: TablePageMeta;
}

export type FetchTablePage<Row> = (query: TablePageQuery, signal: AbortSignal) => Promise<TablePage<Row>>;
