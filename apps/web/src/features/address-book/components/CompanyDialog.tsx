import {
  ADDRESS_BOOK_TYPES,
  COMPANY_MODELS,
  type TAddressBookCompany,
  type AddressBookType,
  ZAddressBookCompanyBody,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { postcodeProblem } from '../address-value';
import { useSaveCompany } from '../api';
import { CountrySelect } from './CountrySelect';

const FIELDS = ['name', 'section', 'company_model', 'address', 'address2', 'zip', 'city', 'state', 'country', 'types', 'active'] as const;
const TEXT_FIELDS = [
  ['name', 200],
  ['section', 100],
  ['address', 200],
  ['address2', 200],
  ['zip', 20],
  ['city', 100],
  ['state', 100],
] as const;

export interface CompanyDialogProps {
  /** The company to change, or null to add one. */
  company: TAddressBookCompany | null;
  /** The types a new company starts with. */
  defaultTypes?: AddressBookType[];
  onClose: () => void;
}

/** Adds or changes an address book company: its address, what it is used as, and whether it is offered. */
export function CompanyDialog({ company, defaultTypes = [], onClose }: CompanyDialogProps) {
  const { t } = useTranslation('addressBook');
  const errorText = useFieldErrorText();
  const save = useSaveCompany();
  // The contract with the shared postcode rule, so a wrong postcode is caught before the call.
  const schema = useMemo(
    () =>
      ZAddressBookCompanyBody.superRefine((body, context) => {
        const example = postcodeProblem(body.country, body.zip);
        if (example) context.addIssue({ code: 'custom', path: ['zip'], message: t('postcode', { example }) });
      }),
    [t],
  );
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(schema),
      defaultValues: {
        name: company?.name ?? '',
        section: company?.section ?? '',
        company_model: company?.company_model ?? 'business',
        address: company?.address ?? '',
        address2: company?.address2 ?? '',
        zip: company?.zip ?? '',
        city: company?.city ?? '',
        state: company?.state ?? '',
        country: company?.country ?? '',
        types: company?.types ?? defaultTypes,
        active: company?.active ?? true,
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: company?.id ?? null, body }),
      saved: (saved) => t('company.saved', { name: saved.data.name }),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={company ? t('company.edit', { name: company.name }) : t('company.add')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      gap="sm"
      separateActions
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_FIELDS.map(([field, maxLength]) => (
          <TextInput
            key={field}
            {...register(field)}
            label={t(`fields.${field}`)}
            maxLength={maxLength}
            required={['name', 'address', 'zip', 'city'].includes(field)}
            error={errorText(errors[field])}
            autoComplete="off"
          />
        ))}
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountrySelect
              label={t('fields.country')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.country)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="company_model"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="company-model-label">
              {t('fields.company_model')}
            </Text>
            <SegmentedControl
              aria-labelledby="company-model-label"
              data={COMPANY_MODELS.map((model) => ({ value: model, label: t(`company_models.${model}`) }))}
              value={field.value ?? 'business'}
              onChange={field.onChange}
              fullWidth
            />
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="types"
        render={({ field }) => (
          <Checkbox.Group
            label={t('fields.types')}
            value={field.value ?? []}
            onChange={(value) => field.onChange(value as AddressBookType[])}
            error={errors.types?.message}
          >
            <Group gap="md" mt={6}>
              {ADDRESS_BOOK_TYPES.map((value) => (
                <Checkbox key={value} value={value} label={t(`types.${value}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Checkbox {...register('active')} label={t('company.active')} />
    </RecordDialog>
  );
}
