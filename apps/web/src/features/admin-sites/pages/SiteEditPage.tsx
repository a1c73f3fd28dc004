import { hasLevel, routePath, type TManagedUser, type WebRouteName } from '@freight/contracts';
import type { DeleteDecision } from '@freight/domain';
import { ActionIcon, Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconApps, IconBellRinging, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { RecordCard, RecordPage, RecordSection } from '../../../layouts/RecordPage';
import { refusalMessage } from '../../../lib/api-error';
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
  const remove = useDeleteSite();
  const [deleting, setDeleting] = useState(false);
  const siblings = useSiblingSites(deleting && site.data ? site.data : null);
  const mayManageUsers = user !== null && hasLevel(user.level, 'organization-admin');
  const siteUsers = useSiteUsers(id, mayManageUsers);
  const removeUser = useRemoveSiteUser(id ?? 0);
  const [removingUser, setRemovingUser] = useState<TManagedUser | null>(null);

  const title = id === null ? t('create_title') : site.data ? t('edit_title', { name: site.data.name }) : t('edit');

  const submit = async (body: Parameters<typeof save.mutateAsync>[0]['body']) => {
    const saved = await save.mutateAsync({ id, body });
    notifications.show({ color: 'green', message: id === null ? t('created') : t('saved') });
    if (id === null) void navigate(routePath(isAdminArea ? 'admin.sites.edit' : 'settings.sites.edit', { id: saved.data.id }));
  };

  const confirmDelete = (decision: DeleteDecision) => {
    if (id === null) return;
    remove.mutate(
      { id, command: decision.command, moveToSiteId: decision.moveToSiteId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('deleted') });
          void navigate(routePath(listRoute));
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: refusalMessage(error) ?? (error instanceof Error ? error.message : String(error)) }),
      },
    );
  };

  const confirmRemoveUser = () => {
    if (!removingUser) return;
    removeUser.mutate(removingUser.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('users.removed', { name: removingUser.name }) });
        setRemovingUser(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? String(error) }),
    });
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
            <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setDeleting(true)}>
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
                        onClick={() => setRemovingUser(member)}
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

      <DeleteModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        kind="site"
        name={site.data?.name ?? ''}
        moveTargets={siblings.data ?? []}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
      <DeleteModal
        opened={removingUser !== null}
        onClose={() => setRemovingUser(null)}
        kind="site_user"
        name={removingUser?.name ?? ''}
        loading={removeUser.isPending}
        onConfirm={confirmRemoveUser}
      />
    </RecordPage>
  );
}
