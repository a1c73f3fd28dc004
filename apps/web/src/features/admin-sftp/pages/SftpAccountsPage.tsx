import type { TSftpAccount } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { ActionIcon, Anchor, Badge, Button, Card, Code, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconLock, IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useActiveOrganizations } from '../../organizations';
import { accountBody, SFTP_ACCOUNTS_TABLE, useDeleteSftpAccount, useSaveSftpAccount, useSftpConnection } from '../api';
import { SftpAccountDialog } from '../components/SftpAccountDialog';
import { SftpAccountDrawer } from '../components/SftpAccountDrawer';

const when = (value: string | null) => (value ? `${formatDate(value)} ${formatTime(value)}` : '-');

/** `/admin/sftp-accounts`: the logins through which carriers deliver shipment files. */
export default function SftpAccountsPage() {
  const { t } = useTranslation('adminSftp');
  const organizations = useActiveOrganizations({ withSites: true });
  const connection = useSftpConnection();
  const save = useSaveSftpAccount();
  const remove = useDeleteSftpAccount();
  const [organizationFilter, setOrganizationFilter] = useState<number | null>(null);
  // null: closed; 'new': adding; an account: editing it.
  const [editing, setEditing] = useState<TSftpAccount | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TSftpAccount | null>(null);

  const showRefusal = (error: unknown) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('errors.save_failed') });

  const saveAccount = save.mutate;
  const columns = useMemo<DataTableColumn<TSftpAccount>[]>(() => {
    const toggleActive = (account: TSftpAccount) =>
      saveAccount(
        { id: account.id, body: accountBody(account, { is_active: !account.is_active }) },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: account.is_active
                ? t('list.disabled', { username: account.username })
                : t('list.enabled', { username: account.username }),
            }),
          onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('errors.save_failed') }),
        },
      );
    return [
      {
        key: 'username',
        title: t('columns.username'),
        width: 150,
        sortable: true,
        pin: true,
        cell: (account) => (
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setViewing(account.id)}>
            {account.username}
          </Anchor>
        ),
      },
      { key: 'organization_name', title: t('columns.organization'), width: 150, sortable: true },
      { key: 'site_name', title: t('columns.site'), width: 130, value: (account) => account.site_name ?? t('form.no_site') },
      {
        key: 'sign_in',
        title: t('columns.sign_in'),
        width: 120,
        value: (account) =>
          [
            account.has_password ? t('list.password') : null,
            account.public_keys.length > 0 ? t('list.keys', { count: account.public_keys.length }) : null,
          ]
            .filter(Boolean)
            .join(', '),
        cell: (account) => (
          <Group gap={4}>
            {account.has_password && (
              <Badge variant="light" color="gray" radius="sm" leftSection={<IconLock size={12} aria-hidden />}>
                {t('list.password')}
              </Badge>
            )}
            {account.public_keys.length > 0 && (
              <Badge variant="light" color="gray" radius="sm" leftSection={<IconKey size={12} aria-hidden />}>
                {t('list.keys', { count: account.public_keys.length })}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'is_active',
        title: t('columns.status'),
        width: 100,
        sortable: true,
        value: (account) => (account.is_active ? t('status.active') : t('status.disabled')),
        cell: (account) => (
          <Badge variant="light" color={account.is_active ? 'teal' : 'gray'} radius="sm">
            {account.is_active ? t('status.active') : t('status.disabled')}
          </Badge>
        ),
      },
      {
        key: 'last_login_at',
        title: t('columns.last_login'),
        width: 140,
        sortable: true,
        toggled: false,
        value: (account) => when(account.last_login_at),
      },
      { key: 'last_upload_at', title: t('columns.last_upload'), width: 140, value: (account) => when(account.last_upload_at) },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 110,
        exportable: false,
        cell: (account) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => setEditing(account)}
              aria-label={t('actions.edit_label', { username: account.username })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <Tooltip label={account.is_active ? t('actions.disable') : t('actions.enable')}>
              <ActionIcon
                variant="subtle"
                color={account.is_active ? 'orange' : 'teal'}
                onClick={() => toggleActive(account)}
                aria-label={
                  account.is_active
                    ? t('actions.disable_label', { username: account.username })
                    : t('actions.enable_label', { username: account.username })
                }
              >
                {account.is_active ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setDeleting(account)}
              aria-label={t('actions.delete_label', { username: account.username })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ];
  }, [t, saveAccount]);

  const filters = useMemo(() => (organizationFilter === null ? {} : { organization_id: String(organizationFilter) }), [organizationFilter]);
  const server = connection.data;

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('actions.add')}
          </Button>
        }
        aside={
          server && (
            <Card withBorder radius="lg" p="md" component="section" aria-label={t('connection.title')}>
              {server.enabled ? (
                <Stack gap="sm">
                  <Group gap="xl" wrap="wrap">
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {t('connection.address')}
                      </Text>
                      <Code>{`${server.host}:${server.port}`}</Code>
                    </Stack>
                    <Stack gap={2} miw={0}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {t('connection.host_key', { algorithm: server.host_key_algorithm })}
                      </Text>
                      {/* A fingerprint is one long word; it breaks rather than widening the page. */}
                      <Code style={{ overflowWrap: 'anywhere' }}>{server.host_key_fingerprint}</Code>
                    </Stack>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('connection.folders')}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm">{t('connection.off')}</Text>
              )}
            </Card>
          )
        }
      >
        <Stack gap="md">
          <Select
            label={t('filters.organization')}
            placeholder={t('filters.all_organizations')}
            data={(organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name }))}
            value={organizationFilter === null ? null : String(organizationFilter)}
            onChange={(value) => setOrganizationFilter(value === null ? null : Number(value))}
            searchable
            clearable
            nothingFoundMessage={t('form.no_results')}
            w={{ base: '100%', xs: 260 }}
          />
          <DataTable
            tableId={SFTP_ACCOUNTS_TABLE}
            label={t('table')}
            endpoint="/sftp-accounts"
            columns={columns}
            filters={filters}
            searchable
            emptyText={organizationFilter === null ? t('list.empty') : t('list.empty_organization')}
          />
        </Stack>
      </ListPage>

      {editing !== null && (
        <SftpAccountDialog
          account={editing === 'new' ? null : editing}
          defaultOrganizationId={organizationFilter}
          organizations={organizations.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <SftpAccountDrawer
        accountId={viewing}
        connection={server}
        onEdit={(account) => setEditing(account)}
        onClose={() => setViewing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        text={t('delete.text', { username: deleting?.username ?? '' })}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('delete.done', { username: deleting.username }) });
              if (viewing === deleting.id) setViewing(null);
              setDeleting(null);
            },
            onError: showRefusal,
          })
        }
      />
    </>
  );
}
