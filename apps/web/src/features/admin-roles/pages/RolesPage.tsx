import { isBuiltInRole, type TListRolesResponse } from '@freight/contracts';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ListPage } from '../../../layouts/ListPage';
import { useDeleteRole, useRoleList } from '../api';
import { type EditedRole, RoleEditModal } from '../components/RoleEditModal';

type Role = TListRolesResponse['data'][number];
const NO_ROLES: Role[] = [];

/** `/admin/roles`: the roles with their permissions, edited in the role edit modal. */
export default function RolesPage() {
  const { t } = useTranslation('adminRoles');
  const roles = useRoleList();
  const [editing, setEditing] = useState<EditedRole | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteRole(), { variables: (role: Role) => role.id, deleted: () => t('deleted') });
  const askToDelete = deletion.ask;

  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      {
        key: 'name',
        title: t('columns.name'),
        sortable: true,
        width: 260,
        cell: (role) => (
          <Group gap="xs">
            <Text size="sm">{role.name}</Text>
            {isBuiltInRole(role.name) && (
              <Badge size="sm" variant="light" color="gray">
                {t('built_in')}
              </Badge>
            )}
          </Group>
        ),
      },
      { key: 'permissions', title: t('columns.permissions'), width: 160, align: 'right', value: (role) => role.permissions.length },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 100,
        exportable: false,
        cell: (role) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={() => setEditing(role)} aria-label={t('edit_label', { name: role.name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            {!isBuiltInRole(role.name) && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => askToDelete(role)}
                aria-label={t('delete_label', { name: role.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ),
      },
    ],
    [t, askToDelete],
  );

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
        <DataTable
          tableId="admin-roles"
          label={t('title')}
          rows={roles.data ?? NO_ROLES}
          columns={columns}
          emptyText={roles.isPending ? t('loading') : t('empty')}
          defaultSort={{ key: 'name', order: 'asc' }}
        />
      </ListPage>
      {editing !== null && <RoleEditModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteModal {...deletion.modal} kind="role" name={deletion.target?.name ?? ''} />
    </>
  );
}
