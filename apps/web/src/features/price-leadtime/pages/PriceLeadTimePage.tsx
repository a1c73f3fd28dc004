import { useTranslation } from 'react-i18next';
import { PriceLeadTimeFlow } from '../components/PriceLeadTimeFlow';

/** `/transport/priceleadtime`: the standalone price and lead-time lookup. */
export default function PriceLeadTimePage() {
  const { t } = useTranslation('quotes');
  return <PriceLeadTimeFlow title={t('titles.priceleadtime')} />;
}
