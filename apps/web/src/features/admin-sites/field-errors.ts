import type { ParseKeys } from 'i18next';
import type { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';

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
