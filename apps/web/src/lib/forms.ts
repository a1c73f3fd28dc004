import { PASSWORD_MIN_LENGTH } from '@freight/contracts';
import type { ParseKeys } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** Marks a message that came translated from the server, so it is shown as it is. */
const SERVER_ERROR = 'server';

/**
 * Puts the first message of each field of a 422 answer under that field (SPEC §5) and returns
 * the messages of fields the form does not show, for a notice above it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const shown = fields.find((name) => name === field);
    if (shown) {
      setError(shown, { type: SERVER_ERROR, message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(message);
    }
  }
  return unplaced;
}

/**
 * Text for a field error: the server's message as it came, or the translation of a contract's
 * validation key such as `validation.email`.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    // Contract messages are keys of the common texts; an unknown one shows as written.
    return t(error.message as ParseKeys<'common'>, { min: PASSWORD_MIN_LENGTH });
  };
}
