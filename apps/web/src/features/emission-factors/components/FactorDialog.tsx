import {
  DISTANCE_BASES,
  EMISSION_FACTOR_KINDS,
  EMISSION_FACTOR_UNITS,
  EMISSION_MODES,
  HUB_TYPES,
  ZEmissionFactorBody,
  type TEmissionFactor,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveFactor, type SetScope } from '../api';

const FIELDS = ['kind', 'label', 'mode', 'vehicle_class', 'fuel', 'region', 'hub_type', 'unit', 'wtw', 'ttw', 'distance_basis'] as const;

/** The unit each kind of figure is given in, chosen with the kind. */
const UNIT_OF_KIND = { leg: 'g_per_tkm', hub: 'kg_per_t', fuel: 'kg_per_litre' } as const;

interface FactorDialogProps {
  scope: SetScope;
  setId: number;
  /** The figure to change, or null to add one. */
  factor: TEmissionFactor | null;
  onClose: () => void;
}

/** Adds or changes one figure of a set: what it is for (mode, vehicle, fuel, region or hub), WTW and TTW, unit and distance basis. */
export function FactorDialog({ scope, setId, factor, onClose }: FactorDialogProps) {
  const { t } = useTranslation('emissionFactors');
  const errorText = useFieldErrorText();
  const save = useSaveFactor(scope, setId);
  const { control, register, errors, notice, submit, setValue } = useRecordForm(
    {
      resolver: zodResolver(ZEmissionFactorBody),
      defaultValues: {
        kind: factor?.kind ?? 'leg',
        label: factor?.label ?? '',
        mode: factor?.mode ?? 'road',
        vehicle_class: factor?.vehicle_class ?? '',
        fuel: factor?.fuel ?? '',
        region: factor?.region ?? '',
        hub_type: factor?.hub_type ?? null,
        unit: factor?.unit ?? 'g_per_tkm',
        wtw: factor?.wtw,
        ttw: factor?.ttw,
        distance_basis: factor?.distance_basis ?? 'sfd',
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: factor?.id ?? null, body }),
      saved: factor ? t('factor_form.saved') : t('factor_form.created'),
      onDone: onClose,
    },
  );
  const kind = useWatch({ control, name: 'kind' });

  const choice = <N extends 'kind' | 'mode' | 'hub_type' | 'unit' | 'distance_basis', T extends string>(
    name: N,
    options: readonly T[],
    label: (option: T) => string,
    extra: { required?: boolean; clearable?: boolean; onPick?: (value: string | null) => void } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`fields.${name}`)}
          data={options.map((option) => ({ value: option, label: label(option) }))}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => {
            field.onChange(value);
            extra.onPick?.(value);
          }}
          clearable={extra.clearable}
          allowDeselect={extra.clearable ?? false}
          required={extra.required}
          error={errorText(errors[name])}
        />
      )}
    />
  );

  return (
    <RecordDialog
      title={factor ? t('factor_form.edit_title') : t('factor_form.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {choice('kind', EMISSION_FACTOR_KINDS, (option) => t(`kind.${option}`), {
          required: true,
          // The unit, mode and basis follow the kind: a hub or a fuel has no mode nor distance basis.
          onPick: (value) => {
            if (value !== 'leg' && value !== 'hub' && value !== 'fuel') return;
            setValue('unit', UNIT_OF_KIND[value]);
            setValue('mode', value === 'leg' ? 'road' : null);
            setValue('distance_basis', value === 'leg' ? 'sfd' : null);
            if (value !== 'hub') setValue('hub_type', null);
          },
        })}
        <TextInput
          {...register('label')}
          label={t('fields.label')}
          error={errorText(errors.label)}
          maxLength={200}
          required
          data-autofocus
        />
        {kind === 'leg' && choice('mode', EMISSION_MODES, (option) => t(`mode.${option}`), { required: true })}
        {kind === 'leg' && choice('distance_basis', DISTANCE_BASES, (option) => t(`basis.${option}`), { required: true })}
        {kind === 'hub' && choice('hub_type', HUB_TYPES, (option) => t(`hub.${option}`), { clearable: true })}
        {kind !== 'hub' && (
          <TextInput
            {...register('fuel')}
            label={t('fields.fuel')}
            description={kind === 'leg' ? t('factor_form.average_hint') : undefined}
            error={errorText(errors.fuel)}
            maxLength={40}
            required={kind === 'fuel'}
          />
        )}
        {kind === 'leg' && (
          <TextInput
            {...register('vehicle_class')}
            label={t('fields.vehicle_class')}
            description={t('factor_form.average_hint')}
            error={errorText(errors.vehicle_class)}
            maxLength={40}
          />
        )}
        {kind !== 'fuel' && (
          <TextInput
            {...register('region')}
            label={t('fields.region')}
            description={t('factor_form.average_hint')}
            error={errorText(errors.region)}
            maxLength={10}
          />
        )}
        {choice('unit', EMISSION_FACTOR_UNITS, (option) => t(`unit.${option}`), { required: true })}
        {(['wtw', 'ttw'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(`fields.${name}`)}
                description={t(`factor_form.${name}_hint`)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                decimalScale={6}
                min={0}
                error={errorText(errors[name])}
                required
              />
            )}
          />
        ))}
      </SimpleGrid>
    </RecordDialog>
  );
}
