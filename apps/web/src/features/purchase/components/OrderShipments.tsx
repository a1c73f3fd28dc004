import { routePath, type TPurchaseOrderDetail } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { useStatusLabel } from '../../shared-tracking';

/** The bookings and shipments that carry an order's lines: where they collect, how far they are, and their tracking. */
export function OrderShipments({ order }: { order: TPurchaseOrderDetail }) {
  const { t } = useTranslation('purchase');
  const shipmentStatus = useStatusLabel();
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-label={t('detail.shipments')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('detail.shipments')}
        </Title>
        {order.shipments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.no_shipments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shipments.number')}</Table.Th>
                  <Table.Th>{t('shipments.pickup')}</Table.Th>
                  <Table.Th>{t('shipments.status')}</Table.Th>
                  <Table.Th>{t('shipments.carrier')}</Table.Th>
                  <Table.Th>{t('shipments.eta')}</Table.Th>
                  <Table.Th>{t('shipments.carries')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('shipments.track')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.shipments.map((shipment) => {
                  const number = shipment.booking_number ?? shipment.shipment_number;
                  const path = routePath('transport.shipments.detail', { uuid: shipment.uuid });
                  return (
                    <Table.Tr key={shipment.uuid}>
                      <Table.Td>
                        <Anchor component={Link} to={path} fw={600} size="sm">
                          {number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{shipment.pickup_place ?? '-'}</Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(shipment.pickup_at)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={8} wrap="nowrap">
                          <StatusIcon status={shipment.status} label={shipmentStatus(shipment.status)} />
                          <Text size="sm" aria-hidden>
                            {shipmentStatus(shipment.status)}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{shipment.carrier_name ?? '-'}</Table.Td>
                      <Table.Td>{formatDate(shipment.eta_at)}</Table.Td>
                      <Table.Td>
                        {shipment.lines
                          .map((entry) => {
                            const line = order.lines.find((candidate) => candidate.id === entry.line_id);
                            return t('shipments.line_quantity', { number: line?.line_number ?? '?', quantity: entry.quantity });
                          })
                          .join(', ')}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          component={Link}
                          to={path}
                          size="xs"
                          variant="light"
                          leftSection={<IconMapPin size={14} aria-hidden />}
                          aria-label={t('shipments.track_label', { number })}
                        >
                          {t('shipments.track')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
