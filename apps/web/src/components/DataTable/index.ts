export { DataTable, type DataTableProps, tableQueryKey } from './DataTable';
export type { DataTableColumn, FetchTablePage, TablePage, TablePageMeta, TablePageQuery } from './types';
