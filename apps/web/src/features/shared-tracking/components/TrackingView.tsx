import type { TSharedConsignment } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Alert, Badge, Card, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { PageTitle } from '../../../layouts/PageTitle';
import { formatPlace } from '../format';
import { useOwnTime, usePlaceTime } from '../place-time';
import { RouteMap } from '../map/RouteMap';
import { useStatusLabel } from '../status';
import { TrackingTimeline } from './TrackingTimeline';

export interface TrackingViewProps {
  consignment: TSharedConsignment & { owner?: string };
  /** Marks built-in sample data, so nobody takes it for a real shipment. */
  example?: boolean;
}

/** What a customer sees of a shipment without an account: no price and no internal comments. */
export function TrackingView({ consignment, example = false }: TrackingViewProps) {
  const { t } = useTranslation('shipment');
  const statusLabel = useStatusLabel();
  const placeTime = usePlaceTime();
  const ownTime = useOwnTime();
  const delivered = consignment.delivered_at !== null || consignment.status === 'DELIVERED';
  const from = formatPlace(consignment.from.city, consignment.from.countrycode) || t('map.unknown');
  const to = formatPlace(consignment.to.city, consignment.to.countrycode) || t('map.unknown');

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t('tracking.page_title', { number: consignment.shipment_number })} />
      <Stack gap="lg">
        {example && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('example.title')}>
            {t('example.text')}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="tracking-heading">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('tracking.kicker')}
                </Text>
                <Title order={1} id="tracking-heading" fz={{ base: 22, sm: 28 }}>
                  {consignment.shipment_number}
                </Title>
                {consignment.owner && (
                  <Text size="sm" c="dimmed">
                    {t('tracking.owner', { owner: consignment.owner })}
                  </Text>
                )}
              </Stack>
              <Badge
                size="lg"
                variant="light"
                tt="none"
                color={consignment.status === 'EXCEPTION' ? 'red' : 'gray'}
                leftSection={<StatusIcon status={consignment.status} label={statusLabel(consignment.status)} />}
                data-testid="tracking-status"
              >
                {statusLabel(consignment.status)}
              </Badge>
            </Group>
            <Group gap="sm" wrap="wrap" aria-label={t('tracking.route')}>
              <Text fw={600} fz="lg">
                {from}
              </Text>
              <IconArrowRight size={20} aria-label={t('tracking.to')} />
              <Text fw={600} fz="lg">
                {to}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <ReadOnlyField
                label={delivered ? t('fields.delivered_at') : t('fields.eta_at')}
                value={
                  delivered
                    ? consignment.delivered_at && placeTime(consignment.delivered_at, consignment.to)
                    : consignment.eta_at && placeTime(consignment.eta_at, consignment.to, { until: consignment.eta_until })
                }
              />
              <ReadOnlyField
                label={t('fields.carrier')}
                value={
                  consignment.carrier_name && (
                    <Group component="span" gap={6} wrap="nowrap">
                      <TransportModeIcon mode={consignment.transport_mode} size={18} />
                      {consignment.carrier_name}
                    </Group>
                  )
                }
              />
              <ReadOnlyField label={t('fields.waybill_number')} value={consignment.waybill_number} />
              <ReadOnlyField
                label={t('fields.packages_weight')}
                value={
                  consignment.packages !== null || consignment.total_weight !== null
                    ? t('tracking.packages_weight', {
                        count: consignment.packages ?? 0,
                        packages: formatNumber(consignment.packages),
                        weight: formatNumber(consignment.total_weight),
                      })
                    : null
                }
              />
              <ReadOnlyField label={t('fields.booked_at')} value={consignment.booked_at && ownTime(consignment.booked_at)} />
              <ReadOnlyField
                label={t('fields.pickup_at')}
                value={consignment.pickup_at && placeTime(consignment.pickup_at, consignment.from, { until: consignment.pickup_until })}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" h="100%">
              <Title order={2} size="h4" mb="md">
                {t('map.title')}
              </Title>
              <RouteMap events={consignment.events} delivered={delivered} from={consignment.from} to={consignment.to} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" h="100%">
              <Title order={2} size="h4" mb="md">
                {t('timeline.title')}
              </Title>
              <TrackingTimeline events={consignment.events} pickup={consignment.from} delivery={consignment.to} />
            </Card>
          </Grid.Col>
        </Grid>

        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section">
          <Title order={2} size="h4" mb="md">
            {t('tracking.comments')}
          </Title>
          {consignment.comments.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('comments.empty')}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="public-comments">
              {consignment.comments.map((comment, index) => (
                <Stack key={`${comment.created_at}-${index}`} component="li" gap={2}>
                  <Text size="xs" c="dimmed">
                    {ownTime(comment.created_at)}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
