import type { ParseKeys } from 'i18next';
import type { z } from 'zod';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './forms';

// The field-error helpers the administration features share; each feature's own screen keys come
// from its namespace, everything else as the app reads it.

/**
 * Text for a field error of the carrier and dictionary screens: contract keys these screens own
 * (such as `validation.service_code`) from their namespace, everything else as the app reads it.
 */
export function useNamespaceErrorText(
  namespace: 'adminCarriers' | 'adminDictionaries',
): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  const common = useFieldErrorText();
  return (error) => {
    if (error?.message && error.type !== 'server' && i18n.exists(`${namespace}:${error.message}`))
      return t(error.message as 'validation.service_code');
    return common(error);
  };
}

/**
 * Text for a field error of the administration screens: a server message as it came, else the
 * contract's validation key (`validation.phone`) in the user's language.
 */
export function useAdminErrorText(): (error: { type?: string; message?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation('adminSites');
  const common = useFieldErrorText();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === 'invalid_type') return t('validation.required');
    const own = `adminSites:${error.message}`;
    if (error.type !== 'server' && i18n.exists(own)) return t(error.message as ParseKeys<'adminSites'>);
    return common({ type: error.type ?? '', message: error.message });
  };
}

/**
 * Checks a body with its contract before sending it, putting the first problem of each field
 * under that field, the way the server's 422 would. Returns the parsed body, or null.
 */
export function checkWithContract<S extends z.ZodType, T extends FieldValues>(
  schema: S,
  body: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): z.output<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    const shown = fields.find((name) => name === field || field.startsWith(`${name}.`));
    if (!shown || seen.has(shown)) continue;
    seen.add(shown);
    setError(
      shown,
      { type: issue.code === 'invalid_type' ? 'invalid_type' : 'client', message: issue.message },
      { shouldFocus: seen.size === 1 },
    );
  }
  return null;
}
