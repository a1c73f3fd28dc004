import { parseDecimalInput } from '@freight/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The decimal as text with a dot, such as '12.5'; empty when there is none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A decimal field (SPEC §5): keeps digits and one separator, takes a comma as the decimal point
 * and stops at two decimals, so '12,345' becomes '12.34' as it is typed.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(parseDecimalInput(event.currentTarget.value))}
    />
  );
}
