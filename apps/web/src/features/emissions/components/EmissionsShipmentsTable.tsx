import type { TEmissionsShipmentRow } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { downloadShipments, emissionsKeys, shipmentsPage } from '../api';
import type { EmissionsFilterState } from '../filter-params';
import { ShipmentEmissionsDialog } from './ShipmentEmissionsDialog';

const QUALITY_COLOR = { primary: 'teal', modelled: 'yellow', default: 'gray' } as const;
const kg = (value: number | null) => formatNumber(value, { maximumFractionDigits: 1 });

function useColumns(onDetails: (row: TEmissionsShipmentRow) => void): DataTableColumn<TEmissionsShipmentRow>[] {
  const { t } = useTranslation('emissions');
  return useMemo(
    () => [
      {
        key: 'shipment_number',
        title: t('table.shipment'),
        sortable: true,
        pin: true,
        width: 150,
        cell: (row) =>
          row.uuid && row.error_reason === null ? (
            <Anchor component="button" type="button" size="sm" onClick={() => onDetails(row)}>
              {row.shipment_number}
            </Anchor>
          ) : (
            row.shipment_number
          ),
      },
      { key: 'shipment_date', title: t('table.date'), sortable: true, width: 110 },
      { key: 'site_name', title: t('table.site'), width: 160, toggled: false },
      { key: 'carrier_name', title: t('table.carrier'), sortable: true, width: 170 },
      { key: 'mode', title: t('table.mode'), sortable: true, width: 120, value: (row) => (row.mode ? t(`modes.${row.mode}`) : null) },
      {
        key: 'lane',
        title: `${t('table.origin')} → ${t('table.destination')}`,
        width: 110,
        value: (row) => [row.origin_country ?? '?', row.destination_country ?? '?'].join(' → '),
      },
      {
        key: 'scope3_category',
        title: t('table.category'),
        width: 190,
        toggled: false,
        value: (row) => t(`categories.${row.scope3_category}`),
      },
      {
        key: 'distance_km',
        title: t('table.distance'),
        width: 110,
        align: 'right',
        value: (row) => row.distance_km,
        cell: (row) => kg(row.distance_km),
      },
      { key: 'tkm', title: t('table.tkm'), sortable: true, width: 110, align: 'right', cell: (row) => kg(row.tkm) },
      {
        key: 'co2e_wtw_kg',
        title: `${t('table.wtw')} (kg)`,
        sortable: true,
        width: 130,
        align: 'right',
        cell: (row) =>
          row.error_reason ? (
            <Text size="sm" c="dimmed">
              {t(`errors.${row.error_reason}`)}
            </Text>
          ) : (
            kg(row.co2e_wtw_kg)
          ),
      },
      {
        key: 'co2e_ttw_kg',
        title: `${t('table.ttw')} (kg)`,
        width: 130,
        align: 'right',
        toggled: false,
        cell: (row) => kg(row.co2e_ttw_kg),
      },
      {
        key: 'intensity',
        title: `${t('table.intensity')} (g/t-km)`,
        sortable: true,
        width: 150,
        align: 'right',
        value: (row) => row.intensity_g_per_tkm,
        cell: (row) => kg(row.intensity_g_per_tkm),
      },
      {
        key: 'data_quality',
        title: t('table.quality'),
        width: 130,
        cell: (row) =>
          row.data_quality && (
            <Badge variant="light" color={QUALITY_COLOR[row.data_quality]}>
              {t(`quality.${row.data_quality}`)}
            </Badge>
          ),
      },
      { key: 'factor_set', title: t('table.factor_set'), width: 240, toggled: false },
      {
        key: 'details',
        title: t('table.details'),
        width: 110,
        exportable: false,
        cell: (row) =>
          row.uuid &&
          row.error_reason === null && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconInfoCircle size={14} aria-hidden />}
              aria-label={t('table.details_of', { number: row.shipment_number })}
              onClick={() => onDetails(row)}
            >
              {t('table.details')}
            </Button>
          ),
      },
    ],
    [t, onDetails],
  );
}

/** The filtered shipments one by one, each opening the details of its figures; exported as a workbook. */
export function EmissionsShipmentsTable({ filters }: { filters: EmissionsFilterState }) {
  const { t } = useTranslation('emissions');
  const [open, setOpen] = useState<TEmissionsShipmentRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const columns = useColumns(setOpen);
  const fetchPage = useMemo(() => shipmentsPage(filters), [filters]);
  const runExport = async (sort: { sortKey: string | null; sortOrder: 'asc' | 'desc' | null }) => {
    setExporting(true);
    try {
      // The workbook lists the shipments in the order on screen.
      await downloadShipments(filters, { sortKey: sort.sortKey ?? undefined, sortOrder: sort.sortOrder ?? undefined });
    } catch {
      notifications.show({ color: 'red', message: t('error') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('table.title')}>
      <Title order={2} size="h5" mb="sm">
        {t('table.title')}
      </Title>
      <DataTable
        tableId="emissions_shipments"
        label={t('table.title')}
        fetchPage={fetchPage}
        queryKey={emissionsKeys.shipments(filters)}
        columns={columns}
        getRowId={(row) => `${row.source}-${row.uuid ?? row.shipment_number}`}
        defaultSort={{ key: 'shipment_date', order: 'desc' }}
        searchable={false}
        emptyText={t('table.empty')}
        toolbar={(sort) => (
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={exporting}
            onClick={() => void runExport(sort)}
          >
            {t('table.export')}
          </Button>
        )}
        renderCard={(row) => (
          <Stack gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{row.shipment_number}</Text>
              <Text fw={600}>{row.error_reason ? t(`errors.${row.error_reason}`) : t('units.kg', { value: kg(row.co2e_wtw_kg) })}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                row.shipment_date,
                row.carrier_name,
                row.mode && t(`modes.${row.mode}`),
                `${row.origin_country ?? '?'} → ${row.destination_country ?? '?'}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {row.uuid && row.error_reason === null && (
              <Button variant="light" size="compact-sm" w="fit-content" onClick={() => setOpen(row)}>
                {t('table.details')}
              </Button>
            )}
          </Stack>
        )}
      />
      {open?.uuid && <ShipmentEmissionsDialog uuid={open.uuid} number={open.shipment_number} onClose={() => setOpen(null)} />}
    </Card>
  );
}
