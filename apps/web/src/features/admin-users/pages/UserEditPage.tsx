import { assignableRoles, routePath, type TManagedUser, type TManagedUserBody, userSitesField, ZManagedUserBody } from '@freight/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { FormNotice } from '../../../components/forms/FormNotice';
import { RecordCard, RecordPage } from '../../../layouts/RecordPage';
import { refusalMessage } from '../../../lib/api-error';
import { contractResolver, useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useOrganizationSites } from '../../admin-sites';
import { useActiveOrganizations } from '../../organizations';
import { useRoleList } from '../../admin-roles';
import { useDeleteUser, useInviteUser, useManagedUser, useOrganizationProviders, useSaveUser, useSetUserActive } from '../api';

interface UserFormValues {
  name: string;
  email: string;
  description: string;
  organization_id: string | null;
  roles_ids: string[];
  site_ids: string[];
}

const FIELDS: readonly Path<UserFormValues>[] = ['name', 'email', 'description', 'organization_id', 'roles_ids', 'site_ids'];

/**
 * `/admin/user/create`, `/admin/users/edit/{id}` (god users) and `/settings/user/edit/{id}`
 * (organization admins, their organization's users), with the add-user rules of SPEC §4 and §5.
 */
export default function UserEditPage() {
  const { t } = useTranslation('adminUsers');
  const route = useCurrentRouteName();
  const isAdminArea = route !== 'settings.users.edit';
  const params = useParams();
  const id = route === 'admin.users.create' ? null : Number(params.id);
  const user = useManagedUser(id);
  const title = id === null ? t('create_title') : user.data ? user.data.name : t('edit');

  return (
    <RecordPage
      title={title}
      back={isAdminArea ? { to: routePath('admin.users'), label: t('back') } : undefined}
      loading={id !== null && user.isPending}
      missing={id !== null && !user.isPending && !user.data ? t('not_found') : null}
      history={user.data && { entity: 'user', entityId: user.data.id }}
    >
      <UserForm key={user.data?.updated_at ?? 'new'} user={user.data ?? null} isAdminArea={isAdminArea} />
    </RecordPage>
  );
}

/** The body the server takes; only a god user names the user's organization. */
function bodyOf(values: UserFormValues, isGodUser: boolean): TManagedUserBody {
  return {
    name: values.name,
    email: values.email,
    description: values.description,
    roles_ids: values.roles_ids.map(Number),
    site_ids: values.site_ids.map(Number),
    ...(isGodUser && values.organization_id ? { organization_id: Number(values.organization_id) } : {}),
  };
}

/** Sends an invitation to sign in with the organization's provider, named once it is known. */
function InviteButton({ organizationId, onClick, loading }: { organizationId: number; onClick: () => void; loading: boolean }) {
  const { t } = useTranslation('adminUsers');
  const providers = useOrganizationProviders(organizationId).data ?? [];
  return (
    <Button variant="default" leftSection={<IconMail size={18} aria-hidden />} onClick={onClick} loading={loading}>
      {providers.length > 0 ? t('invite_with', { provider: providers.map((provider) => provider.name).join(' / ') }) : t('invite')}
    </Button>
  );
}

