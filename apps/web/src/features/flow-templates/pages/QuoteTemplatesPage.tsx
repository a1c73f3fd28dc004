import { TemplatesPage } from '../components/TemplatesPage';

/** `/transport/price-leadtime/templates`: the organization's saved quotes. */
export default function QuoteTemplatesPage() {
  return <TemplatesPage kind="quote" />;
}
