import {
  CONSIGNMENT_STATUSES,
  EXCEPTION_TYPES,
  type TAdminCarrier,
  type TStatusDictionaryEntry,
  ZStatusDictionaryBody,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveStatusEntry } from '../api';

const FIELDS = ['carrier_id', 'code', 'status', 'is_exception', 'exception_type', 'description'] as const;

interface StatusEntryDialogProps {
  entry: TStatusDictionaryEntry | null;
  carriers: TAdminCarrier[];
  onClose: () => void;
}

/** Adds or changes one carrier status code and the normalized status it stands for. */
export function StatusEntryDialog({ entry, carriers, onClose }: StatusEntryDialogProps) {
  const { t } = useTranslation('adminDictionaries');
  const errorText = useFieldErrorText('adminDictionaries');
  const save = useSaveStatusEntry();
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZStatusDictionaryBody),
      defaultValues: {
        carrier_id: entry?.carrier_id ?? null,
        code: entry?.code ?? '',
        status: entry?.status ?? 'IN_TRANSIT',
        is_exception: entry?.is_exception ?? false,
        exception_type: entry?.exception_type ?? null,
        description: entry?.description ?? '',
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: entry?.id ?? null, body }),
      saved: entry ? t('statuses.saved') : t('statuses.created'),
      onDone: onClose,
    },
  );
  const status = useWatch({ control, name: 'status' });
  const isException = useWatch({ control, name: 'is_exception' }) || status === 'EXCEPTION';

  return (
    <RecordDialog
      title={entry ? t('statuses.form.edit_title') : t('statuses.form.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      below={entry && <AuditTrail entity="status_dictionary" entityId={entry.id} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="carrier_id"
          render={({ field }) => (
            <Select
              label={t('statuses.form.carrier')}
              description={t('statuses.form.carrier_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={t('statuses.all_carriers')}
              data={carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name }))}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              searchable
              clearable
              nothingFoundMessage={t('statuses.form.no_results')}
              error={errorText(errors.carrier_id)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          {...register('code')}
          label={t('statuses.form.code')}
          error={errorText(errors.code)}
          maxLength={60}
          required
          autoComplete="off"
          data-autofocus
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('statuses.form.status')}
              data={CONSIGNMENT_STATUSES.map((value) => ({ value, label: t(`statuses_list.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.status)}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="exception_type"
          render={({ field }) => (
            <Select
              label={t('statuses.form.exception_type')}
              data={EXCEPTION_TYPES.map((value) => ({ value, label: t(`exception_types.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              disabled={!isException}
              clearable
              error={errorText(errors.exception_type)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="is_exception"
        render={({ field }) => (
          <Checkbox
            label={t('statuses.form.is_exception')}
            checked={isException}
            disabled={status === 'EXCEPTION'}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <TextInput
        {...register('description')}
        label={t('statuses.form.description')}
        error={errorText(errors.description as FieldError | undefined)}
        maxLength={300}
      />
    </RecordDialog>
  );
}
