export { registerMarkups } from './markups.routes';
