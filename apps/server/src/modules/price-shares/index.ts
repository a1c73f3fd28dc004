export { registerPriceShares } from './price-shares.routes';
