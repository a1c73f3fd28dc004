import { CONSIGNMENT_STATUSES, type TStatusDictionaryEntry } from '@freight/contracts';
import { Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/DataTable/columns';
import { useCarrierChoices } from '../../admin-carriers';
import { STATUSES_TABLE, useDeleteStatusEntry } from '../api';
import { type DictionaryDefinition, type DictionaryFilters, DictionaryPage } from '../components/DictionaryPage';
import { StatusEntryDialog } from '../components/StatusEntryDialog';

/** The carrier choice that stands for the codes every carrier shares (no carrier). */
const ALL_CARRIERS = '0';

function useStatusColumns(): DataTableColumn<TStatusDictionaryEntry>[] {
  const { t } = useTranslation('adminDictionaries');
  return useMemo<DataTableColumn<TStatusDictionaryEntry>[]>(
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
            <StatusBadge label={t(`exception_types.${entry.exception_type ?? 'OTHER'}`)} color="red" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('no')}
            </Text>
          ),
      },
      { key: 'description', title: t('statuses.columns.description'), width: 260 },
    ],
    [t],
  );
}

/** The carrier and the status an entry stands for. */
function useStatusFilters(): DictionaryFilters {
  const { t } = useTranslation('adminDictionaries');
  const carriers = useCarrierChoices();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const values = useMemo(() => ({ carrier_id: carrier ?? undefined, status: status ?? undefined }), [carrier, status]);
  return {
    values,
    emptyText: carrier === null && status === null ? undefined : t('statuses.empty_filtered'),
    fields: (
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
    ),
  };
}

function StatusDialog({ entry, onClose }: { entry: TStatusDictionaryEntry | null; onClose: () => void }) {
  const carriers = useCarrierChoices();
  return <StatusEntryDialog entry={entry} carriers={carriers.data ?? []} onClose={onClose} />;
}

const statuses: DictionaryDefinition<TStatusDictionaryEntry> = {
  texts: 'statuses',
  tableId: STATUSES_TABLE,
  endpoint: '/dictionary',
  defaultSort: { key: 'code', order: 'asc' },
  nameOf: (entry) => ({ name: entry.code, code: entry.code }),
  useColumns: useStatusColumns,
  useDelete: useDeleteStatusEntry,
  useFilters: useStatusFilters,
  Dialog: StatusDialog,
};

/** `/admin/statuses-dictionary`: carrier status codes and the normalized statuses they stand for. */
export default function StatusDictionaryPage() {
  return <DictionaryPage definition={statuses} />;
}
