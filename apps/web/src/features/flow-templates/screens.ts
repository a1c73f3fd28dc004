/** The feature's screens, each loaded on its own when its route first opens. */
export const flowTemplatesScreens = {
  QuoteTemplatesPage: () => import('./pages/QuoteTemplatesPage'),
  BookingTemplatesPage: () => import('./pages/BookingTemplatesPage'),
  BookingTemplatePage: () => import('./pages/BookingTemplatePage'),
  TemplateTypesPage: () => import('./pages/TemplateTypesPage'),
};
