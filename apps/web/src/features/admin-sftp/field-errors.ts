import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms';
import { KEY_LINE_ERROR } from './account-form';

/**
 * Text for a field error of the account form: a refused key line, this screen's own validation
 * keys, then the app's common ones and the server's translated messages.
 */
export function useSftpErrorText(): (error: { type?: string; message?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation('adminSftp');
  const common = useFieldErrorText();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === 'invalid_type') return t('validation.required');
    const line = KEY_LINE_ERROR.exec(error.message)?.[1];
    if (line) return t('form.key_line_invalid', { line });
    if (error.type !== 'server' && i18n.exists(`adminSftp:${error.message}`)) {
      return t(error.message as ParseKeys<'adminSftp'>);
    }
    return common({ type: error.type ?? '', message: error.message });
  };
}
