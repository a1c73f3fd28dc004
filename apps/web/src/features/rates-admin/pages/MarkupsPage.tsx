import type { TMarkup } from '@freight/contracts';
import { ActionIcon, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { useCarriers } from '../../carriers';
import { useActingOrganization, useDeleteMarkup, useMarkups } from '../api';
import { carrierServiceOptions } from '../carrier-services';
import { filledGeographyKeys, GeographyMap } from '../components/GeographyMap';
import { MarkupDialog } from '../components/MarkupDialog';
import { formatKronor, formatPercent } from '../money';

const NO_MARKUPS: TMarkup[] = [];
/** Service names a row lists before it counts the rest. */
const NAMES_SHOWN = 3;

const serviceNames = (markup: TMarkup) => markup.carrier_services.map((service) => service.name);

/** `/settings/markups`: what the organization adds to carrier prices, by carrier service and route. */
export default function MarkupsPage() {
  const { t, i18n } = useTranslation('ratesAdmin');
  const user = useSessionUser();
  const acting = useActingOrganization(user);
  // God users read every organization's markups; the screen shows the one they act as.
  const isGodUser = user?.is_god_user ?? false;
  const organizationId = isGodUser ? (acting.data?.id ?? null) : null;
  const markups = useMarkups(organizationId, !isGodUser || acting.isSuccess);
  const carriers = useCarriers();
  // null: closed; 'new': adding; a markup: editing it.
  const [editing, setEditing] = useState<TMarkup | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteMarkup(), {
    variables: (markup: TMarkup) => markup.id,
    deleted: () => t('markups.deleted'),
  });
  const askToDelete = deletion.ask;

  const rows = markups.data ?? NO_MARKUPS;
  const services = useMemo(() => carrierServiceOptions(carriers.data ?? [], i18n.language), [carriers.data, i18n.language]);
  const countryName = rows[0]?.country_name ?? null;

  const columns = useMemo<DataTableColumn<TMarkup>[]>(
    () => [
      {
        key: 'services',
        title: t('markups.columns.services'),
        width: 280,
        sortable: true,
        value: (markup) => serviceNames(markup).join(', '),
        cell: (markup) => {
          const names = serviceNames(markup);
          const rest = names.length - NAMES_SHOWN;
          return (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" truncate="end">
                {names.slice(0, NAMES_SHOWN).join(', ')}
              </Text>
              {rest > 0 && (
                <Tooltip label={names.slice(NAMES_SHOWN).join(', ')} multiline maw={300} withinPortal>
                  <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                    {t('markups.more_services', { count: rest })}
                  </Badge>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
      {
        key: 'rate',
        title: t('markups.columns.rate'),
        width: 130,
        sortable: true,
        align: 'right',
        value: (markup) => markup.rate,
        cell: (markup) => formatPercent(markup.rate),
      },
      {
        key: 'fixed',
        title: t('markups.columns.fixed'),
        width: 140,
        sortable: true,
        align: 'right',
        value: (markup) => markup.fixed,
        cell: (markup) => formatKronor(markup.fixed),
      },
      {
        key: 'booking',
        title: t('markups.columns.booking'),
        width: 120,
        sortable: true,
        value: (markup) => (markup.booking_enabled ? t('markups.booking.on') : t('markups.booking.off')),
        cell: (markup) => (
          <Badge variant="light" color={markup.booking_enabled ? 'teal' : 'gray'} radius="sm">
            {markup.booking_enabled ? t('markups.booking.on') : t('markups.booking.off')}
          </Badge>
        ),
      },
      {
        key: 'geography',
        title: t('markups.columns.geography'),
        width: 110,
        value: (markup) => filledGeographyKeys(markup).join(', '),
        cell: (markup) => <GeographyMap markup={markup} />,
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 90,
        exportable: false,
        cell: (markup) => {
          const name = serviceNames(markup).join(', ');
          return (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" onClick={() => setEditing(markup)} aria-label={t('markups.edit_label', { name })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" onClick={() => askToDelete(markup)} aria-label={t('markups.delete_label', { name })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        },
      },
    ],
    [t, askToDelete],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('markups.title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('markups.title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('markups.subtitle')}
          </Text>
        </Stack>

        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="markups-title">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4}>
                <Title order={2} size="h4" id="markups-title">
                  {t('markups.section_title')}
                </Title>
                {acting.data && (
                  <Text size="sm" c="dimmed">
                    {t('markups.organization', { name: acting.data.name })}
                  </Text>
                )}
              </Stack>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setEditing('new')}
                disabled={isGodUser && organizationId === null}
              >
                {t('markups.add')}
              </Button>
            </Group>
            <DataTable
              tableId="markups"
              label={t('markups.section_title')}
              columns={columns}
              rows={rows}
              emptyText={markups.isPending ? t('markups.loading') : t('markups.empty')}
              defaultSort={{ key: 'services', order: 'asc' }}
            />
          </Stack>
        </Card>
      </Stack>

      {editing !== null && (
        <MarkupDialog
          markup={editing === 'new' ? null : editing}
          organizationId={organizationId}
          services={services}
          countryName={editing === 'new' ? countryName : editing.country_name}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteModal {...deletion.modal} kind="markup" name={deletion.target ? serviceNames(deletion.target).join(', ') : ''} />
    </Container>
  );
}
