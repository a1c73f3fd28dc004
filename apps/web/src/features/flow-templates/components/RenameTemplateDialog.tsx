import type { TFlowTemplate } from '@freight/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useUpdateFlowTemplate } from '../api';

export interface RenameTemplateDialogProps {
  template: TFlowTemplate | null;
  onClose: () => void;
}

/** Gives a template another name; names stay unique per organization and kind. */
export function RenameTemplateDialog({ template, onClose }: RenameTemplateDialogProps) {
  const { t } = useTranslation('templates');
  return (
    <Modal opened={template !== null} onClose={onClose} title={t('rename.title')} size="sm">
      {template && <RenameForm key={template.id} template={template} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ template, onClose }: { template: TFlowTemplate; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const update = useUpdateFlowTemplate();
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (name.trim() === '') {
      setError(t('errors.name_required'));
      return;
    }
    update.mutate(
      { id: template.id, body: { name: name.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('rename.renamed') });
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? (failure.fieldErrors.name?.[0] ?? refusalMessage(failure) ?? undefined) : t('errors.save_failed'),
          ),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('fields.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={100}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
