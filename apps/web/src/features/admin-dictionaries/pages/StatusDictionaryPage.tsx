import { CONSIGNMENT_STATUSES, type TStatusDictionaryEntry } from '@freight/contracts';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useCarrierChoices } from '../../admin-carriers';
import { STATUSES_TABLE, useDeleteStatusEntry } from '../api';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { StatusEntryDialog } from '../components/StatusEntryDialog';

/** The carrier choice that stands for the codes every carrier shares (no carrier). */
const ALL_CARRIERS = '0';

/** `/admin/statuses-dictionary`: carrier status codes and the normalized statuses they stand for. */
export default function StatusDictionaryPage() {
  const { t } = useTranslation('adminDictionaries');
  const carriers = useCarrierChoices();
  const remove = useDeleteStatusEntry();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<TStatusDictionaryEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TStatusDictionaryEntry | null>(null);
  const filters = useMemo(() => ({ carrier_id: carrier ?? undefined, status: status ?? undefined }), [carrier, status]);

  const columns = useMemo<DataTableColumn<TStatusDictionaryEntry>[]>(
    () => [
      {
        key: 'code',
        title: t('statuses.columns.code'),
        width: 120,
        sortable: true,
        pin: true,
        cell: (entry) => (
          <Text size="sm" ff="monospace" fw={600}>
            {entry.code}
          </Text>
        ),
      },
      {
        key: 'carrier_name',
        title: t('statuses.columns.carrier_name'),
        width: 190,
        sortable: true,
        value: (entry) => entry.carrier_name ?? t('statuses.all_carriers'),
        cell: (entry) =>
          entry.carrier_name ?? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('statuses.all_carriers')}
            </Text>
          ),
      },
      {
        key: 'status',
        title: t('statuses.columns.status'),
        width: 160,
        sortable: true,
        value: (entry) => t(`statuses_list.${entry.status}`),
      },
      {
        key: 'is_exception',
        title: t('statuses.columns.is_exception'),
        width: 150,
        sortable: true,
        value: (entry) => (entry.is_exception ? t(`exception_types.${entry.exception_type ?? 'OTHER'}`) : t('no')),
        cell: (entry) =>
          entry.is_exception ? (
            <Badge variant="light" color="red" c="red.9" radius="sm">
              {t(`exception_types.${entry.exception_type ?? 'OTHER'}`)}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('no')}
            </Text>
          ),
      },
      { key: 'description', title: t('statuses.columns.description'), width: 260 },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 90,
        exportable: false,
        cell: (entry) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={() => setEditing(entry)} aria-label={t('statuses.edit_label', { code: entry.code })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setDeleting(entry)}
              aria-label={t('statuses.delete_label', { code: entry.code })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t],
  );

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('statuses.deleted') });
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
        title={t('statuses.title')}
        subtitle={t('statuses.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('statuses.add')}
          </Button>
        }
      >
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <Select
              label={t('statuses.filters.carrier')}
              placeholder={t('statuses.filters.any_carrier')}
              data={[
                { value: ALL_CARRIERS, label: t('statuses.all_carriers') },
                ...(carriers.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
              ]}
              value={carrier}
              onChange={setCarrier}
              searchable
              clearable
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label={t('statuses.filters.status')}
              placeholder={t('statuses.filters.any_status')}
              data={CONSIGNMENT_STATUSES.map((value) => ({ value, label: t(`statuses_list.${value}`) }))}
              value={status}
              onChange={setStatus}
              clearable
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
          <DataTable
            tableId={STATUSES_TABLE}
            label={t('statuses.table')}
            endpoint="/dictionary"
            filters={filters}
            columns={columns}
            emptyText={carrier === null && status === null ? t('statuses.empty') : t('statuses.empty_filtered')}
            defaultSort={{ key: 'code', order: 'asc' }}
          />
        </Stack>
      </ListPage>
      {editing !== null && (
        <StatusEntryDialog entry={editing === 'new' ? null : editing} carriers={carriers.data ?? []} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('statuses.delete_title', { code: deleting?.code ?? '' })}
        text={t('statuses.delete_text')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
