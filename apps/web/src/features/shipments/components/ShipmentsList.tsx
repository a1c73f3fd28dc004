import { type ConsignmentStatus, routePath, type TConsignmentListItem } from '@freight/contracts';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlarmPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { PageTitle } from '../../../layouts/PageTitle';
import { ImportShipmentsButton } from '../../shipment-import';
import { SHIPMENTS_ENDPOINT, SHIPMENTS_TABLE_ID, useSelectedUuids, useShipmentStatistics } from '../api';
import { useShipmentFilters } from '../hooks/use-shipment-filters';
import type { ShipmentsArea } from '../query-keys';
import { activeFilterCount, toFilterState } from '../shipment-filters';
import { BatchReminderModal } from './BatchReminderModal';
import { useShipmentColumns } from './shipment-columns';
import { ShipmentCard } from './ShipmentCard';
import { ShipmentFilterBar } from './ShipmentFilterBar';
import { ShipmentStatistics } from './ShipmentStatistics';

const rowId = (row: TConsignmentListItem) => row.id;
const renderCard = (row: TConsignmentListItem) => <ShipmentCard row={row} />;
const DETAIL_ROUTE = { client: 'transport.shipments.detail', admin: 'admin.shipments.detail' } as const;

/**
 * The shipments list (issue 4 part 3): statistics, filters kept in the address, and the table
 * with export and batch reminders. The admin area lists every organization's shipments.
 */
export function ShipmentsList({ area }: { area: ShipmentsArea }) {
  const { t } = useTranslation('shipments');
  const { filters, update } = useShipmentFilters();
  const filterState = useMemo(() => toFilterState(filters), [filters]);
  const statistics = useShipmentStatistics(area, filterState);
  const columns = useShipmentColumns(area);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [reminderUuids, setReminderUuids] = useState<string[] | null>(null);
  const selectedUuids = useSelectedUuids(area);
  const rowHref = useCallback((row: TConsignmentListItem) => routePath(DETAIL_ROUTE[area], { uuid: row.uuid }), [area]);

  const toggleStatus = (status: ConsignmentStatus) =>
    update({ status: filters.status.includes(status) ? filters.status.filter((item) => item !== status) : [...filters.status, status] });

  const title = area === 'admin' ? t('admin_title') : t('title');
  const filtered = activeFilterCount(filters) > 0 || filters.search !== '';

  return (
    <Container fluid px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }} maw={1600}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed">{area === 'admin' ? t('admin_subtitle') : t('subtitle')}</Text>
          </Stack>
          <ImportShipmentsButton />
        </Group>

        <ShipmentStatistics
          statistics={statistics.data}
          selectedStatuses={filters.status}
          onToggleStatus={toggleStatus}
          exceptionsOnly={filters.exceptions}
          onToggleExceptions={() => update({ exceptions: !filters.exceptions })}
        />

        <ShipmentFilterBar area={area} filters={filters} onChange={update} />

        <DataTable
          tableId={SHIPMENTS_TABLE_ID[area]}
          label={title}
          endpoint={SHIPMENTS_ENDPOINT[area]}
          columns={columns}
          getRowId={rowId}
          rowHref={rowHref}
          renderCard={renderCard}
          filters={filterState}
          searchable={false}
          selectable
          onSelectionChange={setSelectedIds}
          exportModel="consignments"
          exportPath={area === 'admin' ? '/admin/consignments/export' : undefined}
          emptyText={filtered ? t('empty_filtered') : t('empty')}
          toolbar={
            area === 'client' &&
            selectedIds.length > 0 && (
              <Button
                variant="light"
                leftSection={<IconAlarmPlus size={18} aria-hidden />}
                onClick={() => setReminderUuids(selectedUuids(selectedIds))}
              >
                {t('reminder.open')}
              </Button>
            )
          }
        />
      </Stack>

      <BatchReminderModal opened={reminderUuids !== null} uuids={reminderUuids ?? []} onClose={() => setReminderUuids(null)} />
    </Container>
  );
}
