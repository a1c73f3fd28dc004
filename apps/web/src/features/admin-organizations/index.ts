export { organizationKeys } from './api';
