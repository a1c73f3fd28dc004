import { readIntegerInput } from '@freight/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTypedText } from './typed-text';

export interface IntegerInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: number | null;
  /** The whole number typed, null when the field is blank, NaN when the text is not a whole number. */
  onChange: (value: number | null) => void;
}

const asText = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

/** A whole-number field (SPEC §5): shows exactly what is typed and says when it is not a whole number. */
export function IntegerInput({ value, onChange, error, ...props }: IntegerInputProps) {
  const { t } = useTranslation('components');
  const [text, type] = useTypedText(
    value,
    (typed) => {
      const read = readIntegerInput(typed);
      return read.problem ? Number.NaN : read.value;
    },
    asText,
  );
  const { problem } = readIntegerInput(text);
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={text}
      error={problem === 'not_a_whole_number' ? t('number_input.integer') : problem ? t('number_input.number') : error}
      onChange={(event) => onChange(type(event.currentTarget.value))}
    />
  );
}
