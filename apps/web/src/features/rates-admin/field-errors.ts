import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';

/**
 * Text for a field error of these screens: the app's own (server messages, common validation
 * keys), plus the contract keys only markups and agreements use, such as `validation.date_order`.
 * A missing number or choice reads as a required field rather than zod's type message. It takes
 * any error of a form, also one set on an array or a group of fields.
 */
export function useRatesErrorText(): (error: { type?: string; message?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation('ratesAdmin');
  const common = useFieldErrorText();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === 'invalid_type') return t('validation.required');
    const own = `ratesAdmin:${error.message}`;
    if (error.type !== 'server' && i18n.exists(own)) return t(error.message as ParseKeys<'ratesAdmin'>);
    return common({ type: error.type ?? '', message: error.message });
  };
}
