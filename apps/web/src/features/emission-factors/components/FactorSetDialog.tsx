import { DATA_QUALITIES, ZEmissionFactorSetBody, type TEmissionFactorSet, type TEmissionFactorSetDetail } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveFactorSet, type SetScope } from '../api';

const FIELDS = ['name', 'version', 'source', 'citation', 'licence', 'data_quality', 'valid_from', 'valid_to'] as const;

interface FactorSetDialogProps {
  scope: SetScope;
  /** The set to change, or null to add one. */
  set: (TEmissionFactorSet & { source?: string }) | null;
  onClose: () => void;
  onSaved?: (set: TEmissionFactorSetDetail) => void;
}

/** Adds or changes a factor set's description: its name and version, where its figures come from and under what licence. */
export function FactorSetDialog({ scope, set, onClose, onSaved }: FactorSetDialogProps) {
  const { t } = useTranslation('emissionFactors');
  const errorText = useFieldErrorText();
  const save = useSaveFactorSet(scope);
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZEmissionFactorSetBody),
      defaultValues: {
        name: set?.name ?? '',
        version: set?.version ?? '',
        source: set?.source ?? '',
        citation: set?.citation ?? '',
        licence: set?.licence ?? '',
        data_quality: set?.data_quality ?? (scope === 'platform' ? 'default' : 'primary'),
        valid_from: set?.valid_from ?? new Date().toISOString().slice(0, 10),
        valid_to: set?.valid_to ?? null,
      },
    },
    {
      fields: FIELDS,
      save: async (body) => {
        const answer = await save.mutateAsync({ id: set?.id ?? null, body });
        onSaved?.(answer.data);
        return answer;
      },
      saved: set ? t('set_form.saved') : t('set_form.created'),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={set ? t('set_form.edit_title') : t('set_form.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...register('name')} label={t('fields.name')} error={errorText(errors.name)} maxLength={120} required data-autofocus />
        <TextInput {...register('version')} label={t('fields.version')} error={errorText(errors.version)} maxLength={40} required />
        <TextInput {...register('source')} label={t('fields.source')} error={errorText(errors.source)} maxLength={120} required />
        <Controller
          control={control}
          name="data_quality"
          render={({ field }) => (
            <Select
              label={t('fields.data_quality')}
              description={t('set_form.data_quality_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={DATA_QUALITIES.map((quality) => ({ value: quality, label: t(`quality.${quality}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.data_quality)}
              required
            />
          )}
        />
        <TextInput {...register('valid_from')} type="date" label={t('fields.valid_from')} error={errorText(errors.valid_from)} required />
        <Controller
          control={control}
          name="valid_to"
          render={({ field }) => (
            <TextInput
              type="date"
              label={t('fields.valid_to')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              error={errorText(errors.valid_to)}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        {...register('citation')}
        label={t('fields.citation')}
        description={t('set_form.citation_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.citation)}
        autosize
        minRows={2}
        maxLength={1000}
        required
      />
      <TextInput {...register('licence')} label={t('fields.licence')} error={errorText(errors.licence)} maxLength={200} required />
    </RecordDialog>
  );
}
