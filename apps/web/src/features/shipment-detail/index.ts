export { prefetchShipment } from './api';
