import type { TBookingAgreement } from '@freight/contracts';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useServerErrors } from '../../../lib/forms';
import { agreementBody, useSaveAgreements } from '../api';
import { earliestCommonEnd } from '../agreement-status';
import { DateField } from './DateField';

interface ExtendValidityDialogProps {
  agreements: readonly TBookingAgreement[];
  onClose: () => void;
  onDone: () => void;
}

/** Gives the selected agreements one new end date, saved together through the batch call. */
export function ExtendValidityDialog({ agreements, onClose, onDone }: ExtendValidityDialogProps) {
  const { t } = useTranslation('ratesAdmin');
  const save = useSaveAgreements();
  const [validTo, setValidTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Batch errors name an entry, such as `agreements.2.valid_to`; none maps to this one field.
  const { notice, trySave } = useServerErrors([], () => undefined);
  const earliest = earliestCommonEnd(agreements);

  const submit = () =>
    trySave(async () => {
      if (validTo === null) return setError(t('validation.required'));
      if (earliest !== null && validTo < earliest) return setError(t('agreements.extend.before_start', { date: earliest }));
      setError(null);
      await save.mutateAsync({ agreements: agreements.map((agreement) => ({ ...agreementBody(agreement), valid_to: validTo })) });
      notifications.show({ color: 'green', message: t('agreements.extended', { count: agreements.length }) });
      onDone();
    });

  return (
    <RecordDialog
      title={t('agreements.extend.title')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t('agreements.extend.save')}
    >
      <Text size="sm">{t('agreements.extend.text', { count: agreements.length })}</Text>
      <DateField
        label={t('agreements.extend.valid_to')}
        value={validTo}
        minDate={earliest ?? undefined}
        onChange={(value) => {
          setValidTo(value);
          setError(null);
        }}
        error={error}
        required
        data-autofocus
      />
    </RecordDialog>
  );
}
