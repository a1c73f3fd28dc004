import type { TUnmatchedCarrier } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { UNMATCHED_TABLE } from '../api';
import { DetectUnmatchedDialog } from './DetectUnmatchedDialog';

/** Raw carrier names of imports that no detector knows, each one click from a detector. */
export function UnmatchedCarriers() {
  const { t } = useTranslation('adminCarriers');
  const [mapping, setMapping] = useState<TUnmatchedCarrier | null>(null);
  const columns = useMemo<DataTableColumn<TUnmatchedCarrier>[]>(
    () => [
      { key: 'raw_name', title: t('unmatched.columns.raw_name'), width: 260, sortable: true, pin: true },
      { key: 'occurrences', title: t('unmatched.columns.occurrences'), width: 90, sortable: true, align: 'right' },
      { key: 'shipments', title: t('unmatched.columns.shipments'), width: 170, align: 'right' },
      {
        key: 'first_seen_at',
        title: t('unmatched.columns.first_seen_at'),
        width: 120,
        sortable: true,
        value: (row) => formatDate(row.first_seen_at),
      },
      {
        key: 'last_seen_at',
        title: t('unmatched.columns.last_seen_at'),
        width: 120,
        sortable: true,
        value: (row) => formatDate(row.last_seen_at),
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 180,
        exportable: false,
        cell: (row) => (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => setMapping(row)}
            aria-label={t('unmatched.create_detector_for', { name: row.raw_name })}
          >
            {t('unmatched.create_detector')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={760}>
        {t('unmatched.intro')}
      </Text>
      <DataTable
        tableId={UNMATCHED_TABLE}
        label={t('unmatched.table')}
        endpoint="/carrier/detectors/unmatched"
        columns={columns}
        emptyText={t('unmatched.empty')}
        defaultSort={{ key: 'last_seen_at', order: 'desc' }}
      />
      {mapping && <DetectUnmatchedDialog unmatched={mapping} onClose={() => setMapping(null)} />}
    </Stack>
  );
}
