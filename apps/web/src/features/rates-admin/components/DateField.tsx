import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Calendar languages by interface language; dayjs names Simplified Chinese in lower case. */
const CALENDAR_LOCALES: Record<string, string> = { en: 'en', es: 'es', 'zh-CN': 'zh-cn' };

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One day, typed or picked, shown as YYYY-MM-DD like every date of the app (SPEC §9). */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      leftSection={<IconCalendar size={18} aria-hidden />}
      locale={CALENDAR_LOCALES[i18n.language] ?? 'en'}
      clearable
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value}
      onChange={onChange}
    />
  );
}
