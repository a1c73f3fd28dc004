import { PROVIDER_CALLBACK_PATH, type TIdentityProvider } from '@freight/contracts';
import { ActionIcon, Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useActiveOrganizations } from '../../organizations';
import { useRoleList } from '../../admin-roles';
import { PROVIDERS_TABLE, useDeleteProvider } from '../api';
import { IdentityProviderDialog } from '../components/IdentityProviderDialog';

/** `/settings/sign-in`: the providers the organization's users sign in with, and whether passwords still work. */
export default function SignInProvidersPage() {
  const { t } = useTranslation('signInProviders');
  const organizations = useActiveOrganizations({ withSites: true });
  const roles = useRoleList();
  const remove = useDeleteProvider();
  // null: closed; 'new': adding; a provider: editing it.
  const [editing, setEditing] = useState<TIdentityProvider | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TIdentityProvider | null>(null);
  const manyOrganizations = (organizations.data?.length ?? 0) > 1;

  const columns = useMemo<DataTableColumn<TIdentityProvider>[]>(
    () => [
      { key: 'name', title: t('columns.name'), width: 170, sortable: true, pin: true },
      { key: 'kind', title: t('columns.kind'), width: 150, sortable: true, value: (provider) => t(`kinds.${provider.kind}`) },
      ...(manyOrganizations
        ? [{ key: 'organization_name', title: t('columns.organization'), width: 160, sortable: true } as DataTableColumn<TIdentityProvider>]
        : []),
      { key: 'domains', title: t('columns.domains'), width: 200, value: (provider) => provider.domains.join(', ') },
      {
        key: 'auto_create_users',
        title: t('columns.new_users'),
        width: 150,
        value: (provider) => (provider.auto_create_users ? t('list.auto_create') : t('list.invite_only')),
      },
      {
        key: 'password_sign_in',
        title: t('columns.password'),
        width: 110,
        value: (provider) => (provider.password_sign_in ? t('list.password_allowed') : t('list.password_off')),
        cell: (provider) => (
          <Badge variant="light" color={provider.password_sign_in ? 'gray' : 'orange'} radius="sm">
            {provider.password_sign_in ? t('list.password_allowed') : t('list.password_off')}
          </Badge>
        ),
      },
      {
        key: 'linked_users',
        title: t('columns.linked'),
        width: 110,
        value: (provider) => t('list.linked', { count: provider.linked_users }),
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 90,
        exportable: false,
        cell: (provider) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={() => setEditing(provider)} aria-label={t('actions.edit_label', { name: provider.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setDeleting(provider)}
              aria-label={t('actions.delete_label', { name: provider.name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t, manyOrganizations],
  );

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')} disabled={!organizations.data}>
            {t('actions.add')}
          </Button>
        }
        aside={
          <Card withBorder radius="lg" p="md" component="section" aria-label={t('redirect.title')}>
            <Stack gap={4}>
              <Text size="sm">{t('redirect.text')}</Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{`${window.location.origin}${PROVIDER_CALLBACK_PATH}`}</Code>
            </Stack>
          </Card>
        }
      >
        <DataTable
          tableId={PROVIDERS_TABLE}
          label={t('table')}
          endpoint="/identity-providers"
          columns={columns}
          searchable
          emptyText={t('list.empty')}
        />
      </ListPage>

      {editing !== null && organizations.data && (
        <IdentityProviderDialog
          provider={editing === 'new' ? null : editing}
          organizations={organizations.data}
          roles={roles.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('delete.done', { name: deleting.name }) });
              setDeleting(null);
            },
            onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('errors.save_failed') }),
          })
        }
      />
    </>
  );
}
