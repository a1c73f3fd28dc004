import type { TBookingAgreement } from '@freight/contracts';
import { isOfferedCarrierName, toIsoDate } from '@freight/domain';
import { ActionIcon, Alert, Badge, Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { Modal } from '../../../components/Modal/Modal';
import { PageTitle } from '../../../layouts/PageTitle';
import { useCarriers } from '../../carriers';
import { useAgreements, useDeleteAgreements, useOrganizations } from '../api';
import { refusalMessage } from '../../../lib/api-error';
import { agreementStatus, type AgreementStatus } from '../agreement-status';
import { carrierServiceOptions } from '../carrier-services';
import { AgreementDialog, type ServiceGroup } from '../components/AgreementDialog';
import { ExtendValidityDialog } from '../components/ExtendValidityDialog';

const NO_AGREEMENTS: TBookingAgreement[] = [];
const STATUS_COLORS: Record<AgreementStatus, string> = { active: 'teal', upcoming: 'blue', expired: 'gray' };

const agreementName = (agreement: TBookingAgreement) => `${agreement.carrier_service_name} (${agreement.customer_number})`;

/** `/admin/booking/agreements`: which organization or site may book which carrier service, and when. */
export default function AgreementsPage() {
  const { t, i18n } = useTranslation('ratesAdmin');
  const [organizationFilter, setOrganizationFilter] = useState<number | null>(null);
  const [carrierFilter, setCarrierFilter] = useState<number | null>(null);
  const agreements = useAgreements(organizationFilter);
  const organizations = useOrganizations();
  const carriers = useCarriers();
  const remove = useDeleteAgreements();
  // null: closed; 'new': adding; an agreement: editing it.
  const [editing, setEditing] = useState<TBookingAgreement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBookingAgreement | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [batch, setBatch] = useState<'extend' | 'delete' | null>(null);
  // The table keeps its own selection; a new key starts it empty after a batch or a new filter.
  const [tableRound, setTableRound] = useState(0);

  const today = toIsoDate(new Date()) ?? '';
  const all = agreements.data?.rows ?? NO_AGREEMENTS;
  const rows = useMemo(
    () => (carrierFilter === null ? all : all.filter((agreement) => agreement.carrier_id === carrierFilter)),
    [all, carrierFilter],
  );
  const selected = useMemo(() => rows.filter((agreement) => selectedIds.includes(String(agreement.id))), [rows, selectedIds]);
  const truncated = agreements.data !== undefined && agreements.data.total > agreements.data.rows.length;

  const offeredCarriers = useMemo(() => (carriers.data ?? []).filter((carrier) => isOfferedCarrierName(carrier.name)), [carriers.data]);
  const serviceGroups = useMemo<ServiceGroup[]>(() => {
    const options = carrierServiceOptions(carriers.data ?? [], i18n.language);
    return offeredCarriers
      .map((carrier) => ({
        group: carrier.name,
        items: options.filter((option) => option.carrierId === carrier.id).map(({ value, service }) => ({ value, label: service })),
      }))
      .filter((group) => group.items.length > 0)
      .toSorted((a, b) => a.group.localeCompare(b.group, i18n.language));
  }, [carriers.data, offeredCarriers, i18n.language]);

  const restartSelection = () => {
    setSelectedIds([]);
    setTableRound((round) => round + 1);
  };

  const columns = useMemo<DataTableColumn<TBookingAgreement>[]>(
    () => [
      { key: 'organization_name', title: t('agreements.columns.organization'), width: 145, sortable: true },
      {
        key: 'site_name',
        title: t('agreements.columns.site'),
        width: 130,
        sortable: true,
        value: (agreement) => agreement.site_name ?? t('agreements.whole_organization'),
        cell: (agreement) =>
          agreement.site_name ?? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('agreements.whole_organization')}
            </Text>
          ),
      },
      {
        key: 'carrier_service_name',
        title: t('agreements.columns.service'),
        width: 185,
        sortable: true,
        value: (agreement) => `${agreement.carrier_name} ${agreement.carrier_service_name}`,
        cell: (agreement) => (
          <Stack gap={0}>
            <Text size="sm" truncate="end">
              {agreement.carrier_service_name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {agreement.carrier_name}
            </Text>
          </Stack>
        ),
      },
      { key: 'customer_number', title: t('agreements.columns.customer_number'), width: 120, sortable: true },
      { key: 'valid_from', title: t('agreements.columns.valid_from'), width: 100, sortable: true },
      {
        key: 'valid_to',
        title: t('agreements.columns.valid_to'),
        width: 105,
        sortable: true,
        cell: (agreement) =>
          agreement.valid_to ?? (
            <Text size="sm" c="dimmed">
              {t('agreements.open_ended')}
            </Text>
          ),
      },
      {
        key: 'status',
        title: t('agreements.columns.status'),
        width: 125,
        sortable: true,
        value: (agreement) => t(`agreements.status.${agreementStatus(agreement, today)}`),
        cell: (agreement) => {
          const status = agreementStatus(agreement, today);
          return (
            <Badge variant="light" color={STATUS_COLORS[status]} c={`${STATUS_COLORS[status]}.9`} radius="sm">
              {t(`agreements.status.${status}`)}
            </Badge>
          );
        },
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 80,
        exportable: false,
        cell: (agreement) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => setEditing(agreement)}
              aria-label={t('agreements.edit_label', { name: agreementName(agreement) })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setDeleting(agreement)}
              aria-label={t('agreements.delete_label', { name: agreementName(agreement) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t, today],
  );

  const deleteAgreements = (ids: number[], onDone: () => void) => {
    remove.mutate(ids, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: ids.length === 1 ? t('agreements.deleted') : t('agreements.deleted_many', { count: ids.length }),
        });
        onDone();
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  };

  const batchActions = selected.length > 0 && (
    <Group gap="xs">
      <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setBatch('extend')}>
        {t('agreements.batch.extend')}
      </Button>
      <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setBatch('delete')}>
        {t('agreements.batch.delete')}
      </Button>
    </Group>
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('agreements.title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('agreements.title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('agreements.subtitle')}
          </Text>
        </Stack>

        {/* Nine columns need the width; the card keeps its padding small to show them all. */}
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('agreements.title')}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Group gap="sm" align="flex-end">
                <Select
                  label={t('agreements.filters.organization')}
                  placeholder={t('agreements.filters.all_organizations')}
                  data={(organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name }))}
                  value={organizationFilter === null ? null : String(organizationFilter)}
                  onChange={(value) => {
                    setOrganizationFilter(value === null ? null : Number(value));
                    restartSelection();
                  }}
                  searchable
                  clearable
                  nothingFoundMessage={t('agreements.form.no_results')}
                  w={240}
                />
                <Select
                  label={t('agreements.filters.carrier')}
                  placeholder={t('agreements.filters.all_carriers')}
                  data={offeredCarriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name }))}
                  value={carrierFilter === null ? null : String(carrierFilter)}
                  onChange={(value) => {
                    setCarrierFilter(value === null ? null : Number(value));
                    restartSelection();
                  }}
                  searchable
                  clearable
                  nothingFoundMessage={t('agreements.form.no_results')}
                  w={220}
                />
              </Group>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
                {t('agreements.add')}
              </Button>
            </Group>
            {truncated && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
                {t('agreements.truncated', { shown: agreements.data?.rows.length ?? 0, total: agreements.data?.total ?? 0 })}
              </Alert>
            )}
            <DataTable
              key={tableRound}
              tableId="booking_agreements"
              label={t('agreements.table')}
              columns={columns}
              rows={rows}
              selectable
              onSelectionChange={setSelectedIds}
              toolbar={batchActions}
              emptyText={agreements.isPending ? t('agreements.loading') : t('agreements.empty')}
              defaultSort={{ key: 'organization_name', order: 'asc' }}
            />
          </Stack>
        </Card>
      </Stack>

      {editing !== null && (
        <AgreementDialog
          agreement={editing === 'new' ? null : editing}
          defaultOrganizationId={organizationFilter}
          organizations={organizations.data ?? []}
          services={serviceGroups}
          onClose={() => setEditing(null)}
        />
      )}
      {batch === 'extend' && (
        <ExtendValidityDialog
          agreements={selected}
          onClose={() => setBatch(null)}
          onDone={() => {
            setBatch(null);
            restartSelection();
          }}
        />
      )}
      <Modal opened={batch === 'delete'} onClose={() => setBatch(null)} size="sm" title={t('agreements.delete_many.title')}>
        <Stack gap="md">
          <Text>{t('agreements.delete_many.text', { count: selected.length })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setBatch(null)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleteAgreements(
                  selected.map((agreement) => agreement.id),
                  () => {
                    setBatch(null);
                    restartSelection();
                  },
                )
              }
            >
              {t('agreements.delete_many.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <DeleteModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        kind="agreement"
        name={deleting ? agreementName(deleting) : ''}
        loading={remove.isPending}
        onConfirm={() => deleting && deleteAgreements([deleting.id], () => setDeleting(null))}
      />
    </Container>
  );
}
