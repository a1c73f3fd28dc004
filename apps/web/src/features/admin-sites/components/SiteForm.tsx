import type { ParseKeys } from 'i18next';
import { FREIGHT_PRINT_TYPES, siteKeyFromName, type FreightPrintType, type TSite, type TSiteBody, ZSiteBody } from '@freight/contracts';
import { siteContactProblems, type SiteContactField } from '@freight/domain';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { CountrySelect } from '../../address-book';
import { FormNotice } from '../../../components/forms/FormNotice';
import { contractResolver, useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { useCarriers } from '../../carriers';
import { useActiveOrganizations } from '../../organizations';
import { SwitchField } from '../../../components/forms/BooleanFields';

export interface SiteFormValues {
  organization_id: string | null;
  name: string;
  key: string;
  email: string;
  phone: string;
  address: string;
  post_code: string;
  city: string;
  vat_number: string;
  country_code: string;
  excluded_carrier_ids: string[];
  is_active: boolean;
  /** Whether the site fixes the freight documents its bookings print, and which. */
  lock_print_types: boolean;
  locked_freight_print_types: FreightPrintType[];
}

const FIELDS: readonly Path<SiteFormValues>[] = [
  'organization_id',
  'name',
  'key',
  'email',
  'phone',
  'address',
  'post_code',
  'city',
  'vat_number',
  'country_code',
  'excluded_carrier_ids',
  'is_active',
  'locked_freight_print_types',
];

function valuesOf(site: TSite | null, organizationId: number | null): SiteFormValues {
  return {
    organization_id: site ? String(site.organization_id) : organizationId === null ? null : String(organizationId),
    name: site?.name ?? '',
    key: site?.key ?? '',
    email: site?.email ?? '',
    phone: site?.phone ?? '',
    address: site?.address ?? '',
    post_code: site?.post_code ?? '',
    city: site?.city ?? '',
    vat_number: site?.vat_number ?? '',
    country_code: site?.country_code ?? '',
    excluded_carrier_ids: (site?.excluded_carrier_ids ?? []).map(String),
    is_active: site ? site.is_active === 1 : true,
    lock_print_types: (site?.locked_freight_print_types ?? null) !== null,
    locked_freight_print_types: site?.locked_freight_print_types ?? [],
  };
}

/** The body the server takes; only a god user adding a site names its organization. */
function bodyOf(values: SiteFormValues, chooseOrganization: boolean): TSiteBody {
  return {
    ...(chooseOrganization ? { organization_id: values.organization_id ?? undefined } : {}),
    name: values.name,
    key: values.key,
    email: values.email,
    phone: values.phone,
    address: values.address,
    post_code: values.post_code,
    city: values.city,
    vat_number: values.vat_number,
    country_code: values.country_code,
    excluded_carrier_ids: values.excluded_carrier_ids.map(Number),
    is_active: values.is_active ? 1 : 0,
    locked_freight_print_types: values.lock_print_types ? values.locked_freight_print_types : null,
  };
}

// A god user adding a site must choose its organization.
const ZSiteWithOrganization = ZSiteBody.required({ organization_id: true });

interface SiteFormProps {
  /** The site to change, or null to add one. */
  site: TSite | null;
  /** A god user adding a site chooses its organization. */
  chooseOrganization: boolean;
  /** The organization preselected for a new site. */
  organizationId: number | null;
  saving: boolean;
  onSubmit: (body: TSiteBody) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a site (SPEC §3) with the add-site masks and required fields of SPEC §5. */
export function SiteForm({ site, chooseOrganization, organizationId, saving, onSubmit, onCancel }: SiteFormProps) {
  const { t } = useTranslation('adminSites');
  const { t: tb } = useTranslation('booking');
  const errorText = useFieldErrorText('adminSites');
  const carriers = useCarriers();
  const organizations = useActiveOrganizations({ enabled: chooseOrganization });
  // The identifier follows the name until the user writes one of their own.
  const [keyTouched, setKeyTouched] = useState(site !== null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SiteFormValues, unknown, TSiteBody>({
    resolver: contractResolver(chooseOrganization ? ZSiteWithOrganization : ZSiteBody, (values) => bodyOf(values, chooseOrganization)),
    defaultValues: valuesOf(site, organizationId),
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const lockPrintTypes = useWatch({ control, name: 'lock_print_types' });

  const carrierOptions = useMemo(
    () => (carriers.data ?? []).map((carrier) => ({ value: String(carrier.id), label: carrier.name })),
    [carriers.data],
  );
  const organizationOptions = useMemo(
    () => (organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name })),
    [organizations.data],
  );

  const submit = handleSubmit(async (body) => {
    // The same country formats the server checks, with the same messages.
    const problems = Object.entries(siteContactProblems(body.country_code.trim().toUpperCase(), body));
    for (const [field, problem] of problems) {
      setError(field as SiteContactField, {
        type: 'server',
        message: t(problem.key as ParseKeys<'adminSites'>, { example: problem.params.example ?? '' }),
      });
    }
    if (problems.length > 0) return;
    await trySave(() => onSubmit(body));
  });

  // Kept as typed; checked against the country's formats on save.
  const typed = (name: SiteContactField) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <FormNotice messages={notice} />
        {chooseOrganization && (
          <Controller
            control={control}
            name="organization_id"
            render={({ field }) => (
              <Select
                label={t('form.organization')}
                data={organizationOptions}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors('organization_id');
                }}
                searchable
                required
                error={errorText(errors.organization_id)}
                nothingFoundMessage={t('form.nothing_found')}
              />
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.name')}
            required
            error={errorText(errors.name)}
            {...register('name', {
              onChange: (event: { target: { value: string } }) => {
                if (!keyTouched) setValue('key', siteKeyFromName(event.target.value));
                clearErrors(['name', 'key']);
              },
            })}
          />
          <TextInput
            label={t('form.key')}
            description={t('form.key_hint')}
            required
            error={errorText(errors.key)}
            {...register('key', {
              onChange: () => {
                setKeyTouched(true);
                clearErrors('key');
              },
            })}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            required
            error={errorText(errors.email)}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          <Controller
            control={control}
            name="country_code"
            render={({ field }) => (
              <CountrySelect
                label={t('form.country')}
                required
                value={field.value}
                onChange={(code) => {
                  field.onChange(code);
                  clearErrors(['country_code', 'post_code', 'phone', 'vat_number']);
                }}
                onBlur={field.onBlur}
                error={errorText(errors.country_code)}
              />
            )}
          />
          <TextInput
            label={t('form.phone')}
            placeholder="+46 31 700 12 00"
            inputMode="tel"
            required
            error={errorText(errors.phone)}
            {...typed('phone')}
          />
          <TextInput
            label={t('form.address')}
            required
            error={errorText(errors.address)}
            {...register('address', { onChange: () => clearErrors('address') })}
          />
          <TextInput label={t('form.post_code')} required error={errorText(errors.post_code)} {...typed('post_code')} />
          <TextInput
            label={t('form.city')}
            required
            error={errorText(errors.city)}
            {...register('city', { onChange: () => clearErrors('city') })}
          />
          <TextInput label={t('form.vat_number')} required error={errorText(errors.vat_number)} {...typed('vat_number')} />
        </SimpleGrid>
        <Controller
          control={control}
          name="excluded_carrier_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('form.excluded_carriers')}
              description={t('form.excluded_carriers_hint')}
              data={carrierOptions}
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.excluded_carrier_ids)}
              searchable
            />
          )}
        />
        <SwitchField control={control} name="is_active" label={t('form.is_active')} description={t('form.is_active_hint')} />
        <SwitchField
          control={control}
          name="lock_print_types"
          label={t('form.lock_print_types')}
          description={t('form.lock_print_types_hint')}
        />
        {lockPrintTypes && (
          <Controller
            control={control}
            name="locked_freight_print_types"
            render={({ field }) => (
              <Checkbox.Group
                label={t('form.locked_print_types')}
                value={field.value}
                onChange={(value) => field.onChange(value as FreightPrintType[])}
                error={errorText(errors.locked_freight_print_types)}
              >
                <Group gap="md" mt={6}>
                  {FREIGHT_PRINT_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={tb(`print_types.${type}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={saving}>
            {site ? t('actions.save', { ns: 'common' }) : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
