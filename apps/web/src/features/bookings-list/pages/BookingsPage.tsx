import { type HandOverStatus, routePath, type TBookingListRow } from '@freight/contracts';
import { formatDate, formatMoney } from '@freight/domain';
import { Anchor, Badge, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowNarrowRight, IconRepeat } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../layouts/PageTitle';
import { bookAgainPath } from '../../transport-booking';

const HAND_OVER_COLORS: Record<HandOverStatus, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };

const shipmentHref = (row: TBookingListRow) => routePath('transport.shipments.detail', { uuid: row.uuid });

const party = (value: TBookingListRow['consignor']) => [value.city, value.country].filter(Boolean).join(', ');

/** `/transport/bookings`: the transports booked through the portal by the sites acted as. */
export default function BookingsPage() {
  const { t } = useTranslation('bookingsList');

  const columns = useMemo<DataTableColumn<TBookingListRow>[]>(
    () => [
      {
        key: 'booking_number',
        title: t('columns.booking_number'),
        width: 150,
        sortable: true,
        pin: true,
        cell: (row) => (
          <Anchor component={Link} to={shipmentHref(row)} fw={600} size="sm" aria-label={t('open_label', { number: row.booking_number })}>
            {row.booking_number}
          </Anchor>
        ),
      },
      {
        key: 'shipment_number',
        title: t('columns.shipment_number'),
        width: 150,
        sortable: true,
        cell: (row) => (
          <Anchor component={Link} to={shipmentHref(row)} size="sm">
            {row.shipment_number}
          </Anchor>
        ),
      },
      { key: 'uuid', title: t('columns.uuid'), width: 290, sortable: true, toggled: false },
      { key: 'carrier_name', title: t('columns.carrier'), width: 150, sortable: true },
      { key: 'service_name', title: t('columns.service'), width: 170, sortable: true },
      { key: 'pickup_date', title: t('columns.pickup_date'), width: 120, sortable: true },
      {
        key: 'pickup_time_earliest',
        title: t('columns.pickup_window'),
        width: 120,
        sortable: true,
        value: (row) =>
          row.pickup_time_earliest && row.pickup_time_latest ? `${row.pickup_time_earliest}–${row.pickup_time_latest}` : null,
      },
      {
        key: 'consignor',
        title: t('columns.route'),
        width: 280,
        sortable: true,
        value: (row) => `${party(row.consignor)} → ${party(row.consignee)}`,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" truncate="end">
              {party(row.consignor)} <IconArrowNarrowRight size={14} aria-label={t('to')} style={{ verticalAlign: 'middle' }} />{' '}
              {party(row.consignee)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {[row.consignor.name, row.consignee.name].filter(Boolean).join(' → ')}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'price_amount',
        title: t('columns.price'),
        width: 130,
        sortable: true,
        align: 'right',
        value: (row) => (row.price_amount !== null && row.price_currency ? formatMoney(row.price_amount, row.price_currency) : null),
      },
      {
        key: 'hand_over_status',
        title: t('columns.hand_over'),
        width: 140,
        sortable: true,
        value: (row) => (row.hand_over_status ? t(`hand_over.${row.hand_over_status}`) : null),
        cell: (row) =>
          row.hand_over_status ? (
            <Badge variant="light" color={HAND_OVER_COLORS[row.hand_over_status]} radius="sm">
              {t(`hand_over.${row.hand_over_status}`)}
            </Badge>
          ) : (
            '-'
          ),
      },
      { key: 'booked_by_name', title: t('columns.booked_by'), width: 160, sortable: true },
      { key: 'created_at', title: t('columns.created_at'), width: 120, sortable: true, value: (row) => formatDate(row.created_at) },
      {
        key: 'actions',
        title: t('columns.book_again'),
        width: 140,
        exportable: false,
        cell: (row) => (
          <Button
            component={Link}
            to={bookAgainPath(row.uuid)}
            size="compact-xs"
            variant="light"
            leftSection={<IconRepeat size={14} aria-hidden />}
            aria-label={t('book_again_label', { number: row.booking_number })}
          >
            {t('book_again')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('subtitle')}
          </Text>
        </Stack>
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('title')}>
          <DataTable
            tableId="bookings"
            label={t('title')}
            endpoint="/bookings"
            columns={columns}
            rowHref={shipmentHref}
            searchable
            emptyText={t('empty')}
            defaultSort={{ key: 'created_at', order: 'desc' }}
          />
        </Card>
      </Stack>
    </Container>
  );
}
