export { TrackingFrame } from './components/TrackingFrame';
export { TrackingTimeline } from './components/TrackingTimeline';
export { formatDateTime } from './format';
export { clockOf, useOwnTime, usePlaceTime, type ClockPlace } from './place-time';
export { RouteMap } from './map/RouteMap';
export { useStatusLabel } from './status';

/** The feature's screens, each loaded on its own when its route first opens. */
export const sharedTrackingScreens = {
  SharedConsignmentPage: () => import('./pages/SharedConsignmentPage'),
  OwnerConsignmentPage: () => import('./pages/OwnerConsignmentPage'),
  ExampleShipmentPage: () => import('./pages/ExampleShipmentPage'),
};
