import { type TAgentCompany, type TOrganization, ZAgentCompanyBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { ApiError } from '../../../lib/api-error';
import { useFieldErrorText, useSaveNotice } from '../../../lib/forms';
import { useSaveCompany, useSaveGrants } from '../api';
import { SwitchField } from '../../../components/forms/BooleanFields';

interface AgentDialogProps {
  /** The company to change, or null to add one. */
  company: TAgentCompany | null;
  organizations: readonly Pick<TOrganization, 'id' | 'name'>[];
  onClose: () => void;
}

/** A company's agent standing: its name, its flag, and the organizations it may act for. */
export function AgentDialog({ company, organizations, onClose }: AgentDialogProps) {
  const { t } = useTranslation('adminAgents');
  const errorText = useFieldErrorText();
  const saveCompany = useSaveCompany();
  const saveGrants = useSaveGrants();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    // The grants are saved apart from the company: the contract checks its name and flag.
    resolver: zodResolver(ZAgentCompanyBody.extend({ organization_ids: z.array(z.string()) })),
    defaultValues: {
      name: company?.name ?? '',
      is_agent: company?.is_agent ?? true,
      organization_ids: company?.grants.map((grant) => String(grant.organization_id)) ?? [],
    },
  });
  const [isAgent, granted] = useWatch({ control, name: ['is_agent', 'organization_ids'] });
  // Messages about one granted organization go under the organizations.
  const { notice, trySave } = useSaveNotice((error) => {
    const unplaced: string[] = [];
    if (!(error instanceof ApiError)) return unplaced;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0] ?? '';
      if (field === 'name') setError('name', { type: 'server', message });
      else if (field.startsWith('organization_ids')) setError('organization_ids', { type: 'server', message });
      else unplaced.push(message);
    }
    return unplaced;
  });

  const submit = handleSubmit(({ name, is_agent }) =>
    trySave(async () => {
      const saved = await saveCompany.mutateAsync({ id: company?.id ?? null, body: { name, is_agent } });
      const wanted = getValues('organization_ids')
        .map(Number)
        .sort((a, b) => a - b);
      const current = saved.data.grants.map((grant) => grant.organization_id).sort((a, b) => a - b);
      if (wanted.join() !== current.join()) await saveGrants.mutateAsync({ id: saved.data.id, organizationIds: wanted });
      notifications.show({
        color: 'green',
        message: company ? t('dialog.saved', { name: saved.data.name }) : t('dialog.created', { name: saved.data.name }),
      });
      onClose();
    }),
  );

  return (
    <RecordDialog
      title={company ? t('dialog.edit_title', { name: company.name }) : t('dialog.add_title')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={saveCompany.isPending || saveGrants.isPending}
      separateActions
      below={company && <AuditTrail entity="agent" entityId={company.id} />}
    >
      <TextInput {...register('name')} label={t('dialog.name')} error={errorText(errors.name)} maxLength={200} required data-autofocus />
      <SwitchField control={control} name="is_agent" label={t('dialog.is_agent')} description={t('dialog.is_agent_hint')} />
      <Controller
        control={control}
        name="organization_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('dialog.organizations')}
            description={t('dialog.organizations_hint')}
            data={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.organization_ids)}
            searchable
          />
        )}
      />
      {!isAgent && granted.length > 0 && (
        <Text size="sm" c="orange.9">
          {t('dialog.grants_paused')}
        </Text>
      )}
      {company && company.users.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('dialog.users')}
          </Text>
          {company.users.map((user) => (
            <Text key={user.id} size="sm" c="dimmed">
              {user.name} · {user.email}
            </Text>
          ))}
        </Stack>
      )}
    </RecordDialog>
  );
}
