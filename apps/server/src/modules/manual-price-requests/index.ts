export { registerManualPriceRequests } from './manual-price-requests.routes';
