import { useTranslation } from 'react-i18next';
import { PriceLeadTimeFlow } from '../components/PriceLeadTimeFlow';

/** `/transport/price-leadtime` and its `/form`: a quote, the first part of Quote & Booking. */
export default function QuotePage() {
  const { t } = useTranslation('quotes');
  return <PriceLeadTimeFlow title={t('titles.quote')} />;
}
