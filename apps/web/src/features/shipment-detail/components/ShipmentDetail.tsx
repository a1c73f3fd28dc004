import { routePath } from '@freight/contracts';
import { Anchor, Button, Card, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPackageOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { MessagesPanel } from '../../canned-responses';
import { ShipmentCustomsPanel } from '../../customs';
import { FreightInvoicePanel } from '../../invoice-actions';
import { ShipmentOrderLines } from '../../purchase';
import { TrackingTimeline, RouteMap } from '../../shared-tracking';
import { shipmentClocks } from '../places';
import { type ShipmentScope, useShipment } from '../api';
import { type ShipmentDialog, ShipmentDialogs } from '../dialogs/ShipmentDialogs';
import { AddressesPanel } from './AddressesPanel';
import { ChatPanel } from './ChatPanel';
import { CommentsPanel } from './CommentsPanel';
import { DetailsPanel } from './DetailsPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { EmissionsPanel } from './EmissionsPanel';
import { PanelButton } from './EditButton';
import { ExceptionsPanel } from './ExceptionsPanel';
import { GoodsPanel } from './GoodsPanel';
import { HandOverPanel } from './HandOverPanel';
import { Panel } from './Panel';
import { PredictionPanel } from './PredictionPanel';
import { RemindersPanel } from './RemindersPanel';
import { SharePanel } from './SharePanel';
import { ShipmentHeader } from './ShipmentHeader';

function NotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation('shipment');
  return (
    <Container size="xs" py={64}>
      <PageTitle title={t('not_found.title')} />
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack align="center" gap="sm" ta="center">
          <IconPackageOff size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={1} size="h3">
            {t('not_found.title')}
          </Title>
          <Text c="dimmed">{t('not_found.text')}</Text>
          <Button component={Link} to={listPath} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('not_found.back')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** A shipment with its tracking, goods, parties and the work around it (SPEC §2 shipment detail). */
export function ShipmentDetail({ scope, uuid }: { scope: ShipmentScope; uuid: string }) {
  const { t } = useTranslation('shipment');
  const query = useShipment(scope, uuid);
  const [dialog, setDialog] = useState<ShipmentDialog | null>(null);
  const listPath = routePath(scope === 'admin' ? 'admin.shipments' : 'transport.shipments');

  if (query.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!query.data) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
    if (missing) return <NotFound listPath={listPath} />;
    return (
      <Center py={96}>
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t('load_failed')}</Text>
          <Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>
        </Stack>
      </Center>
    );
  }

  const shipment = query.data;
  const delivered = shipment.delivered_at !== null || shipment.status === 'DELIVERED';
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t('page_title', { number: shipment.shipment_number })} />
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={listPath}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden />
          {t('back_to_list')}
        </Anchor>
        <ShipmentHeader shipment={shipment} onOpen={setDialog} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <Panel title={t('map.title')}>
                <RouteMap events={shipment.events} delivered={delivered} from={shipment.consignor} to={shipment.consignee} />
              </Panel>
              <GoodsPanel shipment={shipment} onOpen={setDialog} />
              <AddressesPanel shipment={shipment} onOpen={setDialog} />
              {scope === 'sites' && <ChatPanel uuid={shipment.uuid} />}
              <CommentsPanel shipment={shipment} onOpen={setDialog} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <PredictionPanel shipment={shipment} />
              <Panel
                title={t('timeline.title')}
                actions={
                  <PanelButton icon={<IconPlus size={14} aria-hidden />} onClick={() => setDialog({ kind: 'add_event' })}>
                    {t('dialogs.add_event')}
                  </PanelButton>
                }
              >
                <TrackingTimeline events={shipment.events} {...shipmentClocks(shipment)} />
                {scope === 'sites' && (
                  <Stack gap="xs" mt="lg" component="section" aria-labelledby="shipment-messages">
                    <Title order={3} size="h6" id="shipment-messages">
                      {t('messages.title', { ns: 'cannedResponses' })}
                    </Title>
                    <MessagesPanel uuid={shipment.uuid} />
                  </Stack>
                )}
              </Panel>
              <ExceptionsPanel shipment={shipment} onOpen={setDialog} />
              <RemindersPanel shipment={shipment} onOpen={setDialog} />
              {scope === 'sites' && <EmissionsPanel uuid={shipment.uuid} number={shipment.shipment_number} />}
              {scope === 'sites' && <ShipmentOrderLines uuid={shipment.uuid} />}
              <DetailsPanel shipment={shipment} onOpen={setDialog} />
              <DocumentsPanel shipment={shipment} onOpen={setDialog} />
              {scope === 'sites' && <ShipmentCustomsPanel uuid={shipment.uuid} organizationId={shipment.organization_id} />}
              {scope === 'sites' && <FreightInvoicePanel uuid={shipment.uuid} />}
              {shipment.source === 'booking' && <HandOverPanel uuid={shipment.uuid} />}
              <SharePanel shipment={shipment} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ShipmentDialogs dialog={dialog} shipment={shipment} onOpen={setDialog} onClose={() => setDialog(null)} />
    </Container>
  );
}
