import { type TBookingAgreement, type TOrganizationWithSites, ZBookingAgreementBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { applyServerErrors, useFieldNamer } from '../../../lib/forms';
import { useSaveAgreement } from '../api';
import { refusalMessage } from '../../../lib/api-error';
import { useRatesErrorText } from '../field-errors';
import { DateField } from './DateField';

const FIELDS = ['organization_id', 'site_id', 'carrier_service_id', 'customer_number', 'valid_from', 'valid_to'] as const;
/** The site choice that stands for every site of the organization (site_id null). */
const WHOLE_ORGANIZATION = 'all';

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
  const errorText = useRatesErrorText();
  const namer = useFieldNamer();
  const save = useSaveAgreement();
  const [notice, setNotice] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZBookingAgreementBody),
    defaultValues: {
      organization_id: agreement?.organization_id ?? defaultOrganizationId ?? undefined,
      site_id: agreement?.site_id ?? null,
      carrier_service_id: agreement?.carrier_service_id,
      customer_number: agreement?.customer_number ?? '',
      valid_from: agreement?.valid_from ?? null,
      valid_to: agreement?.valid_to ?? null,
    },
  });
  const organizationId = useWatch({ control, name: 'organization_id' });
  const sites = organizations.find((organization) => organization.id === organizationId)?.sites ?? [];

  const submit = handleSubmit(async (body) => {
    setNotice([]);
    try {
      await save.mutateAsync({ id: agreement?.id ?? null, body });
      notifications.show({ color: 'green', message: agreement ? t('agreements.saved') : t('agreements.created') });
      onClose();
    } catch (error) {
      const unplaced = applyServerErrors(error, FIELDS, setError, namer);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

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
    <Modal opened onClose={onClose} title={agreement ? t('agreements.edit') : t('agreements.add')} size={600}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice.join(', ')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="organization_id"
              render={({ field }) => (
                <Select
                  label={t('agreements.form.organization')}
                  placeholder={t('agreements.form.choose')}
                  data={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(value) => {
                    field.onChange(value === null ? undefined : Number(value));
                    // A site belongs to one organization; another organization starts from all its sites.
                    setValue('site_id', null);
                  }}
                  searchable
                  nothingFoundMessage={t('agreements.form.no_results')}
                  error={errorText(errors.organization_id)}
                  comboboxProps={{ withinPortal: true }}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="site_id"
              render={({ field }) => (
                <Select
                  label={t('agreements.form.site')}
                  description={t('agreements.form.site_hint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data={[
                    { value: WHOLE_ORGANIZATION, label: t('agreements.whole_organization') },
                    ...sites.map((site) => ({ value: String(site.id), label: site.name })),
                  ]}
                  value={field.value === null || field.value === undefined ? WHOLE_ORGANIZATION : String(field.value)}
                  onChange={(value) => field.onChange(value === null || value === WHOLE_ORGANIZATION ? null : Number(value))}
                  allowDeselect={false}
                  disabled={organizationId === undefined}
                  error={errorText(errors.site_id)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
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
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('agreements.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('agreements.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
