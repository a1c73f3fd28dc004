import { ZEmissionFactorSetVersionBody, type TEmissionFactorSetDetail } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useCopyFactorSetVersion, type SetScope } from '../api';

interface VersionDialogProps {
  scope: SetScope;
  set: TEmissionFactorSetDetail;
  onClose: () => void;
  onCopied: (set: TEmissionFactorSetDetail) => void;
}

/** Starts a new version of a set from a copy of its figures, to edit before it is made the default or mapped. */
export function VersionDialog({ scope, set, onClose, onCopied }: VersionDialogProps) {
  const { t } = useTranslation('emissionFactors');
  const errorText = useFieldErrorText();
  const copy = useCopyFactorSetVersion(scope);
  const { register, errors, notice, submit } = useRecordForm(
    { resolver: zodResolver(ZEmissionFactorSetVersionBody), defaultValues: { version: '' } },
    {
      fields: ['version'],
      save: async (body) => {
        const answer = await copy.mutateAsync({ id: set.id, version: body.version });
        onCopied(answer.data);
        return answer;
      },
      saved: t('version_form.created'),
      onDone: onClose,
    },
  );
  return (
    <RecordDialog
      title={t('version_form.title', { name: set.name })}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={copy.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('version_form.hint', { version: set.version })}
      </Text>
      <TextInput
        {...register('version')}
        label={t('fields.version')}
        error={errorText(errors.version)}
        maxLength={40}
        required
        data-autofocus
      />
    </RecordDialog>
  );
}
