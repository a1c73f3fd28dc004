export { DataTable, type DataTableProps } from './DataTable';
export { tableQueryKey } from './query-key';
export type { DataTableColumn, FetchTablePage, TablePage, TablePageMeta, TablePageQuery } from './types';
