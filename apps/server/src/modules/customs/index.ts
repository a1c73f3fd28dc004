export { registerCustoms } from './customs.routes';
export { learnFromGoodsLines } from './customs-products.service';
