/** The active organizations several admin screens choose from or filter by. */
export { activeOrganizationKeys, fetchActiveOrganizations, useActiveOrganizations } from './api';
