import { COMPANY_MODELS, type AddressBookType, type CompanyModel, type TAddressBookSuggestion } from '@freight/contracts';
import { Badge, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressFromSuggestion,
  postcodeProblem,
  type AddressField,
  type AddressFieldErrors,
  type AddressTextField,
  type AddressValue,
} from '../address-value';
import { AddressBookAutocomplete } from './AddressBookAutocomplete';
import { AddressBookDialog } from './AddressBookDialog';
import { CountrySelect } from './CountrySelect';

export interface AddressFieldsProps {
  /** Which companies the address book offers here: senders, pickup places, receivers or delivery places. */
  type: AddressBookType;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** Messages to show under the fields, such as those of a 422 answer placed with `addressErrorsFromServer`. */
  errors?: AddressFieldErrors;
  /** Called after an address book entry filled the fields, with the company and contact picked. */
  onPick?: (suggestion: TAddressBookSuggestion) => void;
  /** Fields that must be filled; they are marked as such. @default name, address, zip, city, country */
  required?: readonly AddressField[];
  /** Offer the address book dialog beside the fields. @default true */
  withAddressBook?: boolean;
  disabled?: boolean;
}

const REQUIRED: readonly AddressField[] = ['name', 'address', 'zip', 'city', 'country'];

/**
 * One address of the flow (sender, pickup, receiver or delivery) with its contact. Name, street
 * and e-mail suggest address book entries of the block's type; picking one fills every field.
 * A postcode that does not fit the chosen country is pointed out as soon as the field is left.
 */
export function AddressFields({
  type,
  value,
  onChange,
  errors = {},
  onPick,
  required = REQUIRED,
  withAddressBook = true,
  disabled,
}: AddressFieldsProps) {
  const { t } = useTranslation('addressBook');
  const [picked, setPicked] = useState<TAddressBookSuggestion | null>(null);
  const [zipLeft, setZipLeft] = useState(false);
  const [browsing, setBrowsing] = useState(false);

  const set = (field: AddressTextField, text: string) => {
    onChange({ ...value, [field]: text });
    // A contact typed over is no longer the address book's default.
    if (picked && ['contact_person', 'email', 'phone'].includes(field)) setPicked(null);
  };
  const pick = (suggestion: TAddressBookSuggestion) => {
    onChange(addressFromSuggestion(suggestion));
    setPicked(suggestion);
    onPick?.(suggestion);
  };
  const common = (field: AddressField) => ({
    label: t(`fields.${field}`),
    required: required.includes(field),
    error: errors[field],
    disabled,
  });
  const text = (field: AddressTextField) => ({ ...common(field), value: value[field], onChange: (next: string) => set(field, next) });
  const input = (field: AddressTextField) => ({
    ...common(field),
    value: value[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  const example = zipLeft ? postcodeProblem(value.country, value.zip) : null;
  const zipError = errors.zip ?? (example ? t('postcode', { example }) : undefined);
  // A private receiver is told of the delivery by the carrier, so it needs a phone or an e-mail.
  const privateReceiver = value.company_model === 'private' && (type === 'RECEIVER' || type === 'DELIVERY');

  return (
    <Stack gap="sm">
      {withAddressBook && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconAddressBook size={16} aria-hidden />}
            onClick={() => setBrowsing(true)}
            disabled={disabled}
          >
            {t('browse')}
          </Button>
        </Group>
      )}
      <AddressBookAutocomplete field="name" companyType={type} onPick={pick} maxLength={200} {...text('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput maxLength={100} {...input('section')} />
        <Select
          {...common('company_model')}
          data={COMPANY_MODELS.map((model) => ({ value: model, label: t(`company_models.${model}`) }))}
          value={value.company_model}
          onChange={(model) => model && onChange({ ...value, company_model: model as CompanyModel })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <AddressBookAutocomplete field="address" companyType={type} onPick={pick} maxLength={200} {...text('address')} />
        <TextInput maxLength={200} {...input('address2')} />
        <TextInput maxLength={20} {...input('zip')} error={zipError} onBlur={() => setZipLeft(true)} />
        <TextInput maxLength={100} {...input('city')} />
        <CountrySelect {...common('country')} value={value.country} onChange={(code) => set('country', code)} />
        <TextInput maxLength={100} {...input('state')} />
        <TextInput
          maxLength={200}
          {...input('contact_person')}
          rightSectionWidth={picked?.is_default ? 80 : undefined}
          rightSection={
            picked?.is_default ? (
              <Badge size="xs" variant="light" color="green" title={t('default_contact')}>
                {t('default')}
              </Badge>
            ) : null
          }
        />
        <AddressBookAutocomplete field="email" companyType={type} type="email" onPick={pick} maxLength={200} {...text('email')} />
        <TextInput
          type="tel"
          description={privateReceiver ? t('private_hint') : t('phone_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...input('phone')}
        />
      </SimpleGrid>
      {browsing && (
        <AddressBookDialog
          type={type}
          onClose={() => setBrowsing(false)}
          onPick={(suggestion) => {
            pick(suggestion);
            setBrowsing(false);
          }}
        />
      )}
    </Stack>
  );
}
