import type { ReactNode } from 'react';
import { routePath, type TBooking } from '@freight/contracts';
import { formatMoney, formatZoned } from '@freight/domain';
import { ActionIcon, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconDownload, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import { FileTypeIcon } from '../../../components/icons/FileTypeIcon';
import { downloadDocument } from '../../../lib/documents';
import { useSessionUser } from '../../../lib/session';
import { actsWithCustoms, StartDeclarationButton } from '../../customs';
import { bookAgainPath } from '../booking-form';
import { useStatusLabel } from '../../shared-tracking';
import { HandOverStatus } from './HandOverStatus';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/**
 * Step 'confirmation': the booking's numbers, its documents to download and its way to the carrier.
 * The pickup window reads on the pickup place's clock and the delivery day on the delivery place's.
 * Goods that cross a customs border may have their declaration started here, where customs is used.
 */
export function Confirmation({ booking, dutiable, onNew }: { booking: TBooking; dutiable: boolean; onNew: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const statusLabel = useStatusLabel();
  const user = useSessionUser();
  const offerCustoms = dutiable && actsWithCustoms(user);
  const locale = i18n.language;
  const shipmentPath = routePath('transport.shipments.detail', { uuid: booking.uuid });
  const download = (id: number, filename: string) =>
    void downloadDocument(id, filename).catch(() => notifications.show({ color: 'red', message: t('confirmation.download_failed') }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="green" variant="light">
            <IconCircleCheck size={30} aria-hidden />
          </ThemeIcon>
          <Stack gap="md" style={{ flex: 1 }}>
            <Stack gap={2}>
              <Title order={2} size="h3">
                {t('confirmation.title')}
              </Title>
              <Text c="dimmed">{t('confirmation.text', { carrier: booking.carrier.name })}</Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Fact label={t('confirmation.booking_number')}>
                <span data-testid="booking-number">{booking.booking_number}</span>
              </Fact>
              <Fact label={t('confirmation.shipment_number')}>
                <Anchor component={Link} to={shipmentPath} fw={600}>
                  {booking.shipment_number}
                </Anchor>
              </Fact>
              <Fact label={t('confirmation.service')}>
                {booking.carrier.name} – {booking.service.name}
              </Fact>
              <Fact label={t('confirmation.price')}>
                {booking.price ? formatMoney(booking.price.amount, booking.price.currency) : t('confirmation.no_price')}
              </Fact>
              <Fact label={t('confirmation.pickup')}>
                <span data-testid="booking-pickup">
                  {formatZoned(booking.pickup_at, { timeZone: booking.pickup_time_zone, locale, until: booking.pickup_until })}
                </span>
              </Fact>
              <Fact label={t('confirmation.eta')}>
                <span data-testid="booking-eta">
                  {booking.eta_until
                    ? formatZoned(booking.eta_at, { timeZone: booking.delivery_time_zone, locale, until: booking.eta_until })
                    : formatZoned(booking.eta_at, { timeZone: booking.delivery_time_zone, locale, dateOnly: true })}
                </span>
              </Fact>
              <Fact label={t('confirmation.status')}>{statusLabel(booking.status)}</Fact>
              <Fact label={t('confirmation.packages')}>{booking.sscc.length}</Fact>
            </SimpleGrid>
          </Stack>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="booking-documents">
          <Title order={3} size="h4" id="booking-documents" mb="sm">
            {t('confirmation.documents')}
          </Title>
          {booking.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('confirmation.no_documents')}
            </Text>
          ) : (
            <List spacing="xs" listStyleType="none" p={0}>
              {booking.documents.map((document) => (
                <List.Item key={document.id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <FileTypeIcon fileName={document.filename} />
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        ta="left"
                        truncate
                        onClick={() => download(document.id, document.filename)}
                      >
                        {document.filename}
                      </Anchor>
                    </Group>
                    <Tooltip label={t('confirmation.download')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => download(document.id, document.filename)}
                        aria-label={t('confirmation.download_name', { name: document.filename })}
                      >
                        <IconDownload size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="booking-hand-over">
          <Title order={3} size="h4" id="booking-hand-over" mb="sm">
            {t('hand_over.title')}
          </Title>
          <HandOverStatus uuid={booking.uuid} initial={booking.hand_over} />
        </Card>
      </SimpleGrid>

      <Group justify="space-between">
        <Group gap="xs">
          <Button component={Link} to={shipmentPath} variant="light">
            {t('confirmation.open_shipment')}
          </Button>
          <Button component={Link} to={bookAgainPath(booking.uuid)} variant="default" leftSection={<IconRepeat size={16} aria-hidden />}>
            {t('again.action')}
          </Button>
          {offerCustoms && <StartDeclarationButton uuid={booking.uuid} variant="light" />}
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          {t('confirmation.new_booking')}
        </Button>
      </Group>
    </Stack>
  );
}
