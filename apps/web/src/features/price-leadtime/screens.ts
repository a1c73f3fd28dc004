/** The feature's screens, each loaded on its own when its route first opens. */
export const priceLeadtimeScreens = {
  QuotePage: () => import('./pages/QuotePage'),
  PriceLeadTimePage: () => import('./pages/PriceLeadTimePage'),
  QuoteTemplatePage: () => import('./pages/QuoteTemplatePage'),
};
