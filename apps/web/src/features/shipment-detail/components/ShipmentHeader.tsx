import type { TConsignmentDetail } from '@freight/contracts';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlarmSnooze,
  IconBell,
  IconCalendarTime,
  IconChevronDown,
  IconEyeOff,
  IconFileText,
  IconMail,
  IconMailForward,
  IconPencil,
  IconRoute,
  IconShare,
  IconStar,
  IconStarFilled,
  IconTruck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { formatDateTime, usePlaceTime, useStatusLabel } from '../../shared-tracking';
import { shipmentClocks } from '../places';
import { useShipmentChange } from '../api';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { EditIcon } from './EditButton';

export interface ShipmentHeaderProps {
  shipment: TConsignmentDetail;
  onOpen: (dialog: ShipmentDialog) => void;
}

/** Number, status, carrier and ETA, with the actions that concern the whole shipment. */
export function ShipmentHeader({ shipment, onOpen }: ShipmentHeaderProps) {
  const { t } = useTranslation('shipment');
  const statusLabel = useStatusLabel();
  const placeTime = usePlaceTime();
  const clocks = shipmentClocks(shipment);
  const bookmark = useShipmentChange(shipment.uuid, (calls, on: boolean) => calls.bookmark(on));
  const wake = useShipmentChange(shipment.uuid, (calls, _: void) => calls.wake());
  const notSeen = useShipmentChange(shipment.uuid, (calls, _: void) => calls.markNotSeen());
  const snoozed = shipment.snoozed_until !== null && new Date(shipment.snoozed_until) > new Date();
  const carrier = [shipment.carrier_name, shipment.carrier_service_name].filter(Boolean).join(' · ');

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {shipment.site_name}
              </Text>
              <Badge variant="light" color="gray" size="sm">
                {t(`directions.${shipment.direction}`)}
              </Badge>
              {snoozed && (
                <Badge variant="light" color="violet" size="sm" leftSection={<IconAlarmSnooze size={12} aria-hidden />}>
                  {t('snooze.badge', { until: formatDateTime(shipment.snoozed_until) })}
                </Badge>
              )}
            </Group>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {shipment.shipment_number}
              </Title>
              <Tooltip label={shipment.bookmarked ? t('header.unbookmark') : t('header.bookmark')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="yellow"
                  size="lg"
                  aria-pressed={shipment.bookmarked}
                  aria-label={t('header.bookmark')}
                  loading={bookmark.isPending}
                  onClick={() => bookmark.mutate(!shipment.bookmarked)}
                >
                  {shipment.bookmarked ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            </Group>
            <Badge
              size="lg"
              variant="light"
              tt="none"
              color={shipment.status === 'EXCEPTION' ? 'red' : 'gray'}
              leftSection={<StatusIcon status={shipment.status} label={statusLabel(shipment.status)} />}
              data-testid="shipment-status"
              style={{ alignSelf: 'flex-start' }}
            >
              {statusLabel(shipment.status)}
            </Badge>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconShare size={16} aria-hidden />}
              onClick={() => onOpen({ kind: 'send_information' })}
            >
              {t('header.share')}
            </Button>
            {snoozed ? (
              <Button
                variant="default"
                leftSection={<IconBell size={16} aria-hidden />}
                loading={wake.isPending}
                onClick={() => wake.mutate()}
              >
                {t('snooze.wake')}
              </Button>
            ) : (
              <Button variant="default" leftSection={<IconAlarmSnooze size={16} aria-hidden />} onClick={() => onOpen({ kind: 'snooze' })}>
                {t('snooze.submit')}
              </Button>
            )}
            <Menu position="bottom-end" shadow="md" width={240}>
              <Menu.Target>
                <Button rightSection={<IconChevronDown size={16} aria-hidden />}>{t('header.more')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onOpen({ kind: 'edit_shipment' })}>
                  {t('dialogs.edit_shipment')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTruck size={16} aria-hidden />} onClick={() => onOpen({ kind: 'carrier' })}>
                  {t('dialogs.carrier')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={() => onOpen({ kind: 'set_eta' })}>
                  {t('dialogs.set_eta')}
                </Menu.Item>
                <Menu.Item leftSection={<IconRoute size={16} aria-hidden />} onClick={() => onOpen({ kind: 'set_timeline' })}>
                  {t('dialogs.timeline')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => onOpen({ kind: 'waybill' })}>
                  {t('dialogs.waybill')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => onOpen({ kind: 'generate_email' })}>
                  {t('dialogs.generate_email')}
                </Menu.Item>
                <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => onOpen({ kind: 'mail_app' })}>
                  {t('dialogs.mail_app')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconEyeOff size={16} aria-hidden />}
                  onClick={() =>
                    notSeen.mutate(undefined, {
                      onSuccess: () => notifications.show({ color: 'green', message: t('header.marked_not_seen') }),
                    })
                  }
                >
                  {t('header.mark_not_seen')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group gap="xl" wrap="wrap" align="flex-start">
          <Group gap={4} align="flex-end" wrap="nowrap">
            <ReadOnlyField
              label={t('fields.carrier')}
              value={
                carrier && (
                  <Group component="span" gap={6} wrap="nowrap">
                    <TransportModeIcon mode={shipment.transport_mode} size={18} />
                    {carrier}
                  </Group>
                )
              }
            />
            <EditIcon label={t('dialogs.carrier')} onClick={() => onOpen({ kind: 'carrier' })} />
          </Group>
          <Group gap={4} align="flex-end" wrap="nowrap">
            <ReadOnlyField
              label={shipment.delivered_at ? t('fields.delivered_at') : t('fields.eta_at')}
              value={
                shipment.delivered_at
                  ? placeTime(shipment.delivered_at, clocks.delivery)
                  : shipment.eta_at && placeTime(shipment.eta_at, clocks.delivery, { until: shipment.eta_until })
              }
            />
            <EditIcon label={t('dialogs.set_eta')} onClick={() => onOpen({ kind: 'set_eta' })} />
          </Group>
          <Group gap={4} align="flex-end" wrap="nowrap">
            <ReadOnlyField label={t('fields.waybill_number')} value={shipment.waybill_number} />
            <EditIcon label={t('dialogs.waybill')} onClick={() => onOpen({ kind: 'waybill' })} />
          </Group>
          <ReadOnlyField label={t('fields.status_raw')} value={shipment.status_raw} />
        </Group>
      </Stack>
    </Card>
  );
}
