import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import { ALL_DATES, parseDateRangeParam } from '@freight/domain';
import { Checkbox, Stack } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Calendar languages by interface language; dayjs names Simplified Chinese in lower case. */
const CALENDAR_LOCALES: Record<string, string> = { en: 'en', es: 'es', 'zh-CN': 'zh-cn' };

export interface DateRangeInputProps extends Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  /** 'YYYY-MM-DD,YYYY-MM-DD', 'all', or empty for no filter. */
  value: string;
  /** Called with 'start,end' once both ends are picked, 'all', or '' when cleared. */
  onChange: (value: string) => void;
  /** Offers an 'All dates' choice that sends 'all' instead of a range. */
  withAllOption?: boolean;
}

/** A date range for filters (SPEC §5), in the form the list endpoints read. */
export function DateRangeInput({ value, onChange, withAllOption = false, disabled, ...props }: DateRangeInputProps) {
  const { t, i18n } = useTranslation('components');
  // The first picked day waits here for the second; the filter only changes with a full range.
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const all = value === ALL_DATES;
  const range = pendingStart ? [pendingStart, null] : all ? [null, null] : parseDateRangeParam(value);

  return (
    <Stack gap={6}>
      <DatePickerInput
        type="range"
        valueFormat="YYYY-MM-DD"
        placeholder={t('date_range.placeholder')}
        leftSection={<IconCalendar size={18} aria-hidden />}
        locale={CALENDAR_LOCALES[i18n.language] ?? 'en'}
        clearable
        allowSingleDateInRange
        {...props}
        disabled={disabled || all}
        value={range as [string | null, string | null]}
        onChange={([start, end]) => {
          if (start && !end) {
            setPendingStart(start);
            return;
          }
          setPendingStart(null);
          onChange(start && end ? `${start},${end}` : '');
        }}
      />
      {withAllOption && (
        <Checkbox
          label={t('date_range.all')}
          checked={all}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked ? ALL_DATES : '')}
        />
      )}
    </Stack>
  );
}
