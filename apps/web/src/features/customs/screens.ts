/** The feature's screens, each loaded on its own when its route first opens. */
export const customsScreens = {
  CustomsPage: () => import('./pages/CustomsPage'),
  CustomsDeclarationPage: () => import('./pages/CustomsDeclarationPage'),
  CustomsQueuePage: () => import('./pages/CustomsQueuePage'),
  CustomsProductsPage: () => import('./pages/CustomsProductsPage'),
};
