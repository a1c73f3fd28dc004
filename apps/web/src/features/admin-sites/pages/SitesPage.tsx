import { hasLevel, routePath, type TSite } from '@freight/contracts';
import { Button, Text } from '@mantine/core';
import { IconApps, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn, statusBadgeColumn } from '../../../components/DataTable/columns';
import { ListPage } from '../../../layouts/ListPage';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useActiveOrganizations } from '../../organizations';
import { SITES_TABLE_ID } from '../api';

/**
 * `/admin/sites` (god users: every organization's sites) and `/settings/sites` (site admins and
 * above: the sites they may manage). The server decides which rows each one sees.
 */
export default function SitesPage() {
  const { t } = useTranslation('adminSites');
  const user = useSessionUser();
  const isAdminArea = useCurrentRouteName() === 'admin.sites';
  const organizations = useActiveOrganizations({ enabled: isAdminArea });
  const organizationNames = useMemo(
    () => new Map((organizations.data ?? []).map((organization) => [organization.id, organization.name])),
    [organizations.data],
  );
  const editRoute = isAdminArea ? 'admin.sites.edit' : 'settings.sites.edit';
  const siteHref = useCallback((site: TSite) => routePath(editRoute, { id: site.id }), [editRoute]);
  const mayManageApplications = !isAdminArea && user !== null && hasLevel(user.level, 'organization-admin');

  const columns = useMemo<DataTableColumn<TSite>[]>(
    () => [
      { key: 'name', title: t('columns.name'), sortable: true, pin: true, width: 200 },
      ...(isAdminArea
        ? [
            {
              key: 'organization',
              title: t('columns.organization'),
              width: 180,
              value: (site: TSite) => organizationNames.get(site.organization_id) ?? '',
            },
          ]
        : []),
      { key: 'key', title: t('columns.key'), sortable: true, width: 170 },
      { key: 'city', title: t('columns.city'), sortable: true, width: 130 },
      {
        key: 'email',
        title: t('columns.email'),
        sortable: true,
        width: 300,
        // An address never wraps, so a long one ends in an ellipsis with the whole of it on hover.
        cell: (site) => (
          <Text size="sm" truncate="end" title={site.email}>
            {site.email}
          </Text>
        ),
      },
      { key: 'phone', title: t('columns.phone'), width: 130 },
      statusBadgeColumn<TSite>({
        key: 'is_active',
        title: t('columns.is_active'),
        sortable: true,
        width: 110,
        look: (site) => (site.is_active === 1 ? { label: t('active'), color: 'teal' } : { label: t('inactive'), color: 'gray' }),
      }),
      actionsColumn<TSite>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (site) => t('edit_label', { name: site.name }), to: siteHref },
      }),
    ],
    [t, isAdminArea, organizationNames, siteHref],
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={isAdminArea ? t('subtitle_admin') : t('subtitle_settings')}
      actions={
        <>
          {mayManageApplications && (
            <Button
              variant="default"
              component={Link}
              to={routePath('settings.sites.applications')}
              leftSection={<IconApps size={18} aria-hidden />}
            >
              {t('applications.manage')}
            </Button>
          )}
          {isAdminArea && (
            <Button component={Link} to={routePath('admin.sites.create')} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('add')}
            </Button>
          )}
        </>
      }
    >
      <DataTable
        tableId={SITES_TABLE_ID}
        label={t('title')}
        endpoint="/sites"
        columns={columns}
        rowHref={siteHref}
        exportModel="sites"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', order: 'asc' }}
      />
    </ListPage>
  );
}
