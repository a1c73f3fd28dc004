export { registerAgreements } from './agreements.routes';