function UserForm({ user, isAdminArea }: { user: TManagedUser | null; isAdminArea: boolean }) {
  const { t } = useTranslation('adminUsers');
  const navigate = useNavigate();
  const me = useSessionUser();
  const [search] = useSearchParams();
  const errorText = useFieldErrorText('adminSites');
  const isGodUser = me?.is_god_user ?? false;
  const organizations = useActiveOrganizations({ enabled: isGodUser });
  const roles = useRoleList();
  const save = useSaveUser();
  const invite = useInviteUser();
  const setActive = useSetUserActive();
  const deletion = useDeleteWithNotice(useDeleteUser(), {
    variables: (deleted: TManagedUser) => deleted.id,
    deleted: () => t('deleted'),
    onDeleted: (deleted) =>
      void navigate(isAdminArea ? routePath('admin.users') : routePath('settings.organization.edit', { id: deleted.organization.id })),
  });
  const presetOrganization = search.get('organization_id') ?? (me ? String(me.organization.id) : null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<UserFormValues, unknown, TManagedUserBody>({
    resolver: contractResolver(ZManagedUserBody, (values) => bodyOf(values, isGodUser)),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      description: user?.description ?? '',
      organization_id: user ? String(user.organization.id) : presetOrganization,
      roles_ids: (user?.roles ?? []).map((role) => String(role.id)),
      site_ids: (user?.sites ?? []).map((site) => String(site.id)),
    },
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const [organizationId, roleIds, siteIds] = useWatch({ control, name: ['organization_id', 'roles_ids', 'site_ids'] });
  const sites = useOrganizationSites(organizationId ? Number(organizationId) : null);

  const roleOptions = useMemo(
    () => assignableRoles(roles.data ?? [], isGodUser).map((role) => ({ value: String(role.id), label: role.name })),
    [roles.data, isGodUser],
  );
  const siteOptions = useMemo(() => (sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name })), [sites.data]);
  const roleNames = useMemo(
    () => (roles.data ?? []).filter((role) => roleIds.includes(String(role.id))).map((role) => role.name),
    [roles.data, roleIds],
  );
  const sitesField = userSitesField(
    roleNames,
    (sites.data ?? []).map((site) => site.id),
    siteIds.map(Number),
  );
  const fieldSiteIds = sitesField.siteIds.map(String);

  // SPEC §4: an administrator role fills the sites with all of the organization's; no role empties them.
  useEffect(() => {
    if (sites.data && fieldSiteIds.join(',') !== siteIds.join(',')) setValue('site_ids', fieldSiteIds);
  }, [sites.data, fieldSiteIds, siteIds, setValue]);

  const submit = handleSubmit((body) =>
    trySave(async () => {
      const saved = await save.mutateAsync({ id: user?.id ?? null, body });
      notifications.show({ color: 'green', message: user ? t('saved') : t('created') });
      if (!user) void navigate(routePath(isAdminArea ? 'admin.users.edit' : 'settings.users.edit', { id: saved.data.id }));
    }),
  );

  const sendInvite = () => {
    if (!user) return;
    invite.mutate(user.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invited', { email: user.email }) }),
      onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? String(error) }),
    });
  };

  const toggleActive = () => {
    if (!user) return;
    setActive.mutate(
      { id: user.id, active: !user.active },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: user.active ? t('deactivated_done', { name: user.name }) : t('reactivated_done', { name: user.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? String(error) }),
      },
    );
  };

  return (
    <RecordCard>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          <FormNotice messages={notice} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.name')}
              required
              error={errorText(errors.name)}
              {...register('name', { onChange: () => clearErrors('name') })}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              required
              error={errorText(errors.email)}
              {...register('email', { onChange: () => clearErrors('email') })}
            />
          </SimpleGrid>
          <Textarea label={t('form.description')} autosize minRows={2} error={errorText(errors.description)} {...register('description')} />
          {isGodUser && (
            <Controller
              control={control}
              name="organization_id"
              render={({ field }) => (
                <Select
                  label={t('form.organization')}
                  data={(organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('site_ids', []);
                    clearErrors(['organization_id', 'site_ids']);
                  }}
                  searchable
                  required
                  error={errorText(errors.organization_id)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="roles_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('form.roles')}
                data={roleOptions}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors(['roles_ids', 'site_ids']);
                }}
                required
                error={errorText(errors.roles_ids)}
              />
            )}
          />
          <Controller
            control={control}
            name="site_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('form.sites')}
                description={roleNames.length === 0 ? t('form.sites_need_role') : sitesField.disabled ? t('form.sites_all') : undefined}
                data={siteOptions}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors('site_ids');
                }}
                disabled={sitesField.disabled}
                required={!sitesField.disabled}
                searchable
                error={errorText(errors.site_ids)}
              />
            )}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {user && (
                <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => deletion.ask(user)}>
                  {t('delete')}
                </Button>
              )}
              {user && <InviteButton organizationId={user.organization.id} onClick={sendInvite} loading={invite.isPending} />}
              {user && (
                <Button
                  variant="default"
                  color={user.active ? 'orange' : 'teal'}
                  leftSection={user.active ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />}
                  onClick={toggleActive}
                  loading={setActive.isPending}
                >
                  {user.active ? t('deactivate') : t('reactivate')}
                </Button>
              )}
            </Group>
            <Button type="submit" loading={save.isPending}>
              {user ? t('actions.save', { ns: 'common' }) : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeleteModal {...deletion.modal} kind="user" name={deletion.target?.name ?? ''} />
    </RecordCard>
  );
}
