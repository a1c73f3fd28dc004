import type { TOrganizationWithSites, TSftpAccount } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { bodyOf, formValues, keyLineOfServerField, ZSftpAccountForm, type SftpAccountForm } from '../account-form';
import { useSaveSftpAccount } from '../api';
import { useSftpErrorText } from '../field-errors';

const FIELDS = ['organization_id', 'site_id', 'username', 'description', 'password', 'public_keys', 'is_active'] as const;
/** The site choice that leaves rows to the site keys and import rules alone (site_id null). */
const NO_SITE = 'none';

interface SftpAccountDialogProps {
  /** The account to change, or null to add one. */
  account: TSftpAccount | null;
  defaultOrganizationId: number | null;
  organizations: readonly TOrganizationWithSites[];
  onClose: () => void;
  onSaved?: (account: TSftpAccount) => void;
}

/** Adds or changes an SFTP account: whose files it delivers, and how it signs in. */
export function SftpAccountDialog({ account, defaultOrganizationId, organizations, onClose, onSaved }: SftpAccountDialogProps) {
  const { t } = useTranslation('adminSftp');
  const errorText = useSftpErrorText();
  const save = useSaveSftpAccount();
  const [notice, setNotice] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<SftpAccountForm>({ resolver: zodResolver(ZSftpAccountForm), defaultValues: formValues(account, defaultOrganizationId) });
  const organizationId = useWatch({ control, name: 'organization_id' });
  const password = useWatch({ control, name: 'password' });
  const sites = organizations.find((organization) => organization.id === organizationId)?.sites ?? [];

  const submit = handleSubmit(async (form) => {
    setNotice([]);
    try {
      const saved = await save.mutateAsync({ id: account?.id ?? null, body: bodyOf(form) });
      notifications.show({ color: 'green', message: account ? t('form.saved') : t('form.created', { username: saved.data.username }) });
      onSaved?.(saved.data);
      onClose();
    } catch (error) {
      const unplaced: string[] = [];
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const message = messages[0];
          if (!message) continue;
          const line = keyLineOfServerField(field, getValues('public_keys'));
          const own = FIELDS.find((name) => name === field);
          if (line !== null) setError('public_keys', { type: 'server', message: t('form.key_line_error', { line, message }) });
          else if (own) setError(own, { type: 'server', message });
          else unplaced.push(message);
        }
      }
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

  return (
    <Modal opened onClose={onClose} title={account ? t('form.edit_title', { username: account.username }) : t('form.add_title')} size={600}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice.join(', ')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="organization_id"
              render={({ field }) => (
                <Select
                  label={t('form.organization')}
                  placeholder={t('form.choose')}
                  data={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(value) => {
                    field.onChange(value === null ? undefined : Number(value));
                    setValue('site_id', null);
                  }}
                  searchable
                  nothingFoundMessage={t('form.no_results')}
                  error={errorText(errors.organization_id)}
                  comboboxProps={{ withinPortal: true }}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="site_id"
              render={({ field }) => (
                <Select
                  label={t('form.site')}
                  description={t('form.site_hint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data={[{ value: NO_SITE, label: t('form.no_site') }, ...sites.map((site) => ({ value: String(site.id), label: site.name }))]}
                  value={field.value === null ? NO_SITE : String(field.value)}
                  onChange={(value) => field.onChange(value === null || value === NO_SITE ? null : Number(value))}
                  allowDeselect={false}
                  disabled={organizationId === undefined}
                  error={errorText(errors.site_id)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...register('username')}
              label={t('form.username')}
              description={t('form.username_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorText(errors.username)}
              autoComplete="off"
              maxLength={32}
              required
            />
            <PasswordInput
              {...register('password')}
              label={account?.has_password ? t('form.new_password') : t('form.password')}
              description={account?.has_password ? t('form.password_keep_hint') : t('form.password_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorText(errors.password)}
              autoComplete="new-password"
            />
          </SimpleGrid>
          {account?.has_password && (
            <Checkbox {...register('remove_password')} label={t('form.remove_password')} disabled={password !== ''} />
          )}
          <Textarea
            {...register('public_keys')}
            label={t('form.public_keys')}
            description={t('form.public_keys_hint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errorText(errors.public_keys)}
            autosize
            minRows={3}
            maxRows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            spellCheck={false}
          />
          <TextInput {...register('description')} label={t('form.description')} error={errorText(errors.description)} maxLength={500} />
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} label={t('form.active')} description={t('form.active_hint')} />
            )}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
