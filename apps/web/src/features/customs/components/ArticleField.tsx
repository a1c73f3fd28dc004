import type { TCustomsProduct } from '@freight/contracts';
import { Group, Text, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../api';
import { SuggestionField, useTypedQuery } from './SuggestionField';

export interface ArticleFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  declarationId: number;
  value: string;
  onChange: (articleNumber: string) => void;
  onPick: (product: TCustomsProduct) => void;
}

/** A goods line's article number, offering the articles of the declaration's organization's library. */
export function ArticleField({ declarationId, value, onChange, onPick, ...inputProps }: ArticleFieldProps) {
  const { t } = useTranslation('customs');
  const { typed, focused, setFocused } = useTypedQuery(value);
  const options = useProductChoices(declarationId, typed, focused);
  return (
    <SuggestionField
      {...inputProps}
      value={value}
      onChange={onChange}
      onPick={onPick}
      options={options}
      onFocusChange={setFocused}
      keyOf={(product) => String(product.id)}
      listLabel={t('products.choices')}
      renderOption={(product) => (
        <>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600}>
              {product.article_number}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {[product.commodity_code, product.origin_country].filter(Boolean).join(' · ')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {product.name}
          </Text>
        </>
      )}
    />
  );
}
