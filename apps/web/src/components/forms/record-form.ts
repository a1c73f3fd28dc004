import { notifications } from '@mantine/notifications';
import { type FieldValues, type Path, useForm, type UseFormProps } from 'react-hook-form';
import { useServerErrors } from '../../lib/forms';

/** The green toast that tells a record was saved. */
export function notifySaved(message: string): void {
  notifications.show({ color: 'green', message });
}

export interface RecordSave<V extends FieldValues, B, R> {
  /** The fields the form shows: a 422 message of one of them goes under it, the others above. */
  fields: readonly Path<V>[];
  save: (body: B) => Promise<R>;
  /** The toast once saved, from what the save answered; null when the screen shows its own outcome. */
  saved: string | ((result: R) => string) | null;
  /** Runs after the toast, such as closing the dialog. */
  onDone: () => void;
}

/**
 * The form of one record (SPEC §5): `options` as for `useForm`; saved through the API, a refused
 * save's messages under their fields and the rest in the notice; once saved, a toast and `onDone`.
 */
export function useRecordForm<V extends FieldValues, B = V, R = unknown>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- useForm's own context type, so B is inferred from the resolver
  options: UseFormProps<V, any, B>,
  { fields, save, saved, onDone }: RecordSave<V, NoInfer<B>, R>,
) {
  const form = useForm(options);
  const { notice, trySave } = useServerErrors(fields, form.setError);
  const submit = form.handleSubmit((body) =>
    trySave(async () => {
      const result = await save(body);
      if (saved !== null) notifySaved(typeof saved === 'string' ? saved : saved(result));
      onDone();
    }),
  );
  return { ...form, errors: form.formState.errors, notice, submit };
}
