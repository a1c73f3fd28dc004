import { canSelectMore, SELECTION_NAMES_LIMIT, selectionSummary } from '@freight/domain';
import { CheckIcon, Combobox, Group, Input, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the search stays after the list closes, so the list does not change while it fades. */
const SEARCH_CLEAR_DELAY_MS = 100;

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  data: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** 'Select option' when not given. */
  placeholder?: string;
  /** Most options that may be selected; further ones are refused. */
  max?: number;
  /** Selected names listed before the field shows a count @default 5 */
  namesLimit?: number;
  /** Counts as 'N/M selected' rather than 'N selected'. */
  showTotal?: boolean;
  searchable?: boolean;
}

/** A searchable multiple choice that lists a few picked names and then counts them (SPEC §8, §9). */
export function MultiSelect({
  data,
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled,
  placeholder,
  max,
  namesLimit = SELECTION_NAMES_LIMIT,
  showTotal = false,
  searchable = true,
}: MultiSelectProps) {
  const { t } = useTranslation('components');
  const [search, setSearch] = useState('');
  const clearSearch = useTimeout(() => setSearch(''), SEARCH_CLEAR_DELAY_MS);
  const combobox = useCombobox({
    onDropdownOpen: () => {
      clearSearch.clear();
      if (searchable) combobox.focusSearchInput();
    },
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      clearSearch.start();
    },
  });

  const selected = new Set(value);
  const roomForMore = canSelectMore(value.length, max);
  const query = search.trim().toLowerCase();
  const shown = query ? data.filter((option) => option.label.toLowerCase().includes(query)) : data;

  const toggle = (optionValue: string) => {
    if (selected.has(optionValue)) onChange(value.filter((item) => item !== optionValue));
    else if (roomForMore) onChange([...value, optionValue]);
  };

  const names = data.filter((option) => selected.has(option.value)).map((option) => option.label);
  const summary = selectionSummary(names, { limit: namesLimit, total: showTotal ? data.length : null });
  const summaryText =
    summary.kind === 'names'
      ? summary.names.join(', ')
      : summary.kind === 'count'
        ? summary.total === null
          ? t('multi_select.selected', { count: summary.count })
          : t('multi_select.selected_of', { count: summary.count, total: summary.total })
        : null;

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} disabled={disabled}>
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          aria-expanded={combobox.dropdownOpened}
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {summaryText ?? <Input.Placeholder>{placeholder ?? t('multi_select.placeholder')}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown>
        {searchable && data.length > 0 && (
          <Combobox.Search
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('multi_select.search')}
            aria-label={t('multi_select.search')}
          />
        )}
        <Combobox.Options aria-multiselectable>
          <ScrollArea.Autosize mah={260} type="scroll">
            {shown.map((option) => {
              const checked = selected.has(option.value);
              return (
                <Combobox.Option
                  key={option.value}
                  value={option.value}
                  active={checked}
                  aria-selected={checked}
                  disabled={!checked && !roomForMore}
                >
                  <Group gap="xs" wrap="nowrap">
                    <CheckIcon size={12} style={{ visibility: checked ? 'visible' : 'hidden', flexShrink: 0 }} />
                    <span>{option.label}</span>
                  </Group>
                </Combobox.Option>
              );
            })}
          </ScrollArea.Autosize>
          {data.length === 0 && <Combobox.Empty>{t('multi_select.empty')}</Combobox.Empty>}
          {data.length > 0 && shown.length === 0 && <Combobox.Empty>{t('multi_select.nothing_found')}</Combobox.Empty>}
        </Combobox.Options>
        {!roomForMore && max !== undefined && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t('multi_select.max_reached', { max })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
