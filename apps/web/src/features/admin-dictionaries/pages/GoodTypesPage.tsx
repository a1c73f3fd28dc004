import type { Locale, TGoodType } from '@freight/contracts';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { GOOD_TYPES_TABLE, useDeleteGoodType } from '../api';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { GoodTypeDialog } from '../components/GoodTypeDialog';

const nameOf = (goodType: TGoodType, locale: Locale) => goodType.names[locale] || goodType.names.en;

/** `/admin/good-type-dictionary`: the goods types bookings offer, in every language. */
export default function GoodTypesPage() {
  const { t } = useTranslation('adminDictionaries');
  const locale = currentLocale();
  const remove = useDeleteGoodType();
  const [editing, setEditing] = useState<TGoodType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TGoodType | null>(null);

  const columns = useMemo<DataTableColumn<TGoodType>[]>(
    () => [
      { key: 'sort_order', title: t('good_types.columns.sort_order'), width: 80, sortable: true, align: 'right' },
      {
        key: 'code',
        title: t('good_types.columns.code'),
        width: 150,
        sortable: true,
        pin: true,
        cell: (row) => (
          <Text size="sm" ff="monospace" fw={600}>
            {row.code}
          </Text>
        ),
      },
      {
        key: 'name',
        title: t('good_types.columns.name'),
        width: 300,
        sortable: true,
        value: (row) => nameOf(row, locale),
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{nameOf(row, locale)}</Text>
            {!row.is_active && (
              <Badge variant="light" color="gray" c="gray.8" radius="sm">
                {t('good_types.inactive')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'default_package_type',
        title: t('good_types.columns.default_package_type'),
        width: 150,
        value: (row) => (row.default_package_type ? t(`package_types.${row.default_package_type}`) : null),
      },
      {
        key: 'dangerous_goods',
        title: t('good_types.columns.dangerous_goods'),
        width: 150,
        sortable: true,
        value: (row) => (row.dangerous_goods ? t('yes') : t('no')),
        cell: (row) =>
          row.dangerous_goods ? (
            <Badge variant="light" color="orange" c="orange.9" radius="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {t('yes')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('no')}
            </Text>
          ),
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 90,
        exportable: false,
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => setEditing(row)}
              aria-label={t('good_types.edit_label', { name: nameOf(row, locale) })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setDeleting(row)}
              aria-label={t('good_types.delete_label', { name: nameOf(row, locale) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t, locale],
  );

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('good_types.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) notifications.show({ color: 'red', message });
      },
    });

  return (
    <>
      <ListPage
        title={t('good_types.title')}
        subtitle={t('good_types.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('good_types.add')}
          </Button>
        }
      >
        <DataTable
          tableId={GOOD_TYPES_TABLE}
          label={t('good_types.table')}
          endpoint="/good-type-dictionary"
          columns={columns}
          emptyText={t('good_types.empty')}
          defaultSort={{ key: 'sort_order', order: 'asc' }}
        />
      </ListPage>
      {editing !== null && <GoodTypeDialog goodType={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('good_types.delete_title', { name: deleting ? nameOf(deleting, locale) : '' })}
        text={t('good_types.delete_text')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
