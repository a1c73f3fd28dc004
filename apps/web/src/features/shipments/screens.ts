/** The feature's screens, each loaded on its own when its route first opens. */
export const shipmentsScreens = {
  ShipmentsPage: () => import('./pages/ShipmentsPage'),
  AdminShipmentsPage: () => import('./pages/AdminShipmentsPage'),
};
