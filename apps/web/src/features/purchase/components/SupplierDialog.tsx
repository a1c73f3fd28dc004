import { SUPPLIER_ADDRESS_KINDS, ZSupplierBody, type TSupplier, type TSupplierBody, type TSupplierBodyInput } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/forms/BooleanFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { CountrySelect } from '../../address-book';
import { useSaveSupplier } from '../api';
import { supplierFormValues } from '../catalogue-form';

const FIELDS = ['supplier_number', 'name', 'vat_number', 'email', 'phone', 'country', 'active', 'addresses', 'managers'] as const;
const EMPTY_ADDRESS = { kind: 'pickup', name: '', address: '', address2: '', zip: '', city: '', country: '' } as const;
const EMPTY_MANAGER = { name: '', email: '', phone: '' };

export interface SupplierDialogProps {
  /** The supplier to change, or null to add one. */
  supplier: TSupplier | null;
  onClose: () => void;
}

/** Adds or changes a supplier with its offices and pickup places and the managers the buyer writes to. */
export function SupplierDialog({ supplier, onClose }: SupplierDialogProps) {
  const { t } = useTranslation('purchase');
  const errorText = useFieldErrorText();
  const save = useSaveSupplier();
  const { control, register, errors, notice, submit } = useRecordForm<TSupplierBodyInput, TSupplierBody, { data: TSupplier }>(
    { resolver: zodResolver(ZSupplierBody), defaultValues: supplierFormValues(supplier) },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: supplier?.id ?? null, body }),
      saved: (saved) => t('suppliers.saved', { name: saved.data.name }),
      onDone: onClose,
    },
  );
  const addresses = useFieldArray({ control, name: 'addresses' });
  const managers = useFieldArray({ control, name: 'managers' });

  return (
    <RecordDialog
      title={supplier ? t('suppliers.edit_title', { name: supplier.name }) : t('suppliers.add')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      gap="sm"
      separateActions
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...register('supplier_number')}
          label={t('suppliers.fields.supplier_number')}
          required
          maxLength={40}
          error={errorText(errors.supplier_number)}
        />
        <TextInput {...register('name')} label={t('suppliers.fields.name')} required maxLength={200} error={errorText(errors.name)} />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountrySelect
              label={t('suppliers.fields.country')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.country)}
            />
          )}
        />
        <TextInput
          {...register('vat_number')}
          label={t('suppliers.fields.vat_number')}
          maxLength={40}
          error={errorText(errors.vat_number)}
        />
        <TextInput
          {...register('email')}
          type="email"
          label={t('suppliers.fields.email')}
          maxLength={200}
          error={errorText(errors.email)}
        />
        <TextInput {...register('phone')} type="tel" label={t('suppliers.fields.phone')} maxLength={40} error={errorText(errors.phone)} />
      </SimpleGrid>
      <SwitchField control={control} name="active" label={t('suppliers.fields.active')} description={t('suppliers.fields.active_hint')} />

      <Fieldset legend={t('suppliers.addresses')} variant="unstyled">
        <Stack gap="sm">
          {addresses.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('suppliers.no_addresses')}
            </Text>
          )}
          {addresses.fields.map((entry, index) => {
            const fieldErrors = errors.addresses?.[index];
            return (
              <Fieldset key={entry.id} legend={t('suppliers.address_number', { number: index + 1 })}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Controller
                    control={control}
                    name={`addresses.${index}.kind`}
                    render={({ field }) => (
                      <Select
                        label={t('suppliers.fields.kind')}
                        data={SUPPLIER_ADDRESS_KINDS.map((kind) => ({ value: kind, label: t(`suppliers.kinds.${kind}`) }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? 'pickup')}
                        allowDeselect={false}
                      />
                    )}
                  />
                  <TextInput
                    {...register(`addresses.${index}.name`)}
                    label={t('suppliers.fields.address_name')}
                    required
                    maxLength={200}
                    error={errorText(fieldErrors?.name)}
                  />
                  <TextInput
                    {...register(`addresses.${index}.address`)}
                    label={t('suppliers.fields.address')}
                    required
                    maxLength={200}
                    error={errorText(fieldErrors?.address)}
                  />
                  <TextInput
                    {...register(`addresses.${index}.address2`)}
                    label={t('suppliers.fields.address2')}
                    maxLength={200}
                    error={errorText(fieldErrors?.address2)}
                  />
                  <TextInput
                    {...register(`addresses.${index}.zip`)}
                    label={t('suppliers.fields.zip')}
                    required
                    maxLength={20}
                    error={errorText(fieldErrors?.zip)}
                  />
                  <TextInput
                    {...register(`addresses.${index}.city`)}
                    label={t('suppliers.fields.city')}
                    required
                    maxLength={100}
                    error={errorText(fieldErrors?.city)}
                  />
                  <Controller
                    control={control}
                    name={`addresses.${index}.country`}
                    render={({ field }) => (
                      <CountrySelect
                        label={t('suppliers.fields.country')}
                        required
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errorText(fieldErrors?.country)}
                      />
                    )}
                  />
                  <Group justify="flex-end" align="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => addresses.remove(index)}
                    >
                      {t('suppliers.remove_address', { number: index + 1 })}
                    </Button>
                  </Group>
                </SimpleGrid>
              </Fieldset>
            );
          })}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => addresses.append({ ...EMPTY_ADDRESS })}>
              {t('suppliers.add_address')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('suppliers.managers')} variant="unstyled">
        <Stack gap="sm">
          {managers.fields.map((entry, index) => {
            const fieldErrors = errors.managers?.[index];
            return (
              <Group key={entry.id} align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                  <TextInput
                    {...register(`managers.${index}.name`)}
                    label={t('suppliers.fields.manager_name')}
                    required
                    maxLength={200}
                    error={errorText(fieldErrors?.name)}
                  />
                  <TextInput
                    {...register(`managers.${index}.email`)}
                    type="email"
                    label={t('suppliers.fields.email')}
                    maxLength={200}
                    error={errorText(fieldErrors?.email)}
                  />
                  <TextInput
                    {...register(`managers.${index}.phone`)}
                    type="tel"
                    label={t('suppliers.fields.phone')}
                    maxLength={40}
                    error={errorText(fieldErrors?.phone)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => managers.remove(index)}
                  aria-label={t('suppliers.remove_manager', { number: index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => managers.append({ ...EMPTY_MANAGER })}>
              {t('suppliers.add_manager')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </RecordDialog>
  );
}
