import { TABLE_SEARCH_DEBOUNCE_MS } from '@freight/contracts';
import { buildListQuery, compareValues, exportFileName, type FilterState, formatNumber, skeletonRowCount } from '@freight/domain';
import { Button, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowsSort, IconDownload, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import {
  type Column,
  type ColumnDef,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { usePhoneScreen } from '../../lib/screen';
import { CardList, CardSort } from './CardList';
import { ColumnPicker } from './ColumnPicker';
import { exportForm } from './export-form';
import { downloadBlob, postForm } from './http';
import { LinkedRow } from './LinkedRow';
import { tableQueryKey } from './query-key';
import { useTableLayout } from './table-layout';
import { TablePagination } from './TablePagination';
import type { DataTableColumn, FetchTablePage, TablePage, TablePageQuery } from './types';

/**
 * The rows as a new array for each set of columns: the table keeps each row's values until its data
 * changes, and new columns (values that read data loaded since, such as names by id) must be read again.
 */
const rowsForColumns = <Row,>(rows: readonly Row[], _columns: unknown): Row[] => [...rows];

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnPinningFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
type Features = typeof features;

const SELECT_COLUMN = '__select';
const SELECT_COLUMN_WIDTH = 48;
/** The key of a row's edit and delete buttons (see `actionsColumn`), kept in view at the table's end. */
const ROW_ACTIONS_COLUMN = 'actions';
const DEFAULT_COLUMN_WIDTH = 160;
const NO_ROWS: never[] = [];
const NO_FILTERS: FilterState = {};

type DataSource<Row> =
  /** GET /api<endpoint>?sortKey&sortOrder&page&pageSize&filter[…] (SPEC §7). */
  | { endpoint: string; fetchPage?: never; rows?: never; queryKey?: QueryKey }
  /** Pages from any source, cached by TanStack Query under `queryKey`. */
  | { fetchPage: FetchTablePage<Row>; endpoint?: never; rows?: never; queryKey?: QueryKey }
  /** Rows already loaded: searched, sorted and paged in the browser. */
  | { rows: readonly Row[]; endpoint?: never; fetchPage?: never; queryKey?: never };

export type DataTableProps<Row> = DataSource<Row> & {
  /** Names the table's saved layout; unique per table in the app. */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  /** Keep the array stable (a module constant or useMemo): a new array resets the table's columns. */
  columns: readonly DataTableColumn<Row>[];
  /** The row's id for selection and export @default row.id */
  getRowId?: (row: Row) => string | number;
  /** Extra `filter[name]` parameters of the list and the export. */
  filters?: FilterState;
  selectable?: boolean;
  onSelectionChange?: (ids: string[]) => void;
  /** Adds an export button posting to `/api/<exportModel>/export`. */
  exportModel?: string;
  /** A custom export path under /api. */
  exportPath?: string;
  searchable?: boolean;
  emptyText?: string;
  /** Extra buttons beside the column picker; a function gets the sort on screen, for an export of its own. */
  toolbar?: ReactNode | ((view: { sortKey: string | null; sortOrder: 'asc' | 'desc' | null }) => ReactNode);
  defaultSort?: { key: string; order: 'asc' | 'desc' };
  /**
   * The address of the row's own page: a click on the row (outside its buttons, links and
   * checkboxes) or Enter on the focused row opens it.
   */
  rowHref?: (row: Row) => string;
  /**
   * On a phone the rows show as these cards instead of the table's columns, with a sort choice
   * in place of the headers; each card opens `rowHref`. Row selection is a desktop feature.
   */
  renderCard?: (row: Row) => ReactNode;
};

function valueOf<Row extends RowData>(column: DataTableColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

const defaultRowId = (row: unknown) => String((row as { id?: unknown }).id);

/**
 * A list with server or browser paging, search, sorting, a saved column layout, row selection
 * and export (SPEC §3 "Table definition", §7, §9).
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const {
    tableId,
    label,
    columns,
    getRowId,
    filters = NO_FILTERS,
    selectable = false,
    onSelectionChange,
    exportModel,
    exportPath,
    searchable = true,
    emptyText,
    toolbar,
    defaultSort,
    rowHref,
    renderCard,
  } = props;
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language;
  const serverSide = props.rows === undefined;
  // Read on the first render, so a phone never builds the table only to replace it with cards.
  const phone = usePhoneScreen();
  const cards = phone && renderCard !== undefined;

  const { layout, defaults, setColumns, setPageSize } = useTableLayout(tableId, columns);
  const pageSize = layout.pageSize;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const [sorting, setSorting] = useState<SortingState>(defaultSort ? [{ id: defaultSort.key, desc: defaultSort.order === 'desc' }] : []);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);

  const sort = sorting[0];
  const sortColumn = sort ? columns.find((column) => column.key === sort.id) : undefined;
  const sortKey = sort ? (sortColumn?.sortKey ?? sort.id) : null;
  const sortOrder = sort ? (sort.desc ? 'desc' : 'asc') : null;

  // A new search, filter, sort or page size starts again at page 1, without an effect.
  const scope = buildListQuery({ sortKey, sortOrder, pageSize, search: debouncedSearch, filters });
  const [pageState, setPageState] = useState({ page: 1, scope });
  const requestedPage = pageState.scope === scope ? pageState.page : 1;
  const goToPage = (page: number) => setPageState({ page, scope });

  const query: TablePageQuery = {
    sortKey,
    sortOrder,
    page: requestedPage,
    pageSize,
    search: debouncedSearch,
    filters,
  };
  const { endpoint, fetchPage } = props;
  const pageQuery = useQuery({
    queryKey: [...(props.queryKey ?? tableQueryKey(tableId)), query],
    queryFn: ({ signal }): Promise<TablePage<Row>> =>
      fetchPage ? fetchPage(query, signal) : api.get<TablePage<Row>>(`${endpoint}?${buildListQuery(query)}`, { signal }),
    enabled: serverSide,
    placeholderData: keepPreviousData,
  });

  const rows = props.rows;
  const searchedRows = useMemo(() => {
    const needle = debouncedSearch.trim().toLowerCase();
    if (!rows || !needle) return rows;
    return rows.filter((row) =>
      columns.some((column) =>
        String(valueOf(column, row) ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    );
  }, [rows, columns, debouncedSearch]);

  // A failed load shows an empty table (SPEC §7); app-wide failures are reported by the API client.
  const serverRows = pageQuery.isError ? NO_ROWS : (pageQuery.data?.data ?? NO_ROWS);
  const data = serverSide ? serverRows : (searchedRows ?? NO_ROWS);
  const loading = serverSide && (pageQuery.isPending || pageQuery.isPlaceholderData) && !pageQuery.isError;

  const total = serverSide ? (pageQuery.data?.meta.total ?? 0) : data.length;
  const lastPage = serverSide ? (pageQuery.data?.meta.last_page ?? 1) : Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requestedPage, Math.max(lastPage, 1));
  const from = serverSide ? (pageQuery.data?.meta.from ?? null) : total > 0 ? (page - 1) * pageSize + 1 : null;
  const to = serverSide ? (pageQuery.data?.meta.to ?? null) : Math.min(page * pageSize, total);

  const columnDefs = useMemo<ColumnDef<Features, Row>[]>(() => {
    const defs: ColumnDef<Features, Row>[] = columns.map((column) => ({
      id: column.key,
      accessorFn: (row: Row) => valueOf(column, row),
      cell: (context) => (column.cell ? column.cell(context.row.original) : displayValue(context.getValue())),
      enableSorting: column.sortable ?? false,
      // Browser sorting (SPEC §5): numbers numerically, everything else as text in the reader's language.
      sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id), locale),
      size: column.width ?? DEFAULT_COLUMN_WIDTH,
    }));
    return selectable ? [{ id: SELECT_COLUMN, size: SELECT_COLUMN_WIDTH, enableSorting: false }, ...defs] : defs;
  }, [columns, selectable, locale]);

  const layoutState = useMemo(() => {
    const lead = selectable ? [SELECT_COLUMN] : [];
    return {
      columnVisibility: Object.fromEntries(layout.columns.map((entry) => [entry.key, entry.visible])),
      columnOrder: [...lead, ...layout.columns.map((entry) => entry.key)],
      columnPinning: {
        start: [...lead, ...layout.columns.filter((entry) => entry.pinned).map((entry) => entry.key)],
        // A row's actions stay in view at the right edge however wide the other columns make the table.
        end: layout.columns.some((entry) => entry.key === ROW_ACTIONS_COLUMN) ? [ROW_ACTIONS_COLUMN] : [],
      },
    };
  }, [layout.columns, selectable]);

  const selectRows = (next: RowSelectionState) => {
    setRowSelection(next);
    onSelectionChange?.(Object.keys(next));
  };

  const tableData = useMemo(() => rowsForColumns(data as Row[], columnDefs), [data, columnDefs]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: tableData,
    getRowId: getRowId ? (row) => String(getRowId(row)) : defaultRowId,
    state: {
      ...layoutState,
      sorting,
      rowSelection,
      pagination: { pageIndex: page - 1, pageSize },
    },
    onSortingChange: (updater) => setSorting(functionalUpdate(updater, sorting)),
    onRowSelectionChange: (updater) => selectRows(functionalUpdate(updater, rowSelection)),
    manualSorting: serverSide,
    manualPagination: serverSide,
    rowCount: total,
    enableRowSelection: selectable,
    enableMultiSort: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
  });

  const titles = useMemo(() => new Map(columns.map((column) => [column.key, column.title])), [columns]);
  const columnsByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const visibleColumns = table.getVisibleLeafColumns();
  const lastPinnedId = table.getStartVisibleLeafColumns().at(-1)?.id;
  const selectedIds = Object.keys(rowSelection);

  const cellStyle = (column: Column<Features, Row, unknown>, header: boolean): CSSProperties => {
    const pinned = column.getIsPinned();
    const size = column.getSize();
    return {
      width: size,
      minWidth: size,
      textAlign: columnsByKey.get(column.id)?.align,
      ...(pinned === 'start' && {
        position: 'sticky',
        insetInlineStart: column.getStart('start'),
        zIndex: header ? 3 : 1,
        background: 'var(--mantine-color-body)',
        boxShadow: column.id === lastPinnedId ? 'inset -1px 0 0 var(--mantine-color-default-border)' : undefined,
      }),
      ...(pinned === 'end' && {
        position: 'sticky',
        insetInlineEnd: column.getAfter('end'),
        zIndex: header ? 3 : 1,
        background: 'var(--mantine-color-body)',
        boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
      }),
    };
  };

  const runExport = async (model: string) => {
    setExporting(true);
    try {
      const exported = visibleColumns
        .filter((column) => column.id !== SELECT_COLUMN && columnsByKey.get(column.id)?.exportable !== false)
        .map((column) => ({ key: column.id, title: titles.get(column.id) ?? column.id }));
      const form = exportForm({ model, ids: selectedIds, columns: exported, filters, search: debouncedSearch, sortKey, sortOrder });
      downloadBlob(await postForm(exportPath ?? `/${model}/export`, form), exportFileName(model));
    } catch {
      notifications.show({ color: 'red', message: t('table.export_failed') });
    } finally {
      setExporting(false);
    }
  };

  const rowModel = table.getRowModel().rows;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {searchable ? (
          <TextInput
            type="search"
            aria-label={t('table.search')}
            placeholder={t('table.search_placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 200px', maxWidth: 360 }}
          />
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="wrap">
          {!cards && selectable && selectedIds.length > 0 && (
            <Group gap={4} wrap="nowrap">
              <Text size="sm" aria-live="polite">
                {t('table.selected', { count: selectedIds.length })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => selectRows({})}>
                {t('table.clear_selection')}
              </Button>
            </Group>
          )}
          {typeof toolbar === 'function' ? toolbar({ sortKey, sortOrder }) : toolbar}
          {cards ? (
            <CardSort columns={columns} sorting={sorting} onChange={setSorting} />
          ) : (
            <ColumnPicker layout={layout.columns} titles={titles} onChange={setColumns} onReset={() => setColumns(defaults)} />
          )}
          {exportModel && (
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={exporting}
              onClick={() => void runExport(exportModel)}
            >
              {selectedIds.length > 0 ? t('table.export_selected', { count: selectedIds.length }) : t('table.export')}
            </Button>
          )}
        </Group>
      </Group>

      {cards ? (
        <CardList
          label={label}
          rows={rowModel.map((row) => row.original)}
          rowKey={(row) => (getRowId ? getRowId(row) : defaultRowId(row))}
          loading={loading}
          skeletons={skeletonRowCount(pageSize)}
          emptyText={emptyText ?? t('table.empty')}
          renderCard={renderCard}
          rowHref={rowHref}
        />
      ) : (
        <Table.ScrollContainer minWidth={table.getTotalSize()} type="native">
          <Table aria-label={label} aria-busy={loading} layout="fixed" verticalSpacing="xs">
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    const title = titles.get(column.id);
                    return (
                      <Table.Th
                        key={header.id}
                        scope="col"
                        style={cellStyle(column, true)}
                        aria-sort={
                          column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                        }
                      >
                        {column.id === SELECT_COLUMN ? (
                          <Checkbox
                            aria-label={t('table.select_all')}
                            checked={table.getIsAllPageRowsSelected()}
                            indeterminate={table.getIsSomePageRowsSelected()}
                            onChange={table.getToggleAllPageRowsSelectedHandler()}
                          />
                        ) : column.getCanSort() ? (
                          <UnstyledButton onClick={column.getToggleSortingHandler()} fw={600} fz="sm">
                            <Group gap={4} wrap="nowrap">
                              <span>{title}</span>
                              {sorted === 'asc' ? (
                                <IconSortAscending size={16} aria-hidden />
                              ) : sorted === 'desc' ? (
                                <IconSortDescending size={16} aria-hidden />
                              ) : (
                                <IconArrowsSort size={16} aria-hidden opacity={0.4} />
                              )}
                            </Group>
                          </UnstyledButton>
                        ) : (
                          title
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {loading ? (
                Array.from({ length: skeletonRowCount(pageSize) }, (_, index) => (
                  <Table.Tr key={index} aria-hidden>
                    {visibleColumns.map((column) => (
                      <Table.Td key={column.id} style={cellStyle(column, false)}>
                        <Skeleton height={12} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              ) : rowModel.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={visibleColumns.length} p={0}>
                    {/* As wide as the visible part of the table, so a wide table on a phone still shows it. */}
                    <Text c="dimmed" ta="center" py="lg" px="md" pos="sticky" left={0} w="min(100%, calc(100vw - 4rem))">
                      {emptyText ?? t('table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rowModel.map((row) => {
                  const background = row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined;
                  const cells = row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={cellStyle(cell.column, false)}>
                      {cell.column.id === SELECT_COLUMN ? (
                        <Checkbox
                          aria-label={t('table.select_row', { id: row.id })}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      ) : (
                        <table.FlexRender cell={cell} />
                      )}
                    </Table.Td>
                  ));
                  return rowHref ? (
                    <LinkedRow key={row.id} href={rowHref(row.original)} bg={background}>
                      {cells}
                    </LinkedRow>
                  ) : (
                    <Table.Tr key={row.id} bg={background}>
                      {cells}
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {loading && <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden>}

      <TablePagination
        page={page}
        lastPage={lastPage}
        pageSize={pageSize}
        total={total}
        totalCapped={serverSide && (pageQuery.data?.meta.total_capped ?? false)}
        from={from}
        to={to}
        onPageChange={goToPage}
        onPageSizeChange={setPageSize}
      />
    </Stack>
  );
}
