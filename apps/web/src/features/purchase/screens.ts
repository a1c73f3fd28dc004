/** The feature's screens, each loaded on its own when its route first opens. */
export const purchaseScreens = {
  PurchaseOrdersPage: () => import('./pages/PurchaseOrdersPage'),
  PurchaseOrderPage: () => import('./pages/PurchaseOrderPage'),
  PurchaseOrderFormPage: () => import('./pages/PurchaseOrderFormPage'),
  SuppliersPage: () => import('./pages/SuppliersPage'),
  ArticlesPage: () => import('./pages/ArticlesPage'),
  PurchaseStatisticsPage: () => import('./pages/PurchaseStatisticsPage'),
};
