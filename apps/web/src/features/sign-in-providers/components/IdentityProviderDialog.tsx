import {
  IDENTITY_PROVIDER_KINDS,
  isAdminRoleName,
  type TIdentityProvider,
  type TOrganizationWithSites,
  type TRole,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/forms/BooleanFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { useSaveProvider } from '../api';
import { bodyOf, formValues, ZProviderForm, type ProviderForm } from '../provider-form';

const FIELDS = [
  'organization_id',
  'kind',
  'name',
  'tenant_id',
  'issuer',
  'client_id',
  'client_secret',
  'domains',
  'default_site_id',
  'default_role_id',
] as const;

interface IdentityProviderDialogProps {
  /** The provider to change, or null to add one. */
  provider: TIdentityProvider | null;
  /** God users choose the organization; an organization admin's is their own. */
  organizations: readonly TOrganizationWithSites[];
  roles: readonly TRole[];
  onClose: () => void;
}

/** Adds or changes a sign-in provider: which one, its client credentials, who signs in with it and how. */
export function IdentityProviderDialog({ provider, organizations, roles, onClose }: IdentityProviderDialogProps) {
  const { t } = useTranslation('signInProviders');
  const errorText = useFieldErrorText('signInProviders');
  const save = useSaveProvider();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProviderForm>({
    resolver: zodResolver(ZProviderForm),
    defaultValues: formValues(provider, organizations.length === 1 ? organizations[0]!.id : null),
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const { field: kind } = useController({ control, name: 'kind' });
  const { field: organization } = useController({ control, name: 'organization_id' });
  const { field: domains } = useController({ control, name: 'domains' });
  const { field: site } = useController({ control, name: 'default_site_id' });
  const { field: role } = useController({ control, name: 'default_role_id' });
  const autoCreate = useWatch({ control, name: 'auto_create_users' });
  const sites = organizations.find((choice) => choice.id === organization.value)?.sites ?? [];
  // New users never become administrators on their own; the server refuses it too.
  const ordinaryRoles = roles.filter((choice) => !isAdminRoleName(choice.name));
  const domainError = errorText(errors.domains) ?? errorText(Array.isArray(errors.domains) ? errors.domains.find(Boolean) : undefined);

  const submit = handleSubmit((form) =>
    trySave(async () => {
      const saved = await save.mutateAsync({ id: provider?.id ?? null, body: bodyOf(form) });
      notifications.show({ color: 'green', message: provider ? t('form.saved') : t('form.created', { name: saved.data.name }) });
      onClose();
    }),
  );

  return (
    <RecordDialog
      title={provider ? t('form.edit_title', { name: provider.name }) : t('form.add_title')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      separateActions
    >
      {organizations.length > 1 && (
        <Select
          label={t('form.organization')}
          placeholder={t('form.choose')}
          data={organizations.map((choice) => ({ value: String(choice.id), label: choice.name }))}
          value={organization.value === undefined ? null : String(organization.value)}
          onChange={(value) => {
            organization.onChange(value === null ? undefined : Number(value));
            site.onChange(null);
          }}
          searchable
          nothingFoundMessage={t('form.no_results')}
          error={errorText(errors.organization_id)}
          disabled={provider !== null}
          comboboxProps={{ withinPortal: true }}
          required
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="provider-kind-label">
          {t('form.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="provider-kind-label"
          data={IDENTITY_PROVIDER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind.value}
          onChange={(value) => kind.onChange(value)}
          fullWidth
        />
      </Stack>
      <TextInput
        {...register('name')}
        label={t('form.name')}
        description={t('form.name_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.name)}
        maxLength={100}
        required
      />
      {kind.value === 'microsoft' && (
        <TextInput
          {...register('tenant_id')}
          label={t('form.tenant_id')}
          description={t('form.tenant_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.tenant_id)}
          autoComplete="off"
          required
        />
      )}
      {kind.value === 'oidc' && (
        <TextInput
          {...register('issuer')}
          label={t('form.issuer')}
          description={t('form.issuer_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.issuer)}
          type="url"
          autoComplete="off"
          required
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...register('client_id')} label={t('form.client_id')} error={errorText(errors.client_id)} autoComplete="off" required />
        <PasswordInput
          {...register('client_secret')}
          label={t('form.client_secret')}
          description={provider?.has_client_secret ? t('form.client_secret_keep') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.client_secret)}
          autoComplete="new-password"
          required={!provider}
        />
      </SimpleGrid>
      <TagsInput
        label={t('form.domains')}
        description={t('form.domains_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={domains.value}
        onChange={(value) => domains.onChange(value.map((domain) => domain.trim().toLowerCase()))}
        splitChars={[',', ' ', ';']}
        error={domainError}
        required
      />
      <SwitchField control={control} name="auto_create_users" label={t('form.auto_create')} description={t('form.auto_create_hint')} />
      {autoCreate && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.default_site')}
            placeholder={t('form.choose')}
            data={sites.map((choice) => ({ value: String(choice.id), label: choice.name }))}
            value={site.value === null ? null : String(site.value)}
            onChange={(value) => site.onChange(value === null ? null : Number(value))}
            error={errorText(errors.default_site_id)}
            comboboxProps={{ withinPortal: true }}
            required
          />
          <Select
            label={t('form.default_role')}
            placeholder={t('form.choose')}
            data={ordinaryRoles.map((choice) => ({ value: String(choice.id), label: choice.name }))}
            value={role.value === null ? null : String(role.value)}
            onChange={(value) => role.onChange(value === null ? null : Number(value))}
            error={errorText(errors.default_role_id)}
            comboboxProps={{ withinPortal: true }}
            required
          />
        </SimpleGrid>
      )}
      <SwitchField
        control={control}
        name="password_sign_in"
        label={t('form.password_sign_in')}
        description={t('form.password_sign_in_hint')}
      />
    </RecordDialog>
  );
}
