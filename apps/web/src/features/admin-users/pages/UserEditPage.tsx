import { assignableRoles, routePath, type TManagedUser, type TManagedUserBody, userSitesField, ZManagedUserBody } from '@freight/contracts';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconMail, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { BackLink } from '../../../components/BackLink';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { PageTitle } from '../../../layouts/PageTitle';
import { refusalMessage } from '../../../lib/api-error';
import { applyServerErrors, useFieldNamer } from '../../../lib/forms';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useOrganizationChoices } from '../../admin-sites';
import { checkWithContract, useAdminErrorText } from '../../../lib/admin-field-errors';
import { useDeleteUser, useInviteUser, useManagedUser, useOrganizationSiteChoices, useRoles, useSaveUser } from '../api';

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
    <Container size="lg" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Stack gap="xs">
          {isAdminArea && <BackLink to={routePath('admin.users')}>{t('back')}</BackLink>}
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
        </Stack>
        {id !== null && user.isPending ? (
          <Skeleton height={360} />
        ) : id !== null && !user.data ? (
          <Text c="dimmed">{t('not_found')}</Text>
        ) : (
          <UserForm key={user.data?.updated_at ?? 'new'} user={user.data ?? null} isAdminArea={isAdminArea} />
        )}
        {user.data && <AuditTrail entity="user" entityId={user.data.id} />}
      </Stack>
    </Container>
  );
}

function UserForm({ user, isAdminArea }: { user: TManagedUser | null; isAdminArea: boolean }) {
  const { t } = useTranslation('adminUsers');
  const navigate = useNavigate();
  const me = useSessionUser();
  const [search] = useSearchParams();
  const errorText = useAdminErrorText();
  const namer = useFieldNamer();
  const isGodUser = me?.is_god_user ?? false;
  const organizations = useOrganizationChoices(isGodUser);
  const roles = useRoles();
  const save = useSaveUser();
  const remove = useDeleteUser();
  const invite = useInviteUser();
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  const presetOrganization = search.get('organization_id') ?? (me ? String(me.organization.id) : null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<UserFormValues>({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      description: user?.description ?? '',
      organization_id: user ? String(user.organization.id) : presetOrganization,
      roles_ids: (user?.roles ?? []).map((role) => String(role.id)),
      site_ids: (user?.sites ?? []).map((site) => String(site.id)),
    },
  });
  const [organizationId, roleIds, siteIds] = useWatch({ control, name: ['organization_id', 'roles_ids', 'site_ids'] });
  const sites = useOrganizationSiteChoices(organizationId ? Number(organizationId) : null);

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

  const submit = handleSubmit(async (values) => {
    setNotice([]);
    const body: TManagedUserBody = {
      name: values.name,
      email: values.email,
      description: values.description,
      roles_ids: values.roles_ids.map(Number),
      site_ids: values.site_ids.map(Number),
      ...(isGodUser && values.organization_id ? { organization_id: Number(values.organization_id) } : {}),
    };
    if (!checkWithContract(ZManagedUserBody, body, FIELDS, setError)) return;
    try {
      const saved = await save.mutateAsync({ id: user?.id ?? null, body });
      notifications.show({ color: 'green', message: user ? t('saved') : t('created') });
      if (!user) void navigate(routePath(isAdminArea ? 'admin.users.edit' : 'settings.users.edit', { id: saved.data.id }));
    } catch (error) {
      const unplaced = applyServerErrors(error, FIELDS, setError, namer);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

  const sendInvite = () => {
    if (!user) return;
    invite.mutate(user.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invited', { email: user.email }) }),
      onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? String(error) }),
    });
  };

  const confirmDelete = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('deleted') });
        void navigate(isAdminArea ? routePath('admin.users') : routePath('settings.organization.edit', { id: user.organization.id }));
      },
      onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? String(error) }),
    });
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          {notice.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice.join(', ')}
            </Alert>
          )}
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
                <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setDeleting(true)}>
                  {t('delete')}
                </Button>
              )}
              {user && (
                <Button variant="default" leftSection={<IconMail size={18} aria-hidden />} onClick={sendInvite} loading={invite.isPending}>
                  {t('invite')}
                </Button>
              )}
            </Group>
            <Button type="submit" loading={save.isPending}>
              {user ? t('actions.save', { ns: 'common' }) : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeleteModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        kind="user"
        name={user?.name ?? ''}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
