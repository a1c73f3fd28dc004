import { type TCreatedApiKey, ZCreateApiKeyBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { Modal } from '../../../components/Modal/Modal';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { useCreateApiKey } from '../api';

/**
 * Creates an API key and shows it this once: only its hash is kept, so closing the dialog is the
 * last chance to copy it.
 */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('imports');
  const errorText = useFieldErrorText();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCreateApiKeyBody), defaultValues: { name: '' } });

  const { notice, trySave } = useServerErrors(['name'], setError);

  const submit = handleSubmit(({ name }) =>
    trySave(async () => {
      setCreated((await create.mutateAsync(name)).data);
    }),
  );

  if (created) {
    return (
      // Closing by a stray click or Escape would lose the key for good.
      <Modal opened onClose={onClose} title={t('keys.created_title')} size={600} closeOnOverlayClick={false} closeOnEscape={false}>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {t('keys.created_warning')}
          </Alert>
          <TextInput
            label={t('keys.key_label', { name: created.name })}
            value={created.key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSection={
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('keys.copied') : t('keys.copy')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'green' : 'gray'}
                      onClick={copy}
                      aria-label={copied ? t('keys.copied') : t('keys.copy')}
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('keys.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <RecordDialog
      title={t('keys.create_title')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={create.isPending}
      saveLabel={t('keys.create')}
    >
      <TextInput
        {...register('name')}
        label={t('keys.name')}
        description={t('keys.name_hint')}
        error={errorText(errors.name)}
        maxLength={100}
        autoComplete="off"
        required
        data-autofocus
      />
    </RecordDialog>
  );
}
