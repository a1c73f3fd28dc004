export { priceLeadtimeKeys, useCalculatePrices, usePriceCalculation } from './api';
export { GoodsSection } from './components/GoodsSection';
export { PlaceFields } from './components/PlaceFields';
export { QuoteCard } from './components/QuoteCard';
export { QuoteResults } from './components/QuoteResults';
export { RouteSummary } from './components/RouteSummary';
export { UnavailableServices } from './components/UnavailableServices';
export { formatDay } from './format';
export { quoteResolver } from './hooks/quote-resolver';
export { useQuoteDraft } from './hooks/use-quote-draft';
export { useQuoteSite } from './hooks/use-quote-site';
export { useReasonText } from './hooks/use-reason-text';
export {
  defaultQuoteForm,
  formFromCalculation,
  type GoodsLineValues,
  newGoodsLine,
  quoteFieldPaths,
  type QuoteFormValues,
  todayIso,
  toPriceRequest,
} from './quote-form';
export { quoteHighlights, type QuoteSort, sortQuotes } from './quote-sorting';
