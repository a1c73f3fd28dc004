import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is removed for good, like the kit's delete dialog. */
export function ConfirmDialog({ title, text, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('shipment');
  return (
    <Modal opened onClose={onClose} title={title} size="sm">
      <Stack gap="md">
        <Text>{text}</Text>
        <Text size="sm" c="dimmed">
          {t('confirm.irreversible')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
