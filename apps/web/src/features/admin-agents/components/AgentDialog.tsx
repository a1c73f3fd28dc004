import { ZAgentCompanyBody, type TAgentCompany, type TOrganization } from '@freight/contracts';
import { Alert, Button, Group, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { Modal } from '../../../components/Modal/Modal';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { useSaveCompany, useSaveGrants } from '../api';

interface AgentDialogProps {
  /** The company to change, or null to add one. */
  company: TAgentCompany | null;
  organizations: readonly Pick<TOrganization, 'id' | 'name'>[];
  onClose: () => void;
}

/** A company's agent standing: its name, its flag, and the organizations it may act for. */
export function AgentDialog({ company, organizations, onClose }: AgentDialogProps) {
  const { t } = useTranslation('adminAgents');
  const saveCompany = useSaveCompany();
  const saveGrants = useSaveGrants();
  const [name, setName] = useState(company?.name ?? '');
  const [isAgent, setIsAgent] = useState(company?.is_agent ?? true);
  const [granted, setGranted] = useState<string[]>(company?.grants.map((grant) => String(grant.organization_id)) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<string | null>('details');

  const submit = async () => {
    const parsed = ZAgentCompanyBody.safeParse({ name, is_agent: isAgent });
    if (!parsed.success) {
      setErrors({ name: t('validation.name_required') });
      return;
    }
    setErrors({});
    try {
      const saved = await saveCompany.mutateAsync({ id: company?.id ?? null, body: parsed.data });
      const wanted = granted.map(Number).sort((a, b) => a - b);
      const current = saved.data.grants.map((grant) => grant.organization_id).sort((a, b) => a - b);
      if (wanted.join() !== current.join()) await saveGrants.mutateAsync({ id: saved.data.id, organizationIds: wanted });
      notifications.show({
        color: 'green',
        message: company ? t('dialog.saved', { name: saved.data.name }) : t('dialog.created', { name: saved.data.name }),
      });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const found: Record<string, string> = {};
      for (const [field, messages] of Object.entries(fields)) {
        found[field.startsWith('organization_ids') ? 'organization_ids' : field === 'name' ? 'name' : 'form'] = messages[0] ?? '';
      }
      const refusal = refusalMessage(error);
      if (refusal) found.form = refusal;
      setErrors(found);
    }
  };

  const details = (
    <Stack gap="md">
      {errors.form && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {errors.form}
        </Alert>
      )}
      <TextInput
        label={t('dialog.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={200}
        required
      />
      <Switch
        checked={isAgent}
        onChange={(event) => setIsAgent(event.currentTarget.checked)}
        label={t('dialog.is_agent')}
        description={t('dialog.is_agent_hint')}
      />
      <MultiSelect
        label={t('dialog.organizations')}
        description={t('dialog.organizations_hint')}
        data={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
        value={granted}
        onChange={setGranted}
        error={errors.organization_ids}
        searchable
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
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button onClick={() => void submit()} loading={saveCompany.isPending || saveGrants.isPending}>
          {t('actions.save', { ns: 'common' })}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Modal opened onClose={onClose} title={company ? t('dialog.edit_title', { name: company.name }) : t('dialog.add_title')} size={600}>
      {company ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t('dialog.details')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('dialog.history')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">{details}</Tabs.Panel>
          <Tabs.Panel value="history">{tab === 'history' && <AuditTrail entity="agent" entityId={company.id} />}</Tabs.Panel>
        </Tabs>
      ) : (
        details
      )}
    </Modal>
  );
}
