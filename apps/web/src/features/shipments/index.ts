export { SHIPMENTS_TABLE_ID } from './api';
export { ExpiredRemindersNotice } from './components/ExpiredRemindersNotice';
export { shipmentKeys } from './query-keys';

/** The feature's screens, each loaded on its own when its route first opens. */
export const shipmentsScreens = {
  ShipmentsPage: () => import('./pages/ShipmentsPage'),
  AdminShipmentsPage: () => import('./pages/AdminShipmentsPage'),
};
