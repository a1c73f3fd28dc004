import type { TAdminCarrierService } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { refusalMessage } from '../../../lib/api-error';
import { useDeleteService } from '../api';
import { ServiceDialog } from './ServiceDialog';

/** The carrier's services with their factors, limits and booking address; each edited in the service dialog. */
export function ServicesPanel({ carrierId, services }: { carrierId: number; services: TAdminCarrierService[] }) {
  const { t } = useTranslation('adminCarriers');
  const [editing, setEditing] = useState<TAdminCarrierService | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminCarrierService | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteService(carrierId);

  const factors = (service: TAdminCarrierService) => {
    const { rating } = service;
    const lines = (['kg_per_m3', 'kg_per_ldm', 'kg_per_pallet_place'] as const)
      .filter((key) => rating[key] !== null)
      .map((key) => t(`services.factor.${key}`, { value: formatNumber(rating[key]!) }));
    if (rating.floor_space_charged_for === 'non_stackable') {
      lines.push(t('services.factor.floor_space_non_stackable'));
      if (rating.stackable_floor_space_above_cm !== null)
        lines.push(t('services.factor.floor_space_above', { value: formatNumber(rating.stackable_floor_space_above_cm) }));
    }
    if (rating.rounding_bands) lines.push(t('services.factor.rounding_bands', { count: rating.rounding_bands.length }));
    return lines;
  };
  const limits = (service: TAdminCarrierService) => {
    const { rating } = service;
    const lines: string[] = [];
    if (rating.max_consignment_weight_kg !== null)
      lines.push(t('services.limit.max_consignment_weight_kg', { value: formatNumber(rating.max_consignment_weight_kg) }));
    if (rating.max_package_weight_kg !== null)
      lines.push(t('services.limit.max_package_weight_kg', { value: formatNumber(rating.max_package_weight_kg) }));
    if (rating.max_length_cm !== null || rating.max_width_cm !== null || rating.max_height_cm !== null) {
      const size = (value: number | null) => (value === null ? '–' : formatNumber(value));
      lines.push(
        t('services.limit.size', {
          length: size(rating.max_length_cm),
          width: size(rating.max_width_cm),
          height: size(rating.max_height_cm),
        }),
      );
    }
    if (rating.max_loading_metres !== null)
      lines.push(t('services.limit.max_loading_metres', { value: formatNumber(rating.max_loading_metres) }));
    return lines;
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setRefusal(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('services.deleted') });
        setDeleting(null);
      },
      onError: (error) => setRefusal(refusalMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('services.add')}
        </Button>
      </Group>
      {services.length === 0 ? (
        <Alert variant="light" color="blue" role="status">
          {t('services.empty')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('services.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('services.columns.name')}</Table.Th>
                <Table.Th>{t('services.columns.transport_mode')}</Table.Th>
                <Table.Th>{t('services.columns.factors')}</Table.Th>
                <Table.Th>{t('services.columns.limits')}</Table.Th>
                <Table.Th>{t('services.columns.booking_email')}</Table.Th>
                <Table.Th w={90}>
                  <VisuallyHidden>{t('columns.actions', { ns: 'common' })}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {service.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {service.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <TransportModeIcon mode={service.transport_mode} size={18} />
                      <Text size="sm">{t(`transport_modes.${service.transport_mode}`)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {factors(service).map((line) => (
                      <Text key={line} size="sm">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {limits(service).map((line) => (
                      <Text key={line} size="sm">
                        {line}
                      </Text>
                    ))}
                    {service.rating.accepts_dangerous_goods && (
                      <Badge variant="light" color="orange" radius="sm" mt={4}>
                        {t('services.dangerous_goods')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {service.booking_email ?? (
                      <Text size="sm" c="dimmed">
                        {t('services.no_booking_email')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(service)}
                        aria-label={t('services.edit_label', { name: service.name })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          setRefusal(null);
                          setDeleting(service);
                        }}
                        aria-label={t('services.delete_label', { name: service.name })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <ServiceDialog carrierId={carrierId} service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('services.delete_title', { name: deleting?.name ?? '' })}
        text={t('services.delete_text')}
        refusal={refusal}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
