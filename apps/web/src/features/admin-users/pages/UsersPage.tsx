import { routePath, type TManagedUser } from '@freight/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn, statusBadgeColumn } from '../../../components/DataTable/columns';
import { ListPage } from '../../../layouts/ListPage';
import { USERS_TABLE_ID } from '../api';

/** `/admin/users`: every user of every organization (god users). */
const userHref = (user: TManagedUser) => routePath('admin.users.edit', { id: user.id });

export default function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const columns = useMemo<DataTableColumn<TManagedUser>[]>(
    () => [
      { key: 'name', title: t('columns.name'), sortable: true, pin: true, width: 200 },
      {
        key: 'email',
        title: t('columns.email'),
        sortable: true,
        width: 240,
        // An address never wraps, so a long one ends in an ellipsis with the whole of it on hover.
        cell: (user) => (
          <Text size="sm" truncate="end" title={user.email}>
            {user.email}
          </Text>
        ),
      },
      { key: 'organization', title: t('columns.organization'), sortable: true, width: 200, value: (user) => user.organization.name },
      { key: 'roles', title: t('columns.roles'), width: 200, value: (user) => user.roles.map((role) => role.name).join(', ') },
      { key: 'sites', title: t('columns.sites'), width: 240, value: (user) => user.sites.map((site) => site.name).join(', ') },
      statusBadgeColumn<TManagedUser>({
        key: 'password_set',
        title: t('columns.status'),
        width: 140,
        look: (user) =>
          !user.active
            ? { label: t('status.deactivated'), color: 'gray' }
            : user.password_set
              ? { label: t('status.active'), color: 'teal' }
              : { label: t('status.invited'), color: 'yellow' },
      }),
      actionsColumn<TManagedUser>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (user) => t('edit_label', { name: user.name }), to: userHref },
      }),
    ],
    [t],
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button component={Link} to={routePath('admin.users.create')} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('add')}
        </Button>
      }
    >
      <DataTable
        tableId={USERS_TABLE_ID}
        label={t('title')}
        endpoint="/users"
        columns={columns}
        rowHref={userHref}
        emptyText={t('empty')}
        defaultSort={{ key: 'name', order: 'asc' }}
      />
    </ListPage>
  );
}
