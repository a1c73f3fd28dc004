import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';

/**
 * Text for a field error of the carrier and dictionary screens: contract keys these screens own
 * (such as `validation.service_code`) from their namespace, everything else as the app reads it.
 */
export function useAdminErrorText(namespace: 'adminCarriers' | 'adminDictionaries'): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  const common = useFieldErrorText();
  return (error) => {
    if (error?.message && error.type !== 'server' && i18n.exists(`${namespace}:${error.message}`))
      return t(error.message as 'validation.service_code');
    return common(error);
  };
}
