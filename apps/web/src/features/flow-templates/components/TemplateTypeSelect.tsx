import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplateTypes } from '../template-types-api';

/** The organization's template type a template is grouped under; empty is no type. */
export function TemplateTypeSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('templates');
  const types = useTemplateTypes();
  return (
    <Select
      label={t('types.type')}
      placeholder={t('types.no_type')}
      data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      searchable
    />
  );
}
