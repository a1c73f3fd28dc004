import type { TPurchaseStats } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../layouts/PageTitle';
import { usePurchaseStats } from '../api';
import { PurchaseStatsCards } from '../components/PurchaseStatsCards';

type SupplierFigures = TPurchaseStats['suppliers'][number];

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** `/purchase/statistics`: open order value, late lines, and how reliably each supplier has the goods ready on time. */
export default function PurchaseStatisticsPage() {
  const { t } = useTranslation('purchase');
  const stats = usePurchaseStats();

  const columns = useMemo<DataTableColumn<SupplierFigures>[]>(
    () => [
      { key: 'name', title: t('statistics.columns.supplier'), width: 260, sortable: true, pin: true },
      { key: 'lines_due', title: t('statistics.columns.lines_due'), width: 140, align: 'right', sortable: true },
      { key: 'on_time', title: t('statistics.columns.on_time'), width: 140, align: 'right', sortable: true },
      {
        key: 'on_time_share',
        title: t('statistics.columns.on_time_share'),
        width: 240,
        sortable: true,
        value: (row) => (row.on_time_share === null ? null : `${formatNumber(percent(row.on_time_share) ?? 0)} %`),
        cell: (row) =>
          row.on_time_share === null ? (
            <Text size="sm" c="dimmed">
              {t('statistics.nothing_due')}
            </Text>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={percent(row.on_time_share) ?? 0}
                color={row.on_time_share >= 0.9 ? 'teal' : row.on_time_share >= 0.7 ? 'yellow' : 'red'}
                w={120}
                aria-hidden
              />
              <Text size="sm">{formatNumber(percent(row.on_time_share) ?? 0)} %</Text>
            </Group>
          ),
      },
    ],
    [t],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('statistics.title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('statistics.title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('statistics.subtitle')}
          </Text>
        </Stack>
        <PurchaseStatsCards />
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('statistics.suppliers')}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('statistics.suppliers')}
            </Title>
            <DataTable
              tableId="purchase_supplier_statistics"
              label={t('statistics.suppliers')}
              rows={stats.data?.suppliers ?? []}
              getRowId={(row) => row.supplier_id}
              columns={columns}
              emptyText={t('statistics.empty')}
              defaultSort={{ key: 'name', order: 'asc' }}
            />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
