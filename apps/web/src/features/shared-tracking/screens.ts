/** The feature's screens, each loaded on its own when its route first opens. */
export const sharedTrackingScreens = {
  SharedConsignmentPage: () => import('./pages/SharedConsignmentPage'),
  OwnerConsignmentPage: () => import('./pages/OwnerConsignmentPage'),
  ExampleShipmentPage: () => import('./pages/ExampleShipmentPage'),
};
