import {
  DEFAULT_BRAND_COLOR,
  ORGANIZATION_LOGO_CONTENT_TYPES,
  ORGANIZATION_LOGO_MAX_BYTES,
  routePath,
  type TOrganizationDetail,
  ZOrganizationBody,
} from '@freight/contracts';
import {
  Anchor,
  Avatar,
  Button,
  ColorInput,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { FormNotice } from '../../../components/forms/FormNotice';
import { RecordCard, RecordPage, RecordSection } from '../../../layouts/RecordPage';
import { useAuthorizedImage } from '../../../lib/authorized-image';
import { contractResolver, useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useCountries } from '../../address-book';
import { OrganizationReports } from '../../reports';
import { type OrganizationFormBody, useDeleteOrganization, useOrganization, useSaveOrganization } from '../api';
import { SwitchField } from '../../../components/forms/BooleanFields';

interface OrganizationFormValues {
  name: string;
  country_code: string | null;
  brand_color: string;
  is_active: boolean;
  quote_booking: boolean;
  logo: File | null;
  remove_logo: boolean;
  purchase_unbooked_alert_days: number | string;
}

const FIELDS: readonly Path<OrganizationFormValues>[] = [
  'name',
  'country_code',
  'brand_color',
  'is_active',
  'quote_booking',
  'logo',
  'purchase_unbooked_alert_days',
];

/**
 * `/admin/organization/create`, `/admin/organization/edit/{id}` (god users) and
 * `/settings/organization/edit/{id}` (organization admins, their own): name, country, brand
 * colour and logo, with the organization's sites, users and embedded reports.
 */
export default function OrganizationEditPage() {
  const { t, i18n } = useTranslation('adminOrganizations');
  const route = useCurrentRouteName();
  const isAdminArea = route !== 'settings.organization.edit';
  const params = useParams();
  const id = route === 'admin.organization.create' ? null : Number(params.id);
  const organization = useOrganization(id);
  const title = id === null ? t('create_title') : organization.data ? organization.data.name : t('edit');

  return (
    <RecordPage
      title={title}
      back={isAdminArea ? { to: routePath('admin.organizations'), label: t('back') } : undefined}
      loading={id !== null && organization.isPending}
      missing={id !== null && !organization.isPending && !organization.data ? t('not_found') : null}
      history={organization.data && { entity: 'organization', entityId: organization.data.id }}
    >
      <OrganizationForm
        key={organization.data?.updated_at ?? 'new'}
        organization={organization.data ?? null}
        isAdminArea={isAdminArea}
        language={i18n.language}
      />
      {organization.data && <Members organization={organization.data} isAdminArea={isAdminArea} />}
      {organization.data && <OrganizationReports organizationId={organization.data.id} />}
    </RecordPage>
  );
}

/** The body the server takes; the logo travels beside it. */
function bodyOf(values: OrganizationFormValues): Omit<OrganizationFormBody, 'logo'> {
  return {
    name: values.name,
    country_code: values.country_code ?? '',
    brand_color: values.brand_color,
    is_active: values.is_active,
    quote_booking: values.quote_booking,
    remove_logo: values.remove_logo,
    purchase_unbooked_alert_days: values.purchase_unbooked_alert_days,
  };
}

function OrganizationForm({
  organization,
  isAdminArea,
  language,
}: {
  organization: TOrganizationDetail | null;
  isAdminArea: boolean;
  language: string;
}) {
  const { t } = useTranslation('adminOrganizations');
  const navigate = useNavigate();
  const errorText = useFieldErrorText('adminSites');
  const countries = useCountries();
  const save = useSaveOrganization();
  const deletion = useDeleteWithNotice(useDeleteOrganization(), {
    variables: (deleted: TOrganizationDetail) => deleted.id,
    deleted: () => t('deleted'),
    onDeleted: () => void navigate(routePath('admin.organizations')),
  });
  const logo = useAuthorizedImage(organization?.logo_url);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<OrganizationFormValues, unknown, Omit<OrganizationFormBody, 'logo'>>({
    resolver: contractResolver(ZOrganizationBody, bodyOf),
    defaultValues: {
      name: organization?.name ?? '',
      country_code: organization?.country_code ?? 'SE',
      brand_color: organization?.brand_color ?? DEFAULT_BRAND_COLOR,
      is_active: organization?.is_active ?? true,
      quote_booking: organization?.quote_booking ?? false,
      logo: null,
      remove_logo: false,
      purchase_unbooked_alert_days: organization?.purchase_unbooked_alert_days ?? 7,
    },
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const removeLogo = useWatch({ control, name: 'remove_logo' });
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.code, label: country.names[language as 'en'] ?? country.name })),
    [countries.data, language],
  );

  const submit = handleSubmit(async (body) => {
    const logoFile = getValues('logo');
    if (
      logoFile &&
      (logoFile.size > ORGANIZATION_LOGO_MAX_BYTES || !(ORGANIZATION_LOGO_CONTENT_TYPES as readonly string[]).includes(logoFile.type))
    ) {
      setError('logo', { type: 'client', message: t('logo_rules', { megabytes: ORGANIZATION_LOGO_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    await trySave(async () => {
      const saved = await save.mutateAsync({ id: organization?.id ?? null, body: { ...body, logo: logoFile } });
      notifications.show({ color: 'green', message: organization ? t('saved') : t('created') });
      if (!organization) void navigate(routePath('admin.organization', { id: saved.data.id }));
    });
  });

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
            <Controller
              control={control}
              name="country_code"
              render={({ field }) => (
                <Select
                  label={t('form.country')}
                  data={countryOptions}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  required
                  error={errorText(errors.country_code)}
                />
              )}
            />
            <Controller
              control={control}
              name="brand_color"
              render={({ field }) => (
                <ColorInput
                  label={t('form.brand_color')}
                  description={t('form.brand_color_hint')}
                  format="hex"
                  eyeDropperButtonProps={{ 'aria-label': t('form.brand_color_pick') }}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    clearErrors('brand_color');
                  }}
                  error={errorText(errors.brand_color)}
                />
              )}
            />
            <Stack gap={6}>
              <Group gap="md" align="flex-end" wrap="nowrap">
                {logo && !removeLogo && <Avatar src={logo} size={44} radius="md" alt={t('form.current_logo')} />}
                <Controller
                  control={control}
                  name="logo"
                  render={({ field }) => (
                    <FileInput
                      style={{ flex: 1 }}
                      label={t('form.logo')}
                      description={t('logo_rules', { megabytes: ORGANIZATION_LOGO_MAX_BYTES / 1024 / 1024 })}
                      accept={ORGANIZATION_LOGO_CONTENT_TYPES.join(',')}
                      value={field.value}
                      onChange={(file) => {
                        field.onChange(file);
                        setValue('remove_logo', false);
                        clearErrors('logo');
                      }}
                      clearable
                      error={errorText(errors.logo)}
                    />
                  )}
                />
              </Group>
              {organization?.logo_url && <SwitchField control={control} name="remove_logo" size="xs" label={t('form.remove_logo')} />}
            </Stack>
            <Controller
              control={control}
              name="purchase_unbooked_alert_days"
              render={({ field }) => (
                <NumberInput
                  label={t('form.purchase_unbooked_alert_days')}
                  description={t('form.purchase_unbooked_alert_days_hint')}
                  suffix={` ${t('form.days')}`}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    clearErrors('purchase_unbooked_alert_days');
                  }}
                  error={errorText(errors.purchase_unbooked_alert_days)}
                />
              )}
            />
          </SimpleGrid>
          {isAdminArea &&
            (['is_active', 'quote_booking'] as const).map((name) => (
              <SwitchField key={name} control={control} name={name} label={t(`form.${name}`)} description={t(`form.${name}_hint`)} />
            ))}
          <Group justify="space-between" gap="sm">
            {isAdminArea && organization ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => deletion.ask(organization)}
              >
                {t('delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending}>
              {organization ? t('actions.save', { ns: 'common' }) : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeleteModal {...deletion.modal} kind="organization" name={deletion.target?.name ?? ''} />
    </RecordCard>
  );
}

/** The organization's sites and users, each linking to its own page. */
function Members({ organization, isAdminArea }: { organization: TOrganizationDetail; isAdminArea: boolean }) {
  const { t } = useTranslation('adminOrganizations');
  const siteRoute = isAdminArea ? 'admin.sites.edit' : 'settings.sites.edit';
  const userRoute = isAdminArea ? 'admin.users.edit' : 'settings.users.edit';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <RecordSection
        id="organization-sites"
        title={t('sites.title')}
        actions={
          isAdminArea && <AddLink to={`${routePath('admin.sites.create')}?organization_id=${organization.id}`} label={t('sites.add')} />
        }
      >
        {organization.sites.length === 0 ? (
          <Text c="dimmed">{t('sites.empty')}</Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {organization.sites.map((site) => (
                <Table.Tr key={site.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routePath(siteRoute, { id: site.id })}>
                      {site.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c="dimmed">{site.city}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </RecordSection>
      <RecordSection
        id="organization-users"
        title={t('users.title')}
        actions={
          isAdminArea && <AddLink to={`${routePath('admin.users.create')}?organization_id=${organization.id}`} label={t('users.add')} />
        }
      >
        {organization.users.length === 0 ? (
          <Text c="dimmed">{t('users.empty')}</Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {organization.users.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routePath(userRoute, { id: member.id })}>
                      {member.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td c="dimmed">{member.roles.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </RecordSection>
    </SimpleGrid>
  );
}

function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Button size="xs" variant="light" component={Link} to={to} leftSection={<IconPlus size={14} aria-hidden />}>
      {label}
    </Button>
  );
}
