import { TRANSPORT_MODES, type TAdminCarrierService, type TCarrierServiceRating, ZCarrierServiceBody } from '@freight/contracts';
import { decimalFromInput } from '@freight/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveService } from '../api';
import { MAX_BANDS, WeightRulesFieldset } from './WeightRulesFieldset';
import { CheckboxField } from '../../../components/forms/BooleanFields';

type Measure = Exclude<
  keyof TCarrierServiceRating,
  'accepts_dangerous_goods' | 'floor_space_charged_for' | 'stackable_floor_space_above_cm' | 'rounding_bands'
>;
const FACTORS: Measure[] = ['kg_per_m3', 'kg_per_ldm', 'kg_per_pallet_place'];
const LIMITS: Measure[] = [
  'max_consignment_weight_kg',
  'max_package_weight_kg',
  'max_length_cm',
  'max_width_cm',
  'max_height_cm',
  'max_loading_metres',
];
const BAND_FIELDS = Array.from(
  { length: MAX_BANDS },
  (_, index) => [`rating.rounding_bands.${index}.up_to_kg`, `rating.rounding_bands.${index}.step_kg`] as const,
).flat();
const FIELDS = [
  'name',
  'code',
  'transport_mode',
  'booking_email',
  'rating.accepts_dangerous_goods',
  'rating.floor_space_charged_for',
  'rating.stackable_floor_space_above_cm',
  ...[...FACTORS, ...LIMITS].map((key) => `rating.${key}` as const),
  ...BAND_FIELDS,
] as const;

interface ServiceDialogProps {
  carrierId: number;
  /** The service to change, or null to add one. */
  service: TAdminCarrierService | null;
  onClose: () => void;
}

/** Adds or changes a carrier service: name, code, mode, chargeable-weight factors and rules, limits and booking e-mail. */
export function ServiceDialog({ carrierId, service, onClose }: ServiceDialogProps) {
  const { t } = useTranslation('adminCarriers');
  const errorText = useFieldErrorText('adminCarriers');
  const save = useSaveService(carrierId);
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZCarrierServiceBody),
      defaultValues: {
        name: service?.name ?? '',
        code: service?.code ?? '',
        transport_mode: service?.transport_mode ?? 'ROAD',
        booking_email: service?.booking_email ?? '',
        rating: service?.rating ?? { accepts_dangerous_goods: false },
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: service?.id ?? null, body }),
      saved: service ? t('services.saved') : t('services.created'),
      onDone: onClose,
    },
  );

  const measure = (key: Measure) => (
    <Controller
      key={key}
      control={control}
      name={`rating.${key}`}
      render={({ field }) => (
        <DecimalInput
          label={t(`service_form.${key}`)}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(text) => field.onChange(decimalFromInput(text))}
          onBlur={field.onBlur}
          error={errorText(errors.rating?.[key])}
        />
      )}
    />
  );

  return (
    <RecordDialog
      title={service ? t('service_form.edit_title') : t('service_form.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          {...register('name')}
          label={t('service_form.name')}
          error={errorText(errors.name)}
          maxLength={120}
          required
          data-autofocus
        />
        <TextInput
          {...register('code')}
          label={t('service_form.code')}
          description={t('service_form.code_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.code)}
          maxLength={40}
          required
          autoComplete="off"
        />
        <Controller
          control={control}
          name="transport_mode"
          render={({ field }) => (
            <Select
              label={t('service_form.transport_mode')}
              data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.transport_mode)}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
      </SimpleGrid>
      <Fieldset legend={t('service_form.factors')} radius="md">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('service_form.factors_hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {FACTORS.map(measure)}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <WeightRulesFieldset control={control} errors={errors} errorText={errorText} />
      <Fieldset legend={t('service_form.limits')} radius="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('service_form.limits_hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {LIMITS.map(measure)}
          </SimpleGrid>
          <CheckboxField control={control} name="rating.accepts_dangerous_goods" label={t('service_form.accepts_dangerous_goods')} />
        </Stack>
      </Fieldset>
      <TextInput
        {...register('booking_email')}
        type="email"
        label={t('service_form.booking_email')}
        description={t('service_form.booking_email_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.booking_email as FieldError | undefined)}
        maxLength={254}
        autoComplete="off"
      />
    </RecordDialog>
  );
}
