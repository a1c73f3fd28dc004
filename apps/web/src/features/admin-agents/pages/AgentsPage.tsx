import type { TAgentCompany } from '@freight/contracts';
import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useActiveOrganizations } from '../../organizations';
import { AGENTS_TABLE, useSaveCompany } from '../api';
import { AgentDialog } from '../components/AgentDialog';

type Shown = 'agents' | 'all';

/** `/admin/agents`: companies acting as agents and the organizations whose shipments they work. */
export default function AgentsPage() {
  const { t } = useTranslation('adminAgents');
  const organizations = useActiveOrganizations();
  const save = useSaveCompany();
  const [shown, setShown] = useState<Shown>('agents');
  const [editing, setEditing] = useState<TAgentCompany | 'new' | null>(null);

  const saveCompany = save.mutate;
  const columns = useMemo<DataTableColumn<TAgentCompany>[]>(() => {
    const toggle = (company: TAgentCompany) =>
      saveCompany(
        { id: company.id, body: { name: company.name, is_agent: !company.is_agent } },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: company.is_agent ? t('list.unflagged', { name: company.name }) : t('list.flagged', { name: company.name }),
            }),
          onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('list.save_failed') }),
        },
      );
    return [
      { key: 'name', title: t('columns.company'), width: 200, sortable: true, pin: true },
      {
        key: 'is_agent',
        title: t('columns.agent'),
        width: 110,
        sortable: true,
        value: (company) => (company.is_agent ? t('list.agent') : t('list.not_agent')),
        cell: (company) => (
          <Badge variant="light" color={company.is_agent ? 'teal' : 'gray'} radius="sm">
            {company.is_agent ? t('list.agent') : t('list.not_agent')}
          </Badge>
        ),
      },
      {
        key: 'users',
        title: t('columns.users'),
        width: 220,
        value: (company) => company.users.map((user) => user.name).join(', '),
        cell: (company) =>
          company.users.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('list.no_users')}
            </Text>
          ) : (
            <Text size="sm" lineClamp={2}>
              {company.users.map((user) => user.name).join(', ')}
            </Text>
          ),
      },
      {
        key: 'grants',
        title: t('columns.organizations'),
        width: 280,
        value: (company) => company.grants.map((grant) => grant.organization_name).join(', '),
        cell: (company) =>
          company.grants.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('list.no_grants')}
            </Text>
          ) : (
            <Group gap={4}>
              {company.grants.map((grant) => (
                <Badge key={grant.organization_id} variant="outline" color={company.is_agent ? 'blue' : 'gray'} radius="sm" tt="none">
                  {grant.organization_name}
                </Badge>
              ))}
            </Group>
          ),
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 100,
        exportable: false,
        cell: (company) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={() => setEditing(company)} aria-label={t('list.edit_label', { name: company.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <Tooltip label={company.is_agent ? t('list.unflag') : t('list.flag')}>
              <ActionIcon
                variant="subtle"
                color={company.is_agent ? 'orange' : 'teal'}
                onClick={() => toggle(company)}
                aria-label={
                  company.is_agent ? t('list.unflag_label', { name: company.name }) : t('list.flag_label', { name: company.name })
                }
              >
                {company.is_agent ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ];
  }, [t, saveCompany]);

  const filters = useMemo(() => (shown === 'agents' ? { is_agent: '1' } : {}), [shown]);

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      >
        <Stack gap="md">
          <SegmentedControl
            w="fit-content"
            value={shown}
            onChange={(value) => setShown(value as Shown)}
            data={[
              { value: 'agents', label: t('filters.agents') },
              { value: 'all', label: t('filters.all') },
            ]}
            aria-label={t('filters.label')}
          />
          <DataTable
            tableId={AGENTS_TABLE}
            label={t('table')}
            endpoint="/agents"
            columns={columns}
            filters={filters}
            searchable
            emptyText={shown === 'agents' ? t('list.empty_agents') : t('list.empty')}
          />
        </Stack>
      </ListPage>
      {editing !== null && (
        <AgentDialog
          company={editing === 'new' ? null : editing}
          organizations={organizations.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
