import { hasLevel, routePath, type TManagedUser, type TSite, type WebRouteName } from '@freight/contracts';
import { ActionIcon, Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconApps, IconBellRinging, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { RecordCard, RecordPage, RecordSection } from '../../../layouts/RecordPage';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useDeleteSite, useRemoveSiteUser, useSaveSite, useSite, useSiblingSites, useSiteUsers } from '../api';
import { SiteForm } from '../components/SiteForm';

/**
 * `/admin/site/create`, `/admin/site/edit/{id}` and `/settings/site/edit/{id}`: a site's fields,
 * the users who belong to it, its removal and its audit trail.
 */
export default function SiteEditPage() {
  const { t } = useTranslation('adminSites');
  const navigate = useNavigate();
  const user = useSessionUser();
  const route = useCurrentRouteName();
  const isAdminArea = route === 'admin.sites.create' || route === 'admin.sites.edit';
  const listRoute: WebRouteName = isAdminArea ? 'admin.sites' : 'settings.sites';
  const params = useParams();
  const [search] = useSearchParams();
  // Opened from an organization's page, a new site belongs to that organization.
  const presetOrganization = Number(search.get('organization_id')) || null;
  const id = route === 'admin.sites.create' ? null : Number(params.id);
  const site = useSite(id);
  const save = useSaveSite();
  const deletion = useDeleteWithNotice(useDeleteSite(), {
    variables: (deleted: TSite, decision) => ({
      id: deleted.id,
      command: decision?.command ?? null,
      moveToSiteId: decision?.moveToSiteId ?? null,
    }),
    deleted: () => t('deleted'),
    onDeleted: () => void navigate(routePath(listRoute)),
  });
  const siblings = useSiblingSites(deletion.target);
  const mayManageUsers = user !== null && hasLevel(user.level, 'organization-admin');
  const siteUsers = useSiteUsers(id, mayManageUsers);
  const userRemoval = useDeleteWithNotice(useRemoveSiteUser(id ?? 0), {
    variables: (member: TManagedUser) => member.id,
    deleted: (member) => t('users.removed', { name: member.name }),
  });

  const title = id === null ? t('create_title') : site.data ? t('edit_title', { name: site.data.name }) : t('edit');

  const submit = async (body: Parameters<typeof save.mutateAsync>[0]['body']) => {
    const saved = await save.mutateAsync({ id, body });
    notifications.show({ color: 'green', message: id === null ? t('created') : t('saved') });
    if (id === null) void navigate(routePath(isAdminArea ? 'admin.sites.edit' : 'settings.sites.edit', { id: saved.data.id }));
  };

  return (
    <RecordPage
      title={title}
      back={{ to: routePath(listRoute), label: t('back') }}
      actions={
        site.data && (
          <>
            {(isAdminArea || mayManageUsers) && (
              <Button
                variant="default"
                component={Link}
                to={routePath('settings.site.applications', { id: site.data.id })}
                leftSection={<IconApps size={18} aria-hidden />}
              >
                {t('applications.manage')}
              </Button>
            )}
            {isAdminArea && (
              <Button
                variant="default"
                component={Link}
                to={routePath('admin.site_exceptions', { id: site.data.id })}
                leftSection={<IconBellRinging size={18} aria-hidden />}
              >
                {t('exceptions.manage')}
              </Button>
            )}
            <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => deletion.ask(site.data)}>
              {t('delete')}
            </Button>
          </>
        )
      }
      loading={id !== null && site.isPending}
      missing={id !== null && !site.isPending && !site.data ? t('not_found') : null}
      history={site.data && { entity: 'site', entityId: site.data.id }}
    >
      <RecordCard component="section" aria-label={t('form.details')}>
        <SiteForm
          key={site.data?.updated_at ?? 'new'}
          site={site.data ?? null}
          chooseOrganization={isAdminArea && id === null}
          organizationId={presetOrganization ?? user?.organization.id ?? null}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(routePath(listRoute))}
        />
      </RecordCard>

      {site.data && mayManageUsers && (
        <RecordSection id="site-users-title" title={t('users.title')}>
          {(siteUsers.data ?? []).length === 0 ? (
            <Text c="dimmed">{siteUsers.isPending ? t('loading') : t('users.empty')}</Text>
          ) : (
            <Table verticalSpacing="xs" aria-labelledby="site-users-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th>{t('users.email')}</Table.Th>
                  <Table.Th>{t('users.roles')}</Table.Th>
                  <Table.Th w={60} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(siteUsers.data ?? []).map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.roles.map((role) => role.name).join(', ')}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => userRemoval.ask(member)}
                        aria-label={t('users.remove_label', { name: member.name })}
                      >
                        <IconUserMinus size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </RecordSection>
      )}

      <DeleteModal {...deletion.modal} kind="site" name={deletion.target?.name ?? ''} moveTargets={siblings.data ?? []} />
      <DeleteModal {...userRemoval.modal} kind="site_user" name={userRemoval.target?.name ?? ''} />
    </RecordPage>
  );
}
