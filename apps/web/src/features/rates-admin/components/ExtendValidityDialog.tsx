import type { TBookingAgreement } from '@freight/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { applyServerErrors, useFieldNamer } from '../../../lib/forms';
import { agreementBody, useSaveAgreements } from '../api';
import { refusalMessage } from '../../../lib/api-error';
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
  const namer = useFieldNamer();
  const save = useSaveAgreements();
  const [validTo, setValidTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string[]>([]);
  const earliest = earliestCommonEnd(agreements);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice([]);
    if (validTo === null) return setError(t('validation.required'));
    if (earliest !== null && validTo < earliest) return setError(t('agreements.extend.before_start', { date: earliest }));
    setError(null);
    try {
      await save.mutateAsync({ agreements: agreements.map((agreement) => ({ ...agreementBody(agreement), valid_to: validTo })) });
      notifications.show({ color: 'green', message: t('agreements.extended', { count: agreements.length }) });
      onDone();
    } catch (failure) {
      // Batch errors name an entry, such as `agreements.2.valid_to`; none maps to this one field.
      const unplaced = applyServerErrors(failure, [], () => undefined, namer);
      const refusal = refusalMessage(failure);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('agreements.extend.title')} size="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice.join(', ')}
            </Alert>
          )}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('agreements.extend.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('agreements.extend.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
