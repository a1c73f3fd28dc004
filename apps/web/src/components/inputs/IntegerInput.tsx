import { parseIntegerInput } from '@freight/domain';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface IntegerInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: number | null;
  /** The whole number typed, or null when the field holds no number. */
  onChange: (value: number | null) => void;
}

/** A whole-number field (SPEC §5): anything after the digits is dropped, text gives an empty field. */
export function IntegerInput({ value, onChange, ...props }: IntegerInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(parseIntegerInput(event.currentTarget.value))}
    />
  );
}
