import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';

interface ConfirmDeleteProps {
  title: string;
  text: string;
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a dictionary entry is deleted, saying what happens to data that used it. */
export function ConfirmDelete({ title, text, opened, loading, onClose, onConfirm }: ConfirmDeleteProps) {
  const { t } = useTranslation('adminDictionaries');
  return (
    <Modal opened={opened} onClose={onClose} size="sm" title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {t('actions.delete', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
