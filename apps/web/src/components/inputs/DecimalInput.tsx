import { DECIMAL_INPUT_DECIMALS, readDecimalInput } from '@freight/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTypedText } from './typed-text';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The decimal as text with a dot, such as '12.5'; empty when there is none. */
  value: string;
  /**
   * The decimal typed, with a dot ('12,5' gives '12.5'); text that is not a decimal is passed on
   * as typed, and `decimalFromInput` turns it into NaN so the form's schema refuses it.
   */
  onChange: (value: string) => void;
}

/**
 * A decimal field (SPEC §5): shows exactly what is typed, takes a comma or a dot as the decimal
 * point and a sign, and says under the field when the text is not a decimal of at most two
 * decimals instead of dropping characters.
 */
const notDecimal = (text: string) => readDecimalInput(text).problem !== null;
// A form that keeps NaN for text that is not a decimal hands back 'NaN': still the text typed.
const sameDecimal = (a: string, b: string) => a === b || (notDecimal(a) && notDecimal(b));

export function DecimalInput({ value, onChange, error, ...props }: DecimalInputProps) {
  const { t } = useTranslation('components');
  const [text, type] = useTypedText(
    value,
    (typed) => {
      const read = readDecimalInput(typed);
      return read.problem ? typed : (read.value ?? '');
    },
    String,
    sameDecimal,
  );
  const { problem } = readDecimalInput(text);
  const problemText =
    problem === 'too_many_decimals'
      ? t('number_input.decimals', { count: DECIMAL_INPUT_DECIMALS })
      : problem
        ? t('number_input.number')
        : null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      error={problemText ?? error}
      onChange={(event) => onChange(type(event.currentTarget.value))}
    />
  );
}
