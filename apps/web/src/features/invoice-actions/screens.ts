/** The feature's screens, each loaded on its own when its route first opens. */
export const invoiceActionsScreens = {
  InvoiceActionsPage: () => import('./pages/InvoiceActionsPage'),
};
