import { routePath, type TCustomsDeclaration } from '@freight/contracts';
import { formatMoney } from '@freight/domain';
import { Alert, Anchor, Button, Card, Center, Container, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReadOnlyField } from '../../../components/inputs/ReadOnlyField';
import { PageTitle } from '../../../layouts/PageTitle';
import { downloadDeclarationSummary, useCustomsDeclaration } from '../api';
import { DeclarationDocuments } from '../components/DeclarationDocuments';
import { HeaderDialog } from '../components/HeaderDialog';
import { HistoryPanel } from '../components/HistoryPanel';
import { ItemsPanel } from '../components/ItemsPanel';
import { StatusActions } from '../components/StatusActions';
import { StatusBadge } from '../components/StatusBadge';

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function Details({ declaration, onEdit }: { declaration: TCustomsDeclaration; onEdit: () => void }) {
  const { t } = useTranslation('customs');
  const d = declaration;
  return (
    <Section
      title={t('header.title', { lrn: d.lrn })}
      action={
        d.editable && (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t('actions.edit_header')}
          </Button>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReadOnlyField label={t('header.type')} value={t(`types.${d.declaration_type}`)} />
        <ReadOnlyField label={t('header.mrn')} value={d.mrn} />
        <ReadOnlyField
          label={t('header.site')}
          value={d.roles.includes('agent') ? `${d.organization_name} · ${d.site_name}` : d.site_name}
        />
        <ReadOnlyField label={t('header.agent')} value={d.agent_company_name} />
        <ReadOnlyField label={t('header.customs_office')} value={d.customs_office} />
        <ReadOnlyField label={t('header.incoterm')} value={[d.incoterm, d.incoterm_place].filter(Boolean).join(' ')} />
        <ReadOnlyField
          label={t('header.transport_document_type')}
          value={[d.transport_document_type && t(`transport_documents.${d.transport_document_type}`), d.transport_document_number]
            .filter(Boolean)
            .join(' ')}
        />
        <ReadOnlyField label={t('header.previous_document')} value={d.previous_document} />
        <ReadOnlyField label={t('header.invoice_number')} value={d.invoice_number} />
        <ReadOnlyField
          label={t('header.invoice_amount')}
          value={d.invoice_amount !== null && d.invoice_currency ? formatMoney(d.invoice_amount, d.invoice_currency) : null}
        />
      </SimpleGrid>
    </Section>
  );
}

function Parties({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  return (
    <Section title={t('parties.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {(['importer', 'exporter', 'declarant'] as const).map((role) => {
          const party = declaration.parties[role];
          return (
            <Stack key={role} gap={2}>
              <Text size="sm" c="dimmed" fw={500}>
                {t(`parties.${role}`)}
              </Text>
              <Text fw={600}>{party.name ?? '-'}</Text>
              <Text size="sm">
                {[party.address, [party.post_code, party.city].filter(Boolean).join(' '), party.country].filter(Boolean).join(', ')}
              </Text>
              <Text size="sm" ff="monospace">
                {t('parties.eori')}: {party.eori ?? '-'}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function Shipments({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  return (
    <Section title={t('shipments.title')}>
      {declaration.shipments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('shipments.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {declaration.shipments.map((shipment) => (
            <Anchor key={shipment.uuid} component={Link} to={routePath('transport.shipments.detail', { uuid: shipment.uuid })} size="sm">
              {shipment.shipment_number}
            </Anchor>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** `/customs/:id`: one declaration with its parties, goods lines, documents, shipments and history. */
export default function CustomsDeclarationPage() {
  const { t } = useTranslation('customs');
  const id = Number(useParams().id) || 0;
  const declaration = useCustomsDeclaration(id);
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor component={Link} to={routePath('customs')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('actions.back')}
      </Group>
    </Anchor>
  );

  if (declaration.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (!declaration.data) {
    return (
      <Container size="sm" py={64}>
        <PageTitle title={t('title')} />
        <Stack>
          {back}
          <Alert color="gray">{t('not_found')}</Alert>
        </Stack>
      </Container>
    );
  }
  const d = declaration.data;
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('header.title', { lrn: d.lrn })} />
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {d.lrn}
              </Title>
              <StatusBadge status={d.status} />
            </Group>
            <Text c="dimmed" size="sm">
              {[t(`types.${d.declaration_type}`), t('header.version', { version: d.version }), d.mrn && `MRN ${d.mrn}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() =>
                void downloadDeclarationSummary(d).catch((error: Error) => notifications.show({ color: 'red', message: error.message }))
              }
            >
              {t('actions.summary')}
            </Button>
            <StatusActions declaration={d} />
          </Group>
        </Group>
        {d.status_reason && (d.status === 'rejected' || d.status === 'invalidated') && (
          <Alert color={d.status === 'rejected' ? 'red' : 'gray'}>{t('header.reason', { reason: d.status_reason })}</Alert>
        )}
        <ItemsPanel declaration={d} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <Details declaration={d} onEdit={() => setEditing(true)} />
              <Parties declaration={d} />
              <DeclarationDocuments declaration={d} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <Shipments declaration={d} />
              <HistoryPanel declaration={d} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <HeaderDialog declaration={d} opened={editing} onClose={() => setEditing(false)} />
    </Container>
  );
}
