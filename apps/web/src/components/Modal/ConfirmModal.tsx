import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../forms/FormNotice';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens, in the user's words. */
  text: string;
  /** A quieter line under the text, such as that the step cannot be undone. */
  note?: string;
  /** Why the server refused the last try, shown until the dialog closes. */
  refusal?: string | null;
  /** The red button's label; "Delete" unless the step is another one. */
  confirmLabel?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a step that removes or revokes something: a red confirm button beside Cancel.
 * Removals of the kinds of SPEC §3, with their typed commands, use `DeleteModal` instead.
 */
export function ConfirmModal({ opened, title, text, note, refusal, confirmLabel, loading, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} size="sm" title={title}>
      <Stack gap="md">
        <Text>{text}</Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <FormNotice messages={refusal ? [refusal] : []} />
        <Group justify="flex-end" gap="sm">
          {/* Focus starts on Cancel, so a stray Enter does not remove anything. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
