export { SHIPMENTS_TABLE_ID } from './api';
export { ExpiredRemindersNotice } from './components/ExpiredRemindersNotice';
export { shipmentKeys } from './query-keys';
