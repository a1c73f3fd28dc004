export { TrackingFrame } from './components/TrackingFrame';
export { TrackingTimeline } from './components/TrackingTimeline';
export { formatDateTime } from './format';
export { clockOf, useOwnTime, usePlaceTime, type ClockPlace } from './place-time';
export { RouteMap } from './map/RouteMap';
export { useStatusLabel } from './status';
