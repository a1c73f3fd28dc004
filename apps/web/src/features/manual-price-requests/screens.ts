/** The feature's screens, each loaded on its own when its route first opens. */
export const manualPriceRequestsScreens = {
  ManualPriceRequestsPage: () => import('./pages/ManualPriceRequestsPage'),
};
