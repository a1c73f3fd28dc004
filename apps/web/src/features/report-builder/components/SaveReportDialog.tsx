import type { TSavedReport, TSavedReportDefinition } from '@freight/contracts';
import { Switch, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveReport } from '../api';

interface SaveReportDialogProps {
  /** The report to change, or null to save a new one. */
  report: TSavedReport | null;
  definition: TSavedReportDefinition;
  /** Organization admins may share a report with the whole organization. */
  mayShare: boolean;
  onClose: () => void;
  onSaved: (report: TSavedReport) => void;
}

interface SaveValues {
  name: string;
  shared: boolean;
}

/** Names the report and says whose it is; a refused definition's messages show above the fields. */
export function SaveReportDialog({ report, definition, mayShare, onClose, onSaved }: SaveReportDialogProps) {
  const { t } = useTranslation('reportBuilder');
  const errorText = useFieldErrorText();
  const save = useSaveReport(report?.id ?? null);
  const saved = useRef<TSavedReport | null>(null);
  const form = useRecordForm<SaveValues, SaveValues, { data: TSavedReport }>(
    { defaultValues: { name: report?.name ?? '', shared: report?.shared ?? false } },
    {
      fields: ['name', 'shared'],
      save: async (values) => {
        const answer = await save.mutateAsync({ ...values, definition });
        saved.current = answer.data;
        return answer;
      },
      saved: (answer) => t('saved', { name: answer.data.name }),
      onDone: () => {
        if (saved.current) onSaved(saved.current);
      },
    },
  );
  return (
    <RecordDialog
      title={report ? t('save_title_edit') : t('save_title_new')}
      onClose={onClose}
      onSubmit={form.submit}
      notice={form.notice}
      saving={save.isPending}
    >
      <TextInput label={t('fields.name')} required data-autofocus {...form.register('name')} error={errorText(form.errors.name)} />
      {mayShare && (
        <Controller
          control={form.control}
          name="shared"
          render={({ field }) => (
            <Switch
              label={t('fields.shared')}
              description={t('fields.shared_hint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={errorText(form.errors.shared)}
            />
          )}
        />
      )}
    </RecordDialog>
  );
}
