import type { TQuoteReason } from '@freight/contracts';
import { useTranslation } from 'react-i18next';

/** Why a service is not offered or not bookable, in the user's language, with its figures. */
export function useReasonText(): (reason: TQuoteReason) => string {
  const { t } = useTranslation('quotes');
  return (reason) => t(`reasons.${reason.code}`, { ...reason.params });
}
