import type { TBookingAgreement } from '@freight/contracts';
import { toIsoDate } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { actionsColumn, statusBadgeColumn } from '../../../components/DataTable/columns';
import { agreementStatus, type AgreementStatus } from '../agreement-status';

const STATUS_COLORS: Record<AgreementStatus, string> = { active: 'teal', upcoming: 'blue', expired: 'gray' };

/** An agreement in words: its service and the customer number it books under. */
export const agreementName = (agreement: TBookingAgreement) => `${agreement.carrier_service_name} (${agreement.customer_number})`;

/** The columns of the agreements list, its status as of today, with edit and delete at the end. */
export function useAgreementColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (agreement: TBookingAgreement) => void;
  onDelete: (agreement: TBookingAgreement) => void;
}): DataTableColumn<TBookingAgreement>[] {
  const { t } = useTranslation('ratesAdmin');
  const today = toIsoDate(new Date()) ?? '';
  return useMemo<DataTableColumn<TBookingAgreement>[]>(
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
      statusBadgeColumn<TBookingAgreement>({
        key: 'status',
        title: t('agreements.columns.status'),
        width: 125,
        sortable: true,
        look: (agreement) => {
          const status = agreementStatus(agreement, today);
          return { label: t(`agreements.status.${status}`), color: STATUS_COLORS[status] };
        },
      }),
      {
        ...actionsColumn<TBookingAgreement>({
          title: t('columns.actions', { ns: 'common' }),
          edit: { label: (agreement) => t('agreements.edit_label', { name: agreementName(agreement) }), onClick: onEdit },
          remove: { label: (agreement) => t('agreements.delete_label', { name: agreementName(agreement) }), onClick: onDelete },
        }),
        width: 80,
      },
    ],
    [t, today, onEdit, onDelete],
  );
}
