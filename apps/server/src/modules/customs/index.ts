export { registerCustoms } from './customs.routes';
