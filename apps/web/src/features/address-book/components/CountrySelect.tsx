import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api';

export interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** ISO 3166-1 alpha-2, or '' for none. */
  value: string;
  onChange: (code: string) => void;
}

/** A searchable list of every country, named in the user's language, that gives the ISO code. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t } = useTranslation('addressBook');
  const countries = useCountries();
  const data = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  // A code the list does not hold yet (still loading) still shows, as its code.
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      placeholder={t('country_placeholder')}
      nothingFoundMessage={t('no_countries')}
      searchable
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
