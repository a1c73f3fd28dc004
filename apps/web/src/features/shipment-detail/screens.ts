/** The feature's screens, each loaded on its own when its route first opens. */
export const shipmentDetailScreens = {
  ShipmentDetailPage: () => import('./pages/ShipmentDetailPage'),
  AdminShipmentDetailPage: () => import('./pages/AdminShipmentDetailPage'),
};
