import type { TCustomsCodeSuggestion } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Badge, Group, Text, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCodeSuggestions } from '../api';
import { SuggestionField, useTypedQuery } from './SuggestionField';

const REASON_COLORS = { used: 'blue', library: 'teal', nomenclature: 'gray' } as const;

export interface CommodityCodeFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The declaration whose organization's codes come first; none for the user's own library. */
  declarationId: number | null;
  value: string;
  onChange: (code: string) => void;
}

/**
 * The commodity-code field: it offers the organization's codes by the number of lines declared
 * with them, then its library's, then HS headings and subheadings matching the digits or words
 * typed, each with its description and why it is offered.
 */
export function CommodityCodeField({ declarationId, value, onChange, ...inputProps }: CommodityCodeFieldProps) {
  const { t } = useTranslation('customs');
  const { typed, focused, setFocused } = useTypedQuery(value);
  const options = useCodeSuggestions(declarationId, typed, focused);
  const reason = (suggestion: TCustomsCodeSuggestion) =>
    suggestion.reason === 'used'
      ? t('codes.reason_used', { count: suggestion.lines ?? 0, lines: formatNumber(suggestion.lines ?? 0) })
      : suggestion.reason === 'library'
        ? t('codes.reason_library', { article: suggestion.article ?? '' })
        : t('codes.reason_nomenclature');
  return (
    <SuggestionField
      {...inputProps}
      value={value}
      onChange={onChange}
      onPick={(suggestion) => onChange(suggestion.code)}
      options={options}
      onFocusChange={setFocused}
      keyOf={(suggestion) => suggestion.code}
      listLabel={t('codes.suggestions')}
      renderOption={(suggestion) => (
        <>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} ff="monospace">
              {suggestion.code}
            </Text>
            <Badge size="xs" variant="light" color={REASON_COLORS[suggestion.reason]} tt="none">
              {reason(suggestion)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {suggestion.description ?? t('codes.no_description')}
          </Text>
        </>
      )}
    />
  );
}
