import type { TTemplateType } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { templateTypeBody, templateTypeFormValues, ZTemplateTypeForm, type TemplateTypeForm } from '../template-type-form';
import { useSaveTemplateType } from '../template-types-api';

const FIELDS = ['name', 'description'] as const;

/** Adds or changes one of the organization's template types. */
export function TemplateTypeDialog({ type, onClose }: { type: TTemplateType | null; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const errorText = useFieldErrorText();
  const save = useSaveTemplateType();
  const { register, errors, notice, submit } = useRecordForm<TemplateTypeForm>(
    { resolver: zodResolver(ZTemplateTypeForm), defaultValues: templateTypeFormValues(type) },
    {
      fields: FIELDS,
      save: (form) => save.mutateAsync({ id: type?.id ?? null, body: templateTypeBody(form) }),
      saved: type ? t('types.saved') : t('types.created'),
      onDone: onClose,
    },
  );
  return (
    <RecordDialog
      title={type ? t('types.edit_title', { name: type.name }) : t('types.add_title')}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <TextInput {...register('name')} label={t('types.name')} error={errorText(errors.name)} maxLength={100} required data-autofocus />
      <Textarea
        {...register('description')}
        label={t('types.description')}
        description={t('types.description_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.description)}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
      />
    </RecordDialog>
  );
}
