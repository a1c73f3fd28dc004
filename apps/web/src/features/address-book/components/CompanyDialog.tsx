import { ADDRESS_BOOK_TYPES, type TAddressBookCompany, type AddressBookType, ZAddressBookCompanyBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { postcodeProblem } from '../address-value';
import { useSaveCompany } from '../api';
import { CountrySelect } from './CountrySelect';

const FIELDS = ['name', 'address', 'address2', 'zip', 'city', 'state', 'country', 'types', 'active'] as const;
const TEXT_FIELDS = [
  ['name', 200],
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
  const namer = useFieldNamer();
  const save = useSaveCompany();
  const [notice, setNotice] = useState<string[]>([]);
  // The contract with the shared postcode rule, so a wrong postcode is caught before the call.
  const schema = useMemo(
    () =>
      ZAddressBookCompanyBody.superRefine((body, context) => {
        const example = postcodeProblem(body.country, body.zip);
        if (example) context.addIssue({ code: 'custom', path: ['zip'], message: t('postcode', { example }) });
      }),
    [t],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: company?.name ?? '',
      address: company?.address ?? '',
      address2: company?.address2 ?? '',
      zip: company?.zip ?? '',
      city: company?.city ?? '',
      state: company?.state ?? '',
      country: company?.country ?? '',
      types: company?.types ?? defaultTypes,
      active: company?.active ?? true,
    },
  });

  const submit = handleSubmit(async (body) => {
    setNotice([]);
    try {
      const saved = await save.mutateAsync({ id: company?.id ?? null, body });
      notifications.show({ color: 'green', message: t('company.saved', { name: saved.data.name }) });
      onClose();
    } catch (error) {
      setNotice(applyServerErrors(error, FIELDS, setError, namer));
    }
  });

  return (
    <Modal opened onClose={onClose} title={company ? t('company.edit', { name: company.name }) : t('company.add')} size={600}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {notice.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice.join(', ')}
            </Alert>
          )}
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
                <CountrySelect label={t('fields.country')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorText(errors.country)} />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="types"
            render={({ field }) => (
              <Checkbox.Group label={t('fields.types')} value={field.value ?? []} onChange={(value) => field.onChange(value as AddressBookType[])} error={errors.types?.message}>
                <Group gap="md" mt={6}>
                  {ADDRESS_BOOK_TYPES.map((value) => (
                    <Checkbox key={value} value={value} label={t(`types.${value}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Checkbox {...register('active')} label={t('company.active')} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('company.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
