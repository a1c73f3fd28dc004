import { formatDate, formatTime } from '@freight/domain';
import {
  REGISTRATION_STATUSES,
  routePath,
  ZDeclineRegistrationBody,
  type RegistrationStatus,
  type TRegistration,
} from '@freight/contracts';
import { ActionIcon, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconBuilding, IconCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { statusBadgeColumn } from '../../../components/DataTable/columns';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useFieldErrorText } from '../../../lib/forms';
import { REGISTRATIONS_TABLE_ID, useApproveRegistration, useDeclineRegistration } from '../api';

const STATUS_COLORS: Record<RegistrationStatus, string> = { unconfirmed: 'gray', pending: 'blue', approved: 'teal', declined: 'red' };

/** `/admin/registrations`: companies that registered themselves, for god users to approve or decline. */
export default function RegistrationsPage() {
  const { t } = useTranslation('adminOrganizations');
  const [status, setStatus] = useState<RegistrationStatus>('pending');
  const [declining, setDeclining] = useState<TRegistration | null>(null);
  const approve = useApproveRegistration();
  const approveRegistration = approve.mutate;
  const approvingId = approve.isPending ? approve.variables : null;

  const columns = useMemo<DataTableColumn<TRegistration>[]>(() => {
    const approveOne = (registration: TRegistration) =>
      approveRegistration(registration.id, {
        onSuccess: () => notifications.show({ color: 'green', message: t('registrations.approved', { name: registration.company_name }) }),
        onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? error.message }),
      });
    return [
      { key: 'company_name', title: t('registrations.columns.company_name'), sortable: true, pin: true, width: 240 },
      { key: 'country_code', title: t('registrations.columns.country'), sortable: true, width: 100 },
      { key: 'contact_name', title: t('registrations.columns.contact_name'), sortable: true, width: 180 },
      { key: 'email', title: t('registrations.columns.email'), sortable: true, width: 240 },
      { key: 'phone', title: t('registrations.columns.phone'), width: 150, value: (registration) => registration.phone ?? '' },
      {
        key: 'created_at',
        title: t('registrations.columns.created_at'),
        sortable: true,
        width: 160,
        value: (registration) => `${formatDate(registration.created_at)} ${formatTime(registration.created_at)}`,
      },
      statusBadgeColumn<TRegistration>({
        key: 'status',
        title: t('registrations.columns.status'),
        width: 190,
        look: (registration) => ({ label: t(`registrations.status.${registration.status}`), color: STATUS_COLORS[registration.status] }),
      }),
      ...(status === 'declined'
        ? [
            {
              key: 'decline_message',
              title: t('registrations.columns.decline_message'),
              width: 320,
              value: (registration: TRegistration) => registration.decline_message ?? '',
            },
          ]
        : []),
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 110,
        exportable: false,
        cell: (registration) => (
          <Group gap={4} wrap="nowrap">
            {registration.status === 'pending' && (
              <>
                <Tooltip label={t('registrations.approve')}>
                  <ActionIcon
                    variant="subtle"
                    color="teal"
                    loading={approvingId === registration.id}
                    onClick={() => approveOne(registration)}
                    aria-label={t('registrations.approve_label', { name: registration.company_name })}
                  >
                    <IconCheck size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('registrations.decline')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDeclining(registration)}
                    aria-label={t('registrations.decline_label', { name: registration.company_name })}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
            {registration.organization_id !== null && (
              <Tooltip label={t('registrations.open_organization')}>
                <ActionIcon
                  component={Link}
                  to={routePath('admin.organization', { id: registration.organization_id })}
                  variant="subtle"
                  aria-label={t('registrations.open_organization')}
                >
                  <IconBuilding size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      },
    ];
  }, [t, approveRegistration, approvingId, status]);

  const filters = useMemo(() => ({ status }), [status]);

  return (
    <>
      <ListPage title={t('registrations.title')} subtitle={t('registrations.subtitle')}>
        <Stack gap="md">
          <SegmentedControl
            w="fit-content"
            value={status}
            onChange={(value) => setStatus(value as RegistrationStatus)}
            data={REGISTRATION_STATUSES.map((value) => ({ value, label: t(`registrations.status.${value}`) }))}
            aria-label={t('registrations.status_filter')}
          />
          <DataTable
            tableId={REGISTRATIONS_TABLE_ID}
            label={t('registrations.title')}
            endpoint="/registrations"
            columns={columns}
            filters={filters}
            searchable
            emptyText={t('registrations.empty')}
            defaultSort={{ key: 'created_at', order: 'desc' }}
          />
        </Stack>
      </ListPage>
      {declining && <DeclineDialog registration={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}

function DeclineDialog({ registration, onClose }: { registration: TRegistration; onClose: () => void }) {
  const { t } = useTranslation('adminOrganizations');
  const errorText = useFieldErrorText();
  const decline = useDeclineRegistration();
  const { register, errors, notice, submit } = useRecordForm(
    { resolver: zodResolver(ZDeclineRegistrationBody), defaultValues: { message: '' } },
    {
      fields: ['message'],
      save: (body) => decline.mutateAsync({ id: registration.id, body }),
      saved: t('registrations.declined', { name: registration.company_name }),
      onDone: onClose,
    },
  );
  return (
    <RecordDialog
      title={t('registrations.decline_title', { name: registration.company_name })}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={decline.isPending}
      saveLabel={t('registrations.decline')}
      danger
    >
      <Textarea
        {...register('message')}
        label={t('registrations.decline_message')}
        description={t('registrations.decline_hint', { email: registration.email })}
        autosize
        minRows={4}
        required
        data-autofocus
        error={errorText(errors.message)}
      />
    </RecordDialog>
  );
}
