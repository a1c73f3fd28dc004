import type { AddressBookType, TAddressBookSuggestion } from '@freight/contracts';
import { orderAddressSuggestions, suggestionText } from '@freight/domain';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions } from '../api';

const TYPING_PAUSE_MS = 250;

export interface AddressBookAutocompleteProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The field typed in, which the suggestions match on. */
  field: 'name' | 'address' | 'email';
  /** Only companies of this type are suggested; null suggests all. */
  companyType: AddressBookType | null;
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: TAddressBookSuggestion) => void;
}

const keyOf = (suggestion: TAddressBookSuggestion) => `${suggestion.company_id}:${suggestion.contact_id ?? ''}`;

/**
 * A text field that suggests address book entries as the user types: the default contact of a
 * company first and marked, each address-and-contact once. Typing freely stays possible.
 */
export function AddressBookAutocomplete({
  field,
  companyType,
  value,
  onChange,
  onPick,
  disabled,
  ...inputProps
}: AddressBookAutocompleteProps) {
  const { t } = useTranslation('addressBook');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [focused, setFocused] = useState(false);
  const [query] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  const suggestions = useAddressSuggestions(field, companyType, query, focused && !disabled);
  // The server orders them already; ordering here too keeps the rule in one shared function.
  const ordered = useMemo(
    () => orderAddressSuggestions(suggestions.data ?? [], query, (suggestion) => suggestionText(field, suggestion)),
    [suggestions.data, query, field],
  );
  const shown = focused && query !== '' && ordered.length > 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const picked = ordered.find((suggestion) => keyOf(suggestion) === key);
        if (picked) onPick(picked);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          disabled={disabled}
          value={value}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            setFocused(true);
            combobox.openDropdown();
          }}
          onBlur={() => {
            setFocused(false);
            combobox.closeDropdown();
          }}
          rightSection={suggestions.isFetching ? <Loader size="xs" aria-hidden /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!shown} aria-label={t('suggestions')}>
        <Combobox.Options>
          {ordered.map((suggestion) => (
            <Combobox.Option key={keyOf(suggestion)} value={keyOf(suggestion)}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" fw={600} truncate>
                  {suggestion.name}
                </Text>
                {suggestion.is_default && (
                  <Badge size="xs" variant="light" color="green">
                    {t('default')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {[suggestion.address, `${suggestion.zip} ${suggestion.city}`, suggestion.country].join(', ')}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {suggestion.contact_person
                  ? [suggestion.contact_person, suggestion.email, suggestion.phone].filter(Boolean).join(' · ')
                  : t('no_contact')}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
