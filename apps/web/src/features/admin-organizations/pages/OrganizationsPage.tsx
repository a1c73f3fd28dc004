import { routePath, type TOrganizationListItem } from '@freight/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn, statusBadgeColumn } from '../../../components/DataTable/columns';
import { ListPage } from '../../../layouts/ListPage';
import { ORGANIZATIONS_TABLE_ID } from '../api';

/** `/admin/organizations`, the god users' landing: every organization with its sites and users. */
const organizationHref = (organization: TOrganizationListItem) => routePath('admin.organization', { id: organization.id });

export default function OrganizationsPage() {
  const { t } = useTranslation('adminOrganizations');
  const columns = useMemo<DataTableColumn<TOrganizationListItem>[]>(
    () => [
      { key: 'name', title: t('columns.name'), sortable: true, pin: true, width: 260 },
      { key: 'country_code', title: t('columns.country'), sortable: true, width: 110 },
      {
        key: 'brand_color',
        title: t('columns.brand_color'),
        width: 140,
        cell: (organization) => (
          <Group gap={8} wrap="nowrap">
            <span
              aria-hidden
              style={{ width: 16, height: 16, borderRadius: 4, background: organization.brand_color, display: 'inline-block' }}
            />
            <Text size="sm">{organization.brand_color}</Text>
          </Group>
        ),
      },
      { key: 'sites_count', title: t('columns.sites'), sortable: true, align: 'right', width: 100 },
      { key: 'users_count', title: t('columns.users'), sortable: true, align: 'right', width: 100 },
      statusBadgeColumn<TOrganizationListItem>({
        key: 'is_active',
        title: t('columns.status'),
        width: 110,
        look: (organization) => (organization.is_active ? { label: t('active'), color: 'teal' } : { label: t('inactive'), color: 'gray' }),
      }),
      actionsColumn<TOrganizationListItem>({
        title: t('columns.actions', { ns: 'common' }),
        edit: {
          label: (organization) => t('edit_label', { name: organization.name }),
          to: organizationHref,
        },
      }),
    ],
    [t],
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button component={Link} to={routePath('admin.organization.create')} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('add')}
        </Button>
      }
    >
      <DataTable
        tableId={ORGANIZATIONS_TABLE_ID}
        label={t('title')}
        endpoint="/organizations"
        columns={columns}
        rowHref={organizationHref}
        emptyText={t('empty')}
        defaultSort={{ key: 'name', order: 'asc' }}
      />
    </ListPage>
  );
}
