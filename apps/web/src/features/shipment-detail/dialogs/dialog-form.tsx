import { decimalFromInput } from '@freight/domain';
import { Select, type SelectProps } from '@mantine/core';
import dayjs from 'dayjs';
import type { FormEvent, ReactNode } from 'react';
import { type Control, type DefaultValues, type FieldPath, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import type { ModalSize } from '../../../components/Modal/Modal';
import { useFieldErrorText } from '../../../lib/forms';

/** An ISO moment as the value of a datetime-local field, in the viewer's zone; '' when empty. */
export function toLocalInput(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local field's value as an ISO moment, or null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** A decimal field's text as a number, null when empty, NaN when it is not a decimal. */
export function toNumberOrNull(value: string): number | null {
  return decimalFromInput(value);
}

export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

interface DialogFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The fields the dialog shows: a 422 message of one of them goes under it, others above. */
  fields: readonly Path<T>[];
  save: (values: T) => Promise<unknown>;
  onDone: () => void;
  /** The toast after saving; none when the dialog shows its own outcome. */
  savedMessage?: string | null;
}

/**
 * A dialog's form: saves through the API, puts the server's first message per field under that
 * field (SPEC §5) and closes with a toast once saved.
 */
export function useDialogForm<T extends FieldValues>({ defaultValues, fields, save, onDone, savedMessage }: DialogFormOptions<T>) {
  const { t } = useTranslation('shipment');
  const { notice, submit, ...form } = useRecordForm<T>(
    { defaultValues },
    {
      fields,
      save,
      saved: savedMessage === undefined ? t('dialogs.saved') : savedMessage,
      onDone,
    },
  );
  const errorText = useFieldErrorText();

  /** The message under a field, from the server or from the form's own rules. */
  const fieldError = (name: Path<T>) => errorText(form.getFieldState(name, form.formState).error);
  return { form, submit, notice, fieldError };
}

export interface ActionDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent) => Promise<void> | void;
  pending: boolean;
  notice?: readonly string[];
  submitLabel?: string;
  size?: ModalSize;
  danger?: boolean;
  children: ReactNode;
}

/** A dialog of the shipment page (SPEC §2 shipment modals): a form with Cancel and a save button. */
export function ActionDialog({ pending, notice = [], submitLabel, size = 'md', ...props }: ActionDialogProps) {
  return <RecordDialog {...props} size={size} notice={notice} saving={pending} saveLabel={submitLabel} separateActions />;
}

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  error?: string | undefined;
}

/** A Mantine select bound to a form field holding the option's value as text. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  error,
  ...props
}: ControlledProps<T> & Omit<SelectProps, 'value' | 'onChange' | 'name' | 'error'>) {
  const { field } = useController({ control, name });
  return (
    <Select
      {...props}
      name={name}
      value={(field.value as string | null) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A decimal field (SPEC §5) bound to a form field holding the number as text. */
export function DecimalField<T extends FieldValues>({ control, name, error, label }: ControlledProps<T> & { label: string }) {
  const { field } = useController({ control, name });
  return (
    <DecimalInput
      label={label}
      name={name}
      value={(field.value as string) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A whole-number field (SPEC §5) bound to a form field holding a number or null. */
export function IntegerField<T extends FieldValues>({ control, name, error, label }: ControlledProps<T> & { label: string }) {
  const { field } = useController({ control, name });
  return (
    <IntegerInput
      label={label}
      name={name}
      value={(field.value as number | null) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
