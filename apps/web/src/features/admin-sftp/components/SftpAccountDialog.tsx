import type { TOrganizationWithSites, TSftpAccount } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, PasswordInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrganizationSiteFields } from '../../../components/forms/OrganizationSiteFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { ApiError } from '../../../lib/api-error';
import { useSaveNotice, useFieldErrorText } from '../../../lib/forms';
import { bodyOf, formValues, KEY_LINE_ERROR, keyLineOfServerField, ZSftpAccountForm, type SftpAccountForm } from '../account-form';
import { useSaveSftpAccount } from '../api';
import { SwitchField } from '../../../components/forms/BooleanFields';

const FIELDS = ['organization_id', 'site_id', 'username', 'description', 'password', 'public_keys', 'is_active'] as const;

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
  const errorText = useFieldErrorText('adminSftp');
  const save = useSaveSftpAccount();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<SftpAccountForm>({ resolver: zodResolver(ZSftpAccountForm), defaultValues: formValues(account, defaultOrganizationId) });
  const password = useWatch({ control, name: 'password' });
  // The form's own check names a refused key by its line of the box.
  const refusedLine = KEY_LINE_ERROR.exec(errors.public_keys?.message ?? '')?.[1];
  // A refused key is named by its entry in the list sent; the user reads the line of the box.
  const { notice, trySave } = useSaveNotice((error) => {
    const unplaced: string[] = [];
    if (!(error instanceof ApiError)) return unplaced;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (!message) continue;
      const line = keyLineOfServerField(field, getValues('public_keys'));
      const own = FIELDS.find((name) => name === field);
      if (line !== null) setError('public_keys', { type: 'server', message: t('form.key_line_error', { line, message }) });
      else if (own) setError(own, { type: 'server', message });
      else unplaced.push(message);
    }
    return unplaced;
  });

  const submit = handleSubmit((form) =>
    trySave(async () => {
      const saved = await save.mutateAsync({ id: account?.id ?? null, body: bodyOf(form) });
      notifications.show({ color: 'green', message: account ? t('form.saved') : t('form.created', { username: saved.data.username }) });
      onSaved?.(saved.data);
      onClose();
    }),
  );

  return (
    <RecordDialog
      title={account ? t('form.edit_title', { username: account.username }) : t('form.add_title')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      separateActions
    >
      <OrganizationSiteFields
        control={control}
        setValue={setValue}
        organizations={organizations}
        labels={{
          organization: t('form.organization'),
          choose: t('form.choose'),
          noResults: t('form.no_results'),
          site: t('form.site'),
          siteHint: t('form.site_hint'),
          noSite: t('form.no_site'),
        }}
        errors={{ organization: errorText(errors.organization_id), site: errorText(errors.site_id) }}
      />
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
      {account?.has_password && <Checkbox {...register('remove_password')} label={t('form.remove_password')} disabled={password !== ''} />}
      <Textarea
        {...register('public_keys')}
        label={t('form.public_keys')}
        description={t('form.public_keys_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={refusedLine ? t('form.key_line_invalid', { line: refusedLine }) : errorText(errors.public_keys)}
        autosize
        minRows={3}
        maxRows={8}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        spellCheck={false}
      />
      <TextInput {...register('description')} label={t('form.description')} error={errorText(errors.description)} maxLength={500} />
      <SwitchField control={control} name="is_active" label={t('form.active')} description={t('form.active_hint')} />
    </RecordDialog>
  );
}
