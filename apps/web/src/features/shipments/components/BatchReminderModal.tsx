import { Button, Group, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { FieldError } from '../../../components/inputs/FieldError';
import { ApiError } from '../../../lib/api';
import { useBatchReminder } from '../api';

const TEXT_MAX = 500;

interface BatchReminderModalProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen shipments. */
  uuids: string[];
}

/** Sets one reminder, a moment still to come and a text, on every chosen shipment. */
export function BatchReminderModal({ opened, onClose, uuids }: BatchReminderModalProps) {
  const { t } = useTranslation('shipments');
  const [remindAt, setRemindAt] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const batch = useBatchReminder();

  const close = () => {
    setRemindAt(null);
    setText('');
    setError(null);
    batch.reset();
    onClose();
  };

  const submit = () => {
    if (!remindAt || !text.trim()) {
      setError(t('reminder.required'));
      return;
    }
    batch.mutate(
      { uuids, remind_at: dayjs(remindAt).toISOString(), text: text.trim() },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: t('reminder.saved', { count: answer.data.count }) });
          close();
        },
        // A 422 explains itself in the user's language; anything else gets a general message.
        onError: (failure) => setError(failure instanceof ApiError && failure.status === 422 ? failure.message : t('reminder.failed')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('reminder.title', { count: uuids.length })} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <DateTimePicker
            label={t('reminder.remind_at')}
            value={remindAt}
            onChange={setRemindAt}
            valueFormat="YYYY-MM-DD HH:mm"
            minDate={new Date()}
            placeholder={t('reminder.remind_at_placeholder')}
            required
            popoverProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('reminder.text')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={TEXT_MAX}
            autosize
            minRows={3}
            required
          />
          <FieldError errors={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={batch.isPending}>
              {t('reminder.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
