import { ZEmissionFactorSetMappingBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useCarriers } from '../../carriers';
import { useMapFactorSet } from '../api';

interface MappingDialogProps {
  setId: number;
  onClose: () => void;
}

/** Maps a carrier, or one of its services, to the set: its shipments are then calculated with it first. */
export function MappingDialog({ setId, onClose }: MappingDialogProps) {
  const { t } = useTranslation('emissionFactors');
  const errorText = useFieldErrorText();
  const carriers = useCarriers();
  const map = useMapFactorSet(setId);
  const { control, errors, notice, submit, setValue } = useRecordForm(
    { resolver: zodResolver(ZEmissionFactorSetMappingBody), defaultValues: { carrier_id: undefined, carrier_service_id: null } },
    {
      fields: ['carrier_id', 'carrier_service_id'],
      save: (body) => map.mutateAsync(body),
      saved: t('mappings.saved'),
      onDone: onClose,
    },
  );
  const carrierId = useWatch({ control, name: 'carrier_id' });
  const services = carriers.data?.find((carrier) => carrier.id === carrierId)?.services ?? [];

  return (
    <RecordDialog title={t('mappings.add_title')} onClose={onClose} onSubmit={submit} notice={notice} saving={map.isPending}>
      <Stack gap="sm">
        <Controller
          control={control}
          name="carrier_id"
          render={({ field }) => (
            <Select
              label={t('mappings.carrier')}
              data={(carriers.data ?? []).map((carrier) => ({ value: String(carrier.id), label: carrier.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                field.onChange(value ? Number(value) : undefined);
                setValue('carrier_service_id', null);
              }}
              searchable
              nothingFoundMessage={t('mappings.no_results')}
              error={errorText(errors.carrier_id)}
              required
              data-autofocus
            />
          )}
        />
        <Controller
          control={control}
          name="carrier_service_id"
          render={({ field }) => (
            <Select
              label={t('mappings.service')}
              description={t('mappings.service_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={services.map((service) => ({ value: String(service.id), label: service.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              placeholder={t('mappings.whole_carrier')}
              disabled={!carrierId}
              clearable
              error={errorText(errors.carrier_service_id)}
            />
          )}
        />
      </Stack>
    </RecordDialog>
  );
}
