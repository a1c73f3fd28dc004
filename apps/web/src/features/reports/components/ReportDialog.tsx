import { REPORT_SOURCES, type TEmbeddedReport, ZEmbeddedReportBody } from '@freight/contracts';
import { SegmentedControl, Input, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/forms/BooleanFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { ApiError } from '../../../lib/api-error';
import { contractResolver, useFieldErrorText, useSaveNotice } from '../../../lib/forms';
import { useSaveReport } from '../api';
import { bodyOf, formValues, lockedOptions, type ReportFormValues } from '../report-form';

const FIELDS: readonly Path<ReportFormValues>[] = ['name', 'source', 'workspace_id', 'report_id', 'front_options', 'is_default'];

interface ReportDialogProps {
  organizationId: number;
  /** The report to change, or null to add one. */
  report: TEmbeddedReport | null;
  onClose: () => void;
}

/** Adds or changes one of an organization's embedded reports (SPEC §4 report form, §5, §8). */
export function ReportDialog({ organizationId, report, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const errorText = useFieldErrorText('reports');
  const save = useSaveReport();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReturnType<typeof bodyOf>>({
    resolver: contractResolver(ZEmbeddedReportBody, (values: ReportFormValues) => bodyOf(values, organizationId)),
    defaultValues: formValues(report),
  });
  const [name, isDefault] = useWatch({ control, name: ['name', 'is_default'] });
  const locked = lockedOptions({ name, is_default: isDefault });
  useEffect(() => {
    if (locked !== null) setValue('front_options', locked, { shouldValidate: true });
  }, [locked, setValue]);

  // SPEC §8: a refused report is named in a toast, and each field shows its own message.
  const { notice, trySave } = useSaveNotice((error) => {
    if (!(error instanceof ApiError)) return [];
    notifications.show({ color: 'red', message: error.serverMessage || t('form.failed') });
    const unplaced: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const own = FIELDS.find((candidate) => candidate === field);
      if (own && messages[0]) setError(own, { type: 'server', message: messages[0] });
      else unplaced.push(...messages.slice(0, 1));
    }
    return unplaced;
  });

  const submit = handleSubmit((body) =>
    trySave(async () => {
      await save.mutateAsync({ id: report?.id ?? null, body });
      notifications.show({ color: 'green', message: t('form.created') });
      onClose();
    }),
  );

  return (
    <RecordDialog
      title={report ? t('form.edit_title', { name: report.name }) : t('form.add_title')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <TextInput
        {...register('name')}
        label={t('form.name')}
        description={t('form.name_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.name)}
        maxLength={120}
        required
      />
      <Controller
        control={control}
        name="source"
        render={({ field }) => (
          <Input.Wrapper label={t('form.source')} error={errorText(errors.source)}>
            <SegmentedControl
              display="flex"
              value={field.value}
              onChange={field.onChange}
              data={REPORT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...register('workspace_id')}
          label={t('form.workspace_id')}
          description={t('form.workspace_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.workspace_id)}
          required
        />
        <TextInput
          {...register('report_id')}
          label={t('form.report_id')}
          description={t('form.report_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.report_id)}
          required
        />
      </SimpleGrid>
      <SwitchField control={control} name="is_default" label={t('form.is_default')} description={t('form.is_default_hint')} />
      <Textarea
        {...register('front_options', { onBlur: () => void trigger('front_options') })}
        label={t('form.front_options')}
        description={locked === null ? t('form.front_options_hint') : t('form.front_options_preset')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.front_options)}
        disabled={locked !== null}
        rows={7}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
    </RecordDialog>
  );
}
