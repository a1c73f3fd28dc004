import type { FilterState } from '@freight/domain';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/DataTable/columns';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';

/** Filters above a dictionary's table: their fields, the values they send, what an empty result says. */
export interface DictionaryFilters {
  fields: ReactNode;
  values: FilterState;
  /** Said by the table when the filters leave no entry. */
  emptyText?: string;
}

/** One dictionary as its page shows it; its texts stand under `texts` in the dictionaries' namespace. */
export interface DictionaryDefinition<Row extends { id: number }> {
  texts: 'good_types' | 'statuses';
  tableId: string;
  endpoint: string;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** What names a row in its edit and delete labels and the delete question. */
  nameOf: (row: Row) => { name: string; code: string };
  /** The dictionary's own columns, before edit and delete; kept stable with useMemo. */
  useColumns: () => DataTableColumn<Row>[];
  useDelete: () => {
    mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  /** Filters above the table, for a dictionary long enough to need them. */
  useFilters?: () => DictionaryFilters;
  /** Adds (`entry` null) or changes one entry. */
  Dialog: ComponentType<{ entry: Row | null; onClose: () => void }>;
}

const NO_FILTERS: DictionaryFilters = { fields: null, values: {} };
const useNoFilters = () => NO_FILTERS;

/** An administration dictionary: its entries in a table, added and changed in a dialog, deleted after a question. */
export function DictionaryPage<Row extends { id: number }>({ definition }: { definition: DictionaryDefinition<Row> }) {
  const { texts, Dialog } = definition;
  const { t } = useTranslation('adminDictionaries');
  const remove = definition.useDelete();
  const ownColumns = definition.useColumns();
  const filters = (definition.useFilters ?? useNoFilters)();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns = useMemo(
    () => [
      ...ownColumns,
      actionsColumn<Row>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (row) => t(`${texts}.edit_label`, definition.nameOf(row)), onClick: setEditing },
        remove: { label: (row) => t(`${texts}.delete_label`, definition.nameOf(row)), onClick: setDeleting },
      }),
    ],
    [ownColumns, t, texts, definition],
  );

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(`${texts}.deleted`) });
        setDeleting(null);
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) notifications.show({ color: 'red', message });
      },
    });

  const table = (
    <DataTable
      tableId={definition.tableId}
      label={t(`${texts}.table`)}
      endpoint={definition.endpoint}
      filters={filters.values}
      columns={columns}
      emptyText={filters.emptyText ?? t(`${texts}.empty`)}
      defaultSort={definition.defaultSort}
    />
  );

  return (
    <>
      <ListPage
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.subtitle`)}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t(`${texts}.add`)}
          </Button>
        }
      >
        {filters.fields ? (
          <Stack gap="md">
            {filters.fields}
            {table}
          </Stack>
        ) : (
          table
        )}
      </ListPage>
      {editing !== null && <Dialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t(`${texts}.delete_title`, deleting ? definition.nameOf(deleting) : { name: '', code: '' })}
        text={t(`${texts}.delete_text`)}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
