import { type TBookingAgreement, type TOrganizationWithSites, ZBookingAgreementBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrganizationSiteFields } from '../../../components/forms/OrganizationSiteFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveAgreement } from '../api';
import { DateField } from './DateField';

const FIELDS = ['organization_id', 'site_id', 'carrier_service_id', 'customer_number', 'valid_from', 'valid_to'] as const;

export interface ServiceGroup {
  group: string;
  items: { value: string; label: string }[];
}

interface AgreementDialogProps {
  /** The agreement to change, or null to add one. */
  agreement: TBookingAgreement | null;
  /** The organization a new agreement starts with: the one the list is filtered by. */
  defaultOrganizationId: number | null;
  organizations: readonly TOrganizationWithSites[];
  services: ServiceGroup[];
  onClose: () => void;
}

/** Adds or changes one booking agreement. */
export function AgreementDialog({ agreement, defaultOrganizationId, organizations, services, onClose }: AgreementDialogProps) {
  const { t } = useTranslation('ratesAdmin');
  const errorText = useFieldErrorText('ratesAdmin');
  const save = useSaveAgreement();
  const { control, register, setValue, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZBookingAgreementBody),
      defaultValues: {
        organization_id: agreement?.organization_id ?? defaultOrganizationId ?? undefined,
        site_id: agreement?.site_id ?? null,
        carrier_service_id: agreement?.carrier_service_id,
        customer_number: agreement?.customer_number ?? '',
        valid_from: agreement?.valid_from ?? null,
        valid_to: agreement?.valid_to ?? null,
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: agreement?.id ?? null, body }),
      saved: agreement ? t('agreements.saved') : t('agreements.created'),
      onDone: onClose,
    },
  );

  const dateField = (name: 'valid_from' | 'valid_to') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={t(`agreements.form.${name}`)}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(errors[name])}
        />
      )}
    />
  );

  return (
    <RecordDialog
      title={agreement ? t('agreements.edit') : t('agreements.add')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t('agreements.form.save')}
      separateActions
    >
      <OrganizationSiteFields
        control={control}
        setValue={setValue}
        organizations={organizations}
        labels={{
          organization: t('agreements.form.organization'),
          choose: t('agreements.form.choose'),
          noResults: t('agreements.form.no_results'),
          site: t('agreements.form.site'),
          siteHint: t('agreements.form.site_hint'),
          noSite: t('agreements.whole_organization'),
        }}
        errors={{ organization: errorText(errors.organization_id), site: errorText(errors.site_id) }}
      />
      <Controller
        control={control}
        name="carrier_service_id"
        render={({ field }) => (
          <Select
            label={t('agreements.form.service')}
            placeholder={t('agreements.form.choose')}
            data={services}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
            searchable
            nothingFoundMessage={t('agreements.form.no_results')}
            error={errorText(errors.carrier_service_id)}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={280}
            required
          />
        )}
      />
      <TextInput
        {...register('customer_number')}
        label={t('agreements.form.customer_number')}
        description={t('agreements.form.customer_number_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.customer_number)}
        maxLength={50}
        autoComplete="off"
        required
      />
      <Stack gap={4}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {dateField('valid_from')}
          {dateField('valid_to')}
        </SimpleGrid>
        <Input.Description>{t('agreements.form.dates_hint')}</Input.Description>
      </Stack>
    </RecordDialog>
  );
}
