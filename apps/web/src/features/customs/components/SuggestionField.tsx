import { Combobox, Loader, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

const TYPING_PAUSE_MS = 250;

/** What a suggestion field asks its options for: the text typed, once the user pauses, and whether the field has the focus. */
export function useTypedQuery(value: string) {
  const [focused, setFocused] = useState(false);
  const [typed] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  return { typed, focused, setFocused };
}

export interface SuggestionFieldProps<Option> extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  onPick: (option: Option) => void;
  /** The options for what is typed, from `useTypedQuery`. */
  options: { data?: Option[]; isFetching: boolean };
  /** Tells `useTypedQuery` whether the field has the focus. */
  onFocusChange: (focused: boolean) => void;
  keyOf: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  /** Names the list of options for assistive technology. */
  listLabel: string;
}

/** A text field that offers options from the server as the user types; typing freely stays possible. */
export function SuggestionField<Option>({
  value,
  onChange,
  onPick,
  options,
  onFocusChange,
  keyOf,
  renderOption,
  listLabel,
  ...inputProps
}: SuggestionFieldProps<Option>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [focused, setFocused] = useState(false);
  const shown = focused && (options.data?.length ?? 0) > 0;

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(key) => {
        const picked = options.data?.find((option) => keyOf(option) === key);
        if (picked) onPick(picked);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          value={value}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            setFocused(true);
            onFocusChange(true);
            combobox.openDropdown();
          }}
          onBlur={() => {
            setFocused(false);
            onFocusChange(false);
            combobox.closeDropdown();
          }}
          rightSection={options.isFetching ? <Loader size="xs" aria-hidden /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!shown} miw={360}>
        <Combobox.Options aria-label={listLabel} mah={320} style={{ overflowY: 'auto' }}>
          {(options.data ?? []).map((option) => (
            <Combobox.Option key={keyOf(option)} value={keyOf(option)}>
              {renderOption(option)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
