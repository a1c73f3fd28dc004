import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A shipment status in the reader's language; a carrier code the product does not know shows as it came. */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const { t, i18n } = useTranslation('shipment');
  return (status) => {
    if (!status) return t('status.none');
    const key = `status.${status}`;
    return i18n.exists(key, { ns: 'shipment' }) ? t(key as ParseKeys<'shipment'>) : status;
  };
}
