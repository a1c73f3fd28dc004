import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface BoundProps<T extends FieldValues, B> {
  control: Control<T, unknown, B>;
  name: FieldPath<T>;
}

/** A switch bound to a yes/no field of a form. */
export function SwitchField<T extends FieldValues, B = T>({
  control,
  name,
  ...props
}: BoundProps<T, B> & Omit<SwitchProps, 'checked' | 'onChange' | 'name'>) {
  const { field } = useController({ control, name });
  return <Switch {...props} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.currentTarget.checked)} />;
}

/** A checkbox bound to a yes/no field of a form. */
export function CheckboxField<T extends FieldValues, B = T>({
  control,
  name,
  ...props
}: BoundProps<T, B> & Omit<CheckboxProps, 'checked' | 'onChange' | 'name'>) {
  const { field } = useController({ control, name });
  return <Checkbox {...props} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.currentTarget.checked)} />;
}
