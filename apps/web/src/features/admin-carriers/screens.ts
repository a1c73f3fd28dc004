/** The feature's screens, each loaded on its own when its route first opens. */
export const adminCarriersScreens = {
  CarriersPage: () => import('./pages/CarriersPage'),
  CarrierCreatePage: () => import('./pages/CarrierCreatePage'),
  CarrierPage: () => import('./pages/CarrierPage'),
};
