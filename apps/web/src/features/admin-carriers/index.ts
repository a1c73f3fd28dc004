export { useCarrierChoices } from './api';
