import type { TBookingAgreement } from '@freight/contracts';
import { isOfferedCarrierName } from '@freight/domain';
import { Alert, Button, Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { useTableSelection } from '../../../components/DataTable/selection';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { PageTitle } from '../../../layouts/PageTitle';
import { useCarriers } from '../../carriers';
import { useActiveOrganizations } from '../../organizations';
import { useAgreements, useDeleteAgreements } from '../api';
import { carrierServiceOptions } from '../carrier-services';
import { agreementName, useAgreementColumns } from '../components/agreement-columns';
import { AgreementDialog, type ServiceGroup } from '../components/AgreementDialog';
import { ExtendValidityDialog } from '../components/ExtendValidityDialog';

const NO_AGREEMENTS: TBookingAgreement[] = [];

/** `/admin/booking/agreements`: which organization or site may book which carrier service, and when. */
export default function AgreementsPage() {
  const { t, i18n } = useTranslation('ratesAdmin');
  const [organizationFilter, setOrganizationFilter] = useState<number | null>(null);
  const [carrierFilter, setCarrierFilter] = useState<number | null>(null);
  const agreements = useAgreements(organizationFilter);
  const organizations = useActiveOrganizations({ withSites: true });
  const carriers = useCarriers();
  // null: closed; 'new': adding; an agreement: editing it.
  const [editing, setEditing] = useState<TBookingAgreement | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteAgreements(), {
    variables: (agreements: TBookingAgreement[]) => agreements.map((agreement) => agreement.id),
    deleted: (agreements) =>
      agreements.length === 1 ? t('agreements.deleted') : t('agreements.deleted_many', { count: agreements.length }),
  });
  const selection = useTableSelection();
  const [batch, setBatch] = useState<'extend' | 'delete' | null>(null);

  const all = agreements.data?.rows ?? NO_AGREEMENTS;
  const rows = useMemo(
    () => (carrierFilter === null ? all : all.filter((agreement) => agreement.carrier_id === carrierFilter)),
    [all, carrierFilter],
  );
  const selected = useMemo(
    () => rows.filter((agreement) => selection.selectedIds.includes(String(agreement.id))),
    [rows, selection.selectedIds],
  );
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

  const columns = useAgreementColumns({ onEdit: setEditing, onDelete: (agreement) => deletion.ask([agreement]) });

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
                    selection.restart();
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
                    selection.restart();
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
              key={selection.tableKey}
              tableId="booking_agreements"
              label={t('agreements.table')}
              columns={columns}
              rows={rows}
              selectable
              onSelectionChange={selection.onSelectionChange}
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
            selection.restart();
          }}
        />
      )}
      <ConfirmModal
        opened={batch === 'delete'}
        title={t('agreements.delete_many.title')}
        text={t('agreements.delete_many.text', { count: selected.length })}
        confirmLabel={t('agreements.delete_many.confirm')}
        loading={deletion.pending}
        onClose={() => setBatch(null)}
        onConfirm={() =>
          deletion.run(selected, () => {
            setBatch(null);
            selection.restart();
          })
        }
      />
      <DeleteModal {...deletion.modal} kind="agreement" name={deletion.target?.map(agreementName).join(', ') ?? ''} />
    </Container>
  );
}
