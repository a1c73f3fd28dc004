import { EXCLUDED_CARRIER_NAME_MARKER, EXCLUDED_CARRIER_NAMES, type TCarrier } from '@freight/contracts';
import { Loader } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCarriers } from '../../carriers';
import { useShipmentChange } from '../api';
import { ActionDialog, SelectField, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

/** Carriers a user may pick (SPEC §3 Carrier): none named with '{product}' or 'egen transportör'. */
export function selectableCarriers(carriers: readonly TCarrier[]): TCarrier[] {
  const excluded: readonly string[] = EXCLUDED_CARRIER_NAMES;
  return carriers.filter(
    (carrier) => !carrier.name.includes(EXCLUDED_CARRIER_NAME_MARKER) && !excluded.includes(carrier.name.trim().toLowerCase()),
  );
}

/** The carrier and its service; the service list follows the chosen carrier. */
export function CarrierDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const carriers = useCarriers();
  const update = useShipmentChange(shipment.uuid, (calls, body: { carrier_id: number | null; carrier_service_id: number | null }) =>
    calls.update(body),
  );
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: {
      carrier_id: shipment.carrier_id === null ? '' : String(shipment.carrier_id),
      carrier_service_id: shipment.carrier_service_id === null ? '' : String(shipment.carrier_service_id),
    },
    fields: ['carrier_id', 'carrier_service_id'],
    save: ({ carrier_id, carrier_service_id }) =>
      update.mutateAsync({
        carrier_id: carrier_id ? Number(carrier_id) : null,
        carrier_service_id: carrier_service_id ? Number(carrier_service_id) : null,
      }),
    onDone: onClose,
  });
  const carrierId = useWatch({ control: form.control, name: 'carrier_id' });
  const choices = selectableCarriers(carriers.data ?? []);
  const services = choices.find((carrier) => String(carrier.id) === carrierId)?.services ?? [];

  return (
    <ActionDialog title={t('dialogs.carrier')} onClose={onClose} onSubmit={submit} pending={update.isPending} notice={notice}>
      <SelectField
        control={form.control}
        name="carrier_id"
        label={t('fields.carrier')}
        placeholder={t('dialogs.select')}
        data={choices.map((carrier) => ({ value: String(carrier.id), label: carrier.name }))}
        searchable
        clearable
        nothingFoundMessage={t('dialogs.nothing_found')}
        rightSection={carriers.isPending ? <Loader size="xs" /> : undefined}
        onOptionSubmit={() => form.setValue('carrier_service_id', '')}
        error={fieldError('carrier_id')}
        comboboxProps={{ withinPortal: true }}
      />
      <SelectField
        control={form.control}
        name="carrier_service_id"
        label={t('fields.carrier_service')}
        placeholder={t('dialogs.select')}
        data={services.map((service) => ({ value: String(service.id), label: service.name }))}
        disabled={services.length === 0}
        clearable
        error={fieldError('carrier_service_id')}
      />
    </ActionDialog>
  );
}
