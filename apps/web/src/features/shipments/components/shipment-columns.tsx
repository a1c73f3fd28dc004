import { routePath, type TConsignmentListItem } from '@freight/contracts';
import { formatDate, formatNumber } from '@freight/domain';
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import type { DataTableColumn } from '../../../components/DataTable';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import type { ShipmentsArea } from '../query-keys';
import classes from './ShipmentsList.module.css';

type Row = TConsignmentListItem;
type Party = Row['consignor'];

/** A party's city and country, as the list shows where a shipment goes. */
export function place(party: Party): string {
  return [party.city, party.countrycode].filter(Boolean).join(', ') || '-';
}

/** City and country first, the company beneath, so the route reads down the column. */
function PartyCell({ party }: { party: Party }) {
  return (
    <Stack gap={0} className={classes.cellText}>
      <Text size="sm" truncate="end">
        {place(party)}
      </Text>
      {party.name && (
        <Text size="xs" c="dimmed" truncate="end">
          {party.name}
        </Text>
      )}
    </Stack>
  );
}

function ShipmentNumberCell({ row, area, t }: { row: Row; area: ShipmentsArea; t: TFunction<'shipments'> }) {
  const detail = area === 'admin' ? 'admin.shipments.detail' : 'transport.shipments.detail';
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.notSeen} data-visible={row.not_seen || undefined} aria-hidden />
      <Anchor component={Link} to={routePath(detail, { uuid: row.uuid })} fw={600} size="sm" truncate="end">
        {row.shipment_number}
      </Anchor>
      {row.not_seen && <VisuallyHidden>{t('columns.not_seen')}</VisuallyHidden>}
      {row.has_open_exception && (
        <Tooltip label={t('columns.open_exception')}>
          <IconAlertTriangleFilled
            size={15}
            color="var(--mantine-color-red-8)"
            role="img"
            aria-label={t('columns.open_exception')}
            style={{ flexShrink: 0 }}
          />
        </Tooltip>
      )}
    </Group>
  );
}

/** The predicted day, its 80% interval on hover, and a flag when it falls after the promised day. */
export function PredictedDeliveryCell({ prediction, t }: { prediction: Row['predicted_delivery']; t: TFunction<'shipments'> }) {
  if (!prediction) return '-';
  return (
    <Stack gap={2} align="flex-start" className={classes.cellText}>
      <Tooltip label={t('prediction.interval', { earliest: formatDate(prediction.earliest), latest: formatDate(prediction.latest) })}>
        <Text size="sm" tabIndex={0}>
          {formatDate(prediction.date)}
        </Text>
      </Tooltip>
      {prediction.probably_late && (
        <Badge size="xs" color="red" variant="light" data-testid="probably-late">
          {t('prediction.probably_late')}
        </Badge>
      )}
    </Stack>
  );
}

/**
 * The list's columns (SPEC §3 table definition). Only the shipment number is pinned by default,
 * so a phone keeps room to scroll the rest. Keys are the server's sort and export keys.
 */
export function useShipmentColumns(area: ShipmentsArea): DataTableColumn<Row>[] {
  const { t } = useTranslation('shipments');
  return useMemo(
    (): DataTableColumn<Row>[] => [
      {
        key: 'shipment_number',
        title: t('columns.shipment_number'),
        sortable: true,
        pin: true,
        width: 170,
        cell: (row) => <ShipmentNumberCell row={row} area={area} t={t} />,
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortable: true,
        width: 170,
        value: (row) => t(`statuses.${row.status}`),
        cell: (row) => (
          <Group gap={8} wrap="nowrap" title={row.status_raw ?? undefined}>
            <StatusIcon status={row.status} label={t(`statuses.${row.status}`)} />
            <Text size="sm" truncate="end" aria-hidden>
              {t(`statuses.${row.status}`)}
            </Text>
          </Group>
        ),
      },
      {
        key: 'carrier_name',
        title: t('columns.carrier'),
        sortable: true,
        width: 180,
        value: (row) => [row.carrier_name, row.carrier_service_name].filter(Boolean).join(' – '),
        cell: (row) => (
          <Stack gap={0} className={classes.cellText}>
            <Text size="sm" truncate="end">
              {row.carrier_name ?? '-'}
            </Text>
            {row.carrier_service_name && (
              <Text size="xs" c="dimmed" truncate="end">
                {row.carrier_service_name}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'transport_mode',
        title: t('columns.transport_mode'),
        sortable: true,
        width: 140,
        value: (row) => (row.transport_mode ? t(`modes.${row.transport_mode}`) : ''),
        cell: (row) =>
          row.transport_mode ? (
            <Group gap={8} wrap="nowrap">
              <TransportModeIcon mode={row.transport_mode} size={18} />
              <Text size="sm" truncate="end" aria-hidden>
                {t(`modes.${row.transport_mode}`)}
              </Text>
            </Group>
          ) : (
            '-'
          ),
      },
      {
        key: 'consignor_city',
        title: t('columns.from'),
        sortable: true,
        width: 190,
        value: (row) => place(row.consignor),
        cell: (row) => <PartyCell party={row.consignor} />,
      },
      {
        key: 'consignee_city',
        title: t('columns.to'),
        sortable: true,
        width: 190,
        value: (row) => place(row.consignee),
        cell: (row) => <PartyCell party={row.consignee} />,
      },
      { key: 'booked_at', title: t('columns.booked'), sortable: true, width: 120, value: (row) => formatDate(row.booked_at) },
      { key: 'eta_at', title: t('columns.eta'), sortable: true, width: 120, value: (row) => formatDate(row.eta_at) },
      {
        key: 'predicted_delivery',
        title: t('columns.predicted_delivery'),
        width: 140,
        value: (row) => formatDate(row.predicted_delivery?.date ?? null),
        cell: (row) => <PredictedDeliveryCell prediction={row.predicted_delivery} t={t} />,
      },
      { key: 'delivered_at', title: t('columns.delivered'), sortable: true, width: 120, value: (row) => formatDate(row.delivered_at) },
      {
        key: 'total_weight',
        title: t('columns.weight'),
        sortable: true,
        width: 120,
        align: 'right',
        value: (row) => row.total_weight,
        cell: (row) => (row.total_weight === null ? '-' : t('columns.weight_value', { weight: formatNumber(row.total_weight) })),
      },
      { key: 'site_name', title: t('columns.site'), width: 170 },
      { key: 'waybill_number', title: t('columns.waybill'), width: 160 },
    ],
    [t, area],
  );
}
